"""The contributor's tools: the ``meccg-rules`` command line, ``check``, ``new``, the contradiction report."""
