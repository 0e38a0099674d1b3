# The page's words in English: the source every other catalogue follows.
# One catalogue per language, read by the page (www/i18n.js) and by the
# terminal. Each group below belongs to one part of the project; a
# group's messages are in every catalogue, with the same variables.

## Bar: the title, the score and the buttons above the board

bar-moves = Moves
bar-time = Time
bar-new-game = New game
bar-undo = Undo
bar-redo = Redo
bar-hint = Hint
bar-menu = Menu

## Cards
## A card's name with its article, as a sentence says it. $rank: 1 (ace) to
## 13 (king); $suit: C, D, H or S; $case: the grammatical case the sentence
## needs (nom, acc, dat, gen, ins, loc). The front ends give each sentence
## a card in every case ($card, $card-acc, $card-dat, $card-gen, $card-ins,
## $card-loc; the same for $onto, $holds and $wanted): each language's
## sentence takes the one its grammar needs. English has no cases.

card-name = the { $rank ->
        [1] ace
        [2] two
        [3] three
        [4] four
        [5] five
        [6] six
        [7] seven
        [8] eight
        [9] nine
        [10] ten
        [11] jack
        [12] queen
       *[13] king
    } of { $suit ->
        [C] clubs
        [D] diamonds
        [H] hearts
       *[S] spades
    }

## Refusals
## Why the rules refused a move (the engine's reason, refusal-<kind>).
## $title is the game's name; $count the cards the move took.

refusal-from-foundation = Cards on a foundation stay there: they cannot be moved back.
refusal-empty-source = There is no card there to move.
refusal-same-pile = The card is already there.
refusal-single-card-to = Only one card at a time can go to { $cell ->
        [foundation] a foundation
       *[free-cell] a free cell
    }.
refusal-single-card-from = Only one card at a time can leave a free cell.
refusal-too-few-cards = That cascade has { $has ->
        [one] only one card
       *[other] only { $has } cards
    }, not { $count }.
refusal-not-a-run = The top { $count } cards are not one run going down in { $build ->
        [suit] one suit
       *[other] alternating colours
    }.
refusal-cell-taken = That free cell already holds { $holds }.
refusal-foundation-needs-ace = Only an ace can start a foundation, not { $card }.
refusal-foundation-next-of-suit = A foundation takes the next card of its suit: { $card } cannot go on { $onto }.
refusal-kings-only = Only a king may start an empty cascade in { $title }.
refusal-too-many-at-once = { $capacity ->
        [one] Only one card
       *[other] Only { $capacity } cards
    } can move at once now, not { $count }: { $emptyCascades ->
        [kings-only] each empty free cell lets one more move.
       *[other] empty free cells and cascades let more move.
    }
refusal-no-room = That cascade has no room for more cards.
refusal-pile-full = That pile is full.
refusal-build-colour = Same colour: { $card } cannot go on { $onto }.
refusal-build-onto-ace = Nothing goes on an ace in a cascade: { $card } cannot go on { $onto }.
refusal-build-suit = { $title } builds by suit: { $card } cannot go on { $onto }.
refusal-build-rank = Only a { $colour ->
        [red] red
       *[black] black
    } { $rank ->
        [1] ace
        [2] two
        [3] three
        [4] four
        [5] five
        [6] six
        [7] seven
        [8] eight
        [9] nine
        [10] ten
        [11] jack
       *[12] queen
    } goes on { $onto }, not { $card }.
refusal-build-next-of-suit = Only { $wanted } goes on { $onto }, not { $card }.

## Rules
## How to play: a game's rules, one sentence each (rule-<kind>), from the
## engine's facts. $names and $cells are free cells as the notation names
## them ("a-d", "a-g, i"; "a, c, e, g").

rule-goal = Move all 52 cards to the { $foundations } foundations, each built up in one suit from the ace to the king.
rule-building = { $build ->
        [suit] The { $cascades } cascades are built down in one suit: the six of spades goes on the seven of spades.
       *[other] The { $cascades } cascades are built down in alternating colours: a red six goes on a black seven.
    }
rule-free-cells = { $count ->
        [0] There are no free cells.
        [one] One free cell ({ $names }) holds any one card.
       *[other] { $count } free cells ({ $names }) hold one card each, of any kind.
    }
rule-leftovers = The deal puts its last { $count } cards in free cells { $cells }.
rule-empty-cascades = { $emptyCascades ->
        [kings-only] Only a king may start an empty cascade.
       *[other] Any card may start an empty cascade.
    }
rule-runs = { $sequences ->
        [unlimited] A run built down the cascades' way moves at once, however long.
       *[other] { $emptyCascades ->
            [kings-only] A run moves at once when it could go card by card through the empty free cells: one card more than there are.
           *[other] A run moves at once when it could go card by card through the empty free cells and cascades: one card more than the empty free cells, doubled for each empty cascade it does not go to.
        }
    }
rule-basic-runs = Every move carries one card (basic FreeCell).

## Terminal
## The freecell command's words. Moves stay in the standard notation (3a,
## 36/4) and deal numbers as they are, in every language. $deal is a deal
## number, $title the game's name when it is not standard FreeCell
## ($standard is yes or no), $command a command line to type.

terminal-deal = { $standard ->
        [yes] deal { $deal }
       *[no] deal { $deal } of { $title }
    }
terminal-heading = { terminal-deal }, move { $moves }{ $basic ->
        [yes] {" "}(basic: one card per move)
       *[no] {""}
    }
terminal-won = You won { terminal-deal } in { $moves } moves!
terminal-piles = { $cascades ->
        [one] cascade { $cascadeNames }
       *[other] cascades { $cascadeNames }
    }, { $cells ->
        [0] no free cells
        [one] free cell { $cellNames }
       *[other] free cells { $cellNames }
    }, foundations h
terminal-opening = type a move such as { $example } ({ terminal-piles }), or ? for help ({ $command } plays this deal again)
terminal-left = left { terminal-deal } after { $moves ->
        [one] 1 move
       *[other] { $moves } moves
    } ({ $command } to play it again)
terminal-quit = quit: { terminal-left }
terminal-end-of-input = end of input: { terminal-left }
terminal-undone = undone: back to move { $moves }
terminal-redone = redone: move { $moves }
terminal-nothing-to-undo = nothing to undo: this is the position as dealt
terminal-nothing-to-redo = nothing to redo: no move has been undone since the last one made
terminal-autoplay = autoplay: { $card } to the foundation
terminal-basic-run = this is basic FreeCell, one card per move, and { $move } would move { $count } cards (play without --basic to move runs)
terminal-not-a-move = '{ $move }' is not a move: write where from, then where to ({ terminal-piles }), as in { $example }
terminal-help-intro = A move is where from, then where to: { terminal-piles }.
terminal-help-to-cell = cascade 3's top card to free cell a
terminal-help-from-cell = free cell a's card to cascade 6
terminal-help-home = cascade 3's top card to its foundation
terminal-help-onto = from cascade 3 onto cascade 6: the card or run of cards that fits
terminal-help-run = four cards from cascade 3 onto empty cascade 6
terminal-help-basic = (basic FreeCell: one card per move, so 36 only moves a single card)
terminal-help-autoplay = { $autoplay ->
        [on] Cards that can no longer be needed go to the foundations by themselves.
       *[off] { $cells ->
            [0] Autoplay is off: send cards home yourself (3h).
           *[other] Autoplay is off: send cards home yourself (3h, ah).
        }
    }
terminal-help-commands = Commands: u undo, r redo, ? (or h) help, q quit.
terminal-foundations = foundations
terminal-solve-impossible = impossible
terminal-solve-gave-up = gave up
terminal-solve-summary-deals = deals: { $deals } (solved { $solved }, impossible { $impossible }, gave up { $gaveUp })
terminal-usage = usage
terminal-more-help = (freecell { $command } --help says more)
terminal-unknown-command = unknown command '{ $command }'
terminal-help =
    freecell: FreeCell and its family in a terminal

    usage:
      freecell deal N [--columns]                  print deal N
      freecell play [N] [--basic] [--no-autoplay]  play deal N (random when absent)
      freecell solve N|A..B|A,B,...                solve deals
      freecell solve --position TEXT               solve a position
      freecell grade N|A..B|A,B,...                how hard deals are
      freecell games                               list the games
      freecell <command> --help                    more about a command

    deal, play, solve and grade take --game NAME (freecell, bakers-game, eight-off,
    seahaven, ...; freecell games lists them) and --cells K (0 to 8 free cells);
    the default is FreeCell with its 4 free cells. --lang LANG (en, de, fr, es, pl)
    chooses the language, which otherwise follows LC_ALL, LC_MESSAGES and LANG.

    Deals are the Microsoft numbered deals, 1 to 2147483647, dealt as each game
    deals (PySolFC's numbering). Cards are written rank then suit (7H, TC); moves
    in the standard notation (3a, a6, 3h, 36, 36/4; 0 is a tenth cascade, and
    free cells are lettered a-g, then i).
