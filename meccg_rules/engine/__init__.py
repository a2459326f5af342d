"""The rules engine: cards, the game state, the rules that act on it. It knows nothing of pages or sites.

Importing it registers its rule families (``families.py``) in the kernel's registry, so that whatever part of the
engine a reader imports first, the card schema, the hooks and the queries know every family.
"""
from . import families

families.register()
