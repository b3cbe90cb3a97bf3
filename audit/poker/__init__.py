"""The shared poker core: hand evaluation, betting rounds, pots and splits, settlement, the table."""
