"""Profiles: data sheets a player fills once and reuses, their schema and the words of its refusals."""
