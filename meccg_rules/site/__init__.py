"""The rules website: a Python-Markdown extension (``extension``) and MkDocs hooks (``hooks``).

See docs/development/site.md for how the pieces fit together.
"""
