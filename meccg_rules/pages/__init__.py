"""Ruling pages: front matter, the glossary, page safety, and running a page's examples (Sybil)."""
