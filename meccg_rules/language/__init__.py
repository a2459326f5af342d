"""The scenario language: sentences, blocks, and running a block against the engine."""
