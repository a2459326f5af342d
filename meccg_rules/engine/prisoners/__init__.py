"""Prisoners (CoE 3.III): hazard hosts taking characters prisoner at a rescue site, holding them, rescue attempts."""
