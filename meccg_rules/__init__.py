"""MECCG rules engine."""
