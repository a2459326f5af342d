"""The rules engine: cards, the game state, the rules that act on it. It knows nothing of pages or sites."""
