"""Ruling pages: reading them safely, front matter, the glossary, what they may hold, and running their examples."""
