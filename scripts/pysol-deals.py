#!/usr/bin/env python3
"""Writes the test vectors of crate/tests/fixtures/pysol-deals.txt.

Each line is a game's name, a deal number and the position PySolFC deals
for that Microsoft-numbered deal, written as `GameBoard::to_text` writes
it. The deals come from the `pysol-cards` package (PyPI), which is the
reference for them; the project's own tests read the committed file and
need nothing installed. Run: `pip install pysol-cards`, then
`python3 scripts/pysol-deals.py > crate/tests/fixtures/pysol-deals.txt`.
"""

import sys

try:
    from pysol_cards.cards import CardRenderer
    from pysol_cards.deal_game import Game
    from pysol_cards.random_base import RandomBase
except ImportError:
    sys.exit("pysol-deals: pysol-cards is missing (pip install pysol-cards)")

# Our name for each game, and PySolFC's.
GAMES = [
    ("freecell", "freecell"),
    ("bakers-game", "bakers_game"),
    ("ko-bakers-game", "ko_bakers_game"),
    ("relaxed-freecell", "relaxed_freecell"),
    ("eight-off", "eight_off"),
    ("forecell", "forecell"),
    ("seahaven", "seahaven"),
]
DEALS = [1, 617, 11982, 24601, 1000000, 2147483647]
FOUNDATIONS = 4


def position(ours, theirs, number):
    game = Game(theirs, number, RandomBase.DEALS_MS)
    game.deal()
    getattr(game, game.game_class)()
    board = game.board
    render = CardRenderer(True)
    cascades = ["".join(render.render_l(column)) for column in board.columns.cols]
    cells = []
    if board.with_freecells:
        cells = ["" if card.empty else render.to_s(card) for card in board.freecells]
    # Cells PySolFC leaves off the end of its list are empty.
    own_cells = {"eight-off": 8}.get(ours, 4)
    cells += [""] * (own_cells - len(cells))
    piles = "/".join(cascades + cells + [""] * FOUNDATIONS)
    return piles if ours == "freecell" else f"{ours}:{piles}"


def main():
    print("# game deal position (PySolFC's Microsoft-numbered deals; scripts/pysol-deals.py)")
    for ours, theirs in GAMES:
        for number in DEALS:
            print(ours, number, position(ours, theirs, number))


if __name__ == "__main__":
    main()
