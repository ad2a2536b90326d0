"""The play screen: bot panels and their mats, the step panel, the die, the round and shared bars."""
