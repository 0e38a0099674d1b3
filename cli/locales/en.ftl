# The terminal's own words in English: the source the other catalogues here
# follow. The freecell command reads these on top of the page's catalogue of
# the same language (www/locales/<lang>.ftl), which holds the words both say
# (cards, piles, refusals, rules); the page never fetches these.

## Terminal
## The freecell command's words. Moves stay in the standard notation (3a,
## 36/4) and deal numbers as they are, in every language. $deal is a deal
## number, $title the game's name when it is not standard FreeCell
## ($standard is yes or no), $command a command line to type.

terminal-deal = { $daily ->
        [yes] { $standard ->
            [yes] daily deal of { $date } (deal { $deal })
           *[no] daily deal of { $date } of { $title } (deal { $deal })
        }
       *[no] { $standard ->
            [yes] deal { $deal }
           *[no] deal { $deal } of { $title }
        }
    }

# A daily deal's date: $day and $month (1 to 12) are numbers, $year as written.
terminal-date = { $day } { $month ->
        [1] January
        [2] February
        [3] March
        [4] April
        [5] May
        [6] June
        [7] July
        [8] August
        [9] September
        [10] October
        [11] November
       *[12] December
    } { $year }

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

terminal-solve-summary-optimal = proven optimal: { $optimal }

terminal-solve-optimal = optimal

terminal-solve-best-found = best found

terminal-solve-cannot-use-file = cannot use { $file }: { $why }

terminal-usage = usage

terminal-more-help = (freecell { $command } --help says more)

terminal-unknown-command = unknown command '{ $command }'

# The reasons a command line is refused (the usage line after them stays the command's syntax). $option is an option as typed (--cells), $given what was given.
terminal-usage-unknown-option = unknown option '{ $option }'

terminal-usage-no-value = { $option } takes no value

terminal-usage-needs = { $option } needs { $what ->
        [game] a game's name (freecell games lists them)
        [cells] a number of free cells, 0 to 8
        [position] a position, written as the page writes it
        [date] a date, written YYYY-MM-DD
        [file] a file's path
       *[positive] a positive whole number
    }

terminal-usage-twice = { $option } is given twice

terminal-usage-not-a-deal = '{ $given }' is not a deal number: deals are numbered 1 to { $max }

terminal-usage-one-deal = one deal number at a time ('{ $extra }' is one too many)

terminal-usage-one-date = one date at a time ('{ $extra }' is one too many)

terminal-usage-unknown-game = there is no game called '{ $given }': the games are { $games }

terminal-usage-cells = --cells needs a number of free cells, 0 to { $max }, not '{ $given }'

terminal-usage-empty-range = the range { $range } is empty

terminal-usage-too-many-deals = { $spec } is { $count } deals: at most { $max } are taken at once

terminal-usage-positive = { $option } needs a positive whole number, not '{ $given }'

terminal-usage-which-deal = which deal? give its number, as in: freecell deal 1

terminal-usage-which-deals = which deals? e.g. 617 or 1..32000

terminal-usage-which-deals-or-position = which deals? e.g. 617 or 1..32000 (or --position TEXT)

terminal-usage-one-mode = choose one mode: --fast or --optimal, not both

terminal-usage-deals-and-position = give deal numbers or --position, not both ('{ $deals }' and a position)

terminal-usage-deal-and-daily = give a deal number or --daily, not both ('{ $deal }' and a date)

terminal-usage-position-game = a position names its own game (seahaven:JD9S.../...): leave out --game and --cells

# $why: what could not be read, and why (an unreadable-<kind> below).
terminal-usage-bad-position = --position is not a position: { $why }

terminal-usage-no-arguments = games takes no arguments ('{ $word }')

terminal-usage-lang = --lang takes one of { $languages }, not '{ $given }'

# Why a command stopped writing. Closed: standard output was closed before
# it started (freecell deal 1 >&-); full: no room left on the disk; failed:
# any other failure, $error the system's own words (in English).
terminal-output-closed = nothing could be written: standard output is closed

terminal-output-full = nothing more could be written: the disk is full

terminal-output-failed = nothing more could be written to standard output ({ $error })

# The moves typed or piped in could not be read; $error as above.
terminal-input-failed = the moves could not be read ({ $error })

# $date as terminal-date words it; $first, $last and $year are years.
terminal-daily-not-yet = there is no daily deal for { $date } yet: it opens on the day

terminal-no-daily-deals = daily deals are dated from the year { $first } to { $last }, not { $year }

# A game played with other than its own number of free cells.
terminal-game-title = { $cells ->
        [0] { $title } with no free cells
        [one] { $title } with 1 free cell
       *[other] { $title } with { $cells } free cells
    }

# freecell grade's summary: $shares is the terminal-grade-share of each grade, with commas; $percent is written 30.0.
terminal-grade-summary = { $deals ->
        [one] { $deals } deal
       *[other] { $deals } deals
    } of { $title }: { $shares }

terminal-grade-share = { $grade ->
        [easy] easy
        [medium] medium
        [hard] hard
        [impossible] impossible
       *[unknown] unknown
    } { $count } ({ $percent }%)

terminal-grade-cpu = CPU per deal: mean { $mean } ms, median { $median } ms, p99 { $p99 } ms, worst { $worst } ms

terminal-help =
    freecell: FreeCell and its family in a terminal

    usage:
      freecell deal N [--columns]                  print deal N
      freecell play [N] [--basic] [--no-autoplay]  play deal N (random when absent)
      freecell daily [DATE]                        play the daily deal (today's)
      freecell solve N|A..B|A,B,...                solve deals
      freecell solve --position TEXT               solve a position
      freecell grade N|A..B|A,B,...                how hard deals are
      freecell games                               list the games
      freecell <command> --help                    more about a command

    deal, play, daily, solve and grade take --game NAME (freecell, bakers-game,
    eight-off, seahaven, ...; freecell games lists them) and --cells K (0 to 8
    free cells); the default is FreeCell with its 4 free cells. --lang LANG (en,
    de, fr, es, pl) chooses the language, which otherwise follows LC_ALL,
    LC_MESSAGES and LANG.

    Deals are the Microsoft numbered deals, 1 to 2147483647, dealt as each game
    deals (PySolFC's numbering). Cards are written rank then suit (7H, TC); moves
    in the standard notation (3a, a6, 3h, 36, 36/4; 0 is a tenth cascade, and
    free cells are lettered a-g, then i).

# What freecell COMMAND --help prints, as it stands: option names (--game
# NAME), the notation (3a, 36/4), command lines and deal numbers stay as
# they are in every language, and the columns line up (keep lines within 80
# characters). Fluent drops the indentation every line shares and would
# read a line starting with [, * or . as syntax: such a line is written
# with its spaces and first character in a placeable, {"      ["}.
terminal-help-play =
    freecell play: play FreeCell, or a game of its family, in the terminal

    usage: freecell play [N] [--basic] [--no-autoplay] [--game NAME] [--cells K]

    Plays deal N (1 to 2147483647). Without N a deal from 1 to 1000000 is
    picked at random; its number is shown, so the game can be played again
    with freecell play N.

      --basic         basic FreeCell: every move carries one card (a run of
                      cards is moved card by card through the free cells)
      --no-autoplay   leave every card for you to send to the foundations (to
                      type a solution of freecell solve, which writes every
                      move to a foundation)
      --game NAME     the game (default freecell; freecell games lists them:
                      bakers-game, eight-off, seahaven, ...)
      --cells K       its number of free cells, 0 to 8 (default: the game's own)
      -h, --help      this help

    The screen shows the free cells (a-d in FreeCell), the four foundations,
    the cascades (1-8 in FreeCell; the bottom card of each at the top of the
    screen) and the move number. Cards are the rank (A 2-9 T J Q K) then the
    suit (C D H S).

    Type a move, from then to, and press Enter:
      3a      cascade 3's top card to free cell a
      a6      free cell a's card to cascade 6
      3h      cascade 3's top card to its foundation (ah: from free cell a)
      36      from cascade 3 onto cascade 6: the card, or the run of cards,
              that fits there
      36/4    four cards from cascade 3 onto cascade 6 when 6 is empty
    A tenth cascade (Seahaven Towers) is 0; free cells are lettered from a,
    skipping h, which is the foundations': Eight Off's eight are a-g and i.
    And the commands:
      u  undo the last move      r  redo a move undone
      ?  help                    q  quit

    A move the rules do not allow is refused, with the reason, and nothing
    changes.
    After each move, cards that can no longer be needed on the cascades go to
    the foundations by themselves (autoplay: 2H to the foundation); undo takes
    back a move with the autoplay that followed it.

    Moves can be piped in, one a line: printf '3a\n36\n' | freecell play 1.
    Colour is used when the output is a terminal and NO_COLOR is not set.
    Exit status: 0 when the game ends (won, quit or end of input), 2 for bad
    arguments.

    examples:
      freecell play 617
      freecell play 1 --game seahaven
      freecell play --cells 2

terminal-help-daily =
    freecell daily: play the daily deal, the page's deal of the day

    usage:
      freecell daily [DATE] [--basic] [--no-autoplay] [--game NAME] [--cells K]

    Plays the daily deal of DATE (YYYY-MM-DD, such as 2026-11-28), or today's
    when DATE is absent: one deal a day for each game and number of free
    cells, the same for every player, the page's daily deal of that date.
    Today is the machine's local date (the time zone of TZ, else the
    system's). The week runs from easy deals on Monday and Tuesday through
    medium ones to hard ones at the weekend; each is a deal the solver won.

    A date that is not a day, outside the years 2000 to 2999, or after today
    is refused with the reason, and no game starts. The title names the date
    and the deal number.

      --basic         basic FreeCell: every move carries one card
      --no-autoplay   leave every card for you to send to the foundations
      --game NAME     the game (default freecell; freecell games lists them:
                      bakers-game, eight-off, seahaven, ...)
      --cells K       its number of free cells, 0 to 8 (default: the game's own)
      -h, --help      this help

    Moves and commands are those of freecell play (freecell play --help says
    more). Exit status: 0 when the game ends (won, quit or end of input), 2
    for bad arguments or a date refused.

    examples:
      freecell daily
      freecell daily 2026-11-28
      freecell daily 2026-11-28 --game seahaven --cells 2

terminal-help-solve =
    freecell solve: solve numbered deals, or a position, of FreeCell or of its
    family

    usage:
      freecell solve DEALS [--game NAME] [--cells K] [--fast | --optimal] [--json]
    {"                       ["}--quiet] [--out FILE] [--max-nodes N] [--threads N]
      freecell solve --position TEXT [--fast | --optimal] [--json] [--max-nodes N]
    {"                       ["}--max-memory MB]

    DEALS is a deal number (617), a range (1..32000, both ends included), or a
    comma list of either (1..100,617,11982). Deals are numbered 1 to 2^31 - 1.
    --game NAME and --cells K choose the game (default freecell with its 4
    free cells; freecell games lists the games).

    TEXT is a position on one line, as the page's ?position= address and
    GameBoard::to_text write it: the cascades, then the free cells, then the 4
    foundations, each pile its cards bottom first, piles separated by /. A
    game other than FreeCell is named first, then a colon
    (seahaven:JD9SJS4D6D/.../...), so the text needs no --game. Quote it for
    the shell.

    One deal, or a position: prints its solution on one line, moves in the
    standard notation (cascades 1-8, 0 for a tenth; free cells a-d, a-g and i
    for eight; foundation h: 3a a6 3h 36 36/4), every move to a foundation
    written out (freecell play sends cards home by itself: to type a solution
    there, play with --no-autoplay); or the word `impossible` (the whole
    reachable game was searched: no solution exists), or `gave up` (the budget
    ran out). A position already won has a solution of no moves: an empty
    line. With --optimal the line starts with the verdict and a colon:
    `optimal:` when no solution has fewer moves (proven), `best found:` when
    the budget ran out before the proof.

    Several deals: one line per deal (deal, result, moves without foundation
    moves (0 when not solved), milliseconds, moves), solved on every core,
    then a summary: how many were solved, proven impossible, or given up; the
    total and per-deal CPU time (each deal's thread CPU time on Linux, its wall
    time elsewhere; and, on Linux, the whole process's, which also counts
    making the deals); the mean solution length, not counting moves to the
    foundations; and the median, 99th percentile and worst length (of the
    deals solved; none when none was) and time. A median of an even count is
    the lower of the two middle values.

    options:
      --game NAME      the game of the deals (default freecell)
      --cells K        its number of free cells, 0 to 8 (default: the game's own)
      --position TEXT  solve this position instead of deals
      --fast           the fast mode: best-first searches by turns, longer solutions
      --optimal        the fewest moves (moves to the foundations not counted), proven
                       by an A* search when the budget allows; verdict `optimal`
                       or `best found`
      --json           machine-readable output (one JSON object: deals, summary)
      --quiet          several deals: print only the summary
      --out FILE       several deals: append a JSON line per deal to FILE as each is
                       solved, skipping the deals already in it (a resumable shard)
      --max-nodes N    the most positions to expand per deal (default 20000000)
      --max-memory MB  --optimal: the most memory its search may take per deal,
                       in megabytes (default 1024); past it, `best found`
      --threads N      how many threads (default: every core)

    exit status: 0 when every deal was solved or proven impossible, 1 when the
    solver gave up on any deal, 2 for a bad command line.

    examples:
      freecell solve 617
      freecell solve 1..1000 --fast --quiet
      freecell solve 1..100 --game bakers-game
      freecell solve 1..20 --optimal --max-nodes 2000000
      freecell solve --position 'seahaven:JD9SJS4D6D/.../...'

terminal-help-deal =
    freecell deal: print a numbered deal of FreeCell or of its family

    usage: freecell deal N [--columns] [--game NAME] [--cells K]
           freecell deal --daily DATE [--columns] [--game NAME] [--cells K]

    N is the deal number, from 1 to 2147483647 (the Microsoft generator's
    range; Windows numbered its games 1 to 32000, later 1 to 1000000).

    The cards are printed in the order they are dealt, a row per round of the
    deal: a dealer puts one card on each cascade in turn, so the first row is
    the bottom card of each cascade (eight in FreeCell: seven rows, the last of
    four cards), and the rows read like the table itself. Where the game deals
    its last cards to free cells (eight-off, forecell, seahaven), a last line
    shows the free cells, a to the last, - for an empty one.

      --columns     print one line per cascade instead, from cascade 1, each
                    from its bottom card to its top card (then the free cells'
                    line, as above)
      --daily DATE  the daily deal of DATE (YYYY-MM-DD) instead of deal N: the
                    deal freecell daily DATE plays (a date after today is
                    refused)
      --game NAME   the game (default freecell; freecell games lists them)
      --cells K     its number of free cells, 0 to 8 (default: the game's own);
                    a card the game would deal to a free cell that is not there
                    goes to the cascades
      -h, --help    this help

    Deal N of every game is the Microsoft shuffle N dealt as that game deals,
    as PySolFC numbers its deals. Cards are two characters: the rank (A 2-9 T
    J Q K) then the suit (C D H S), as in 7H or TC.

    examples:
      freecell deal 1
      freecell deal 617 --columns
      freecell deal 1 --game seahaven --columns
      freecell deal --daily 2026-11-28

terminal-help-grade =
    freecell grade: how hard deals are

    usage: freecell grade DEALS [--game NAME] [--cells K] [--max-nodes N]
    {"                            ["}--threads N] [--quiet]

    Grades each deal (617, 1..32000, 1..100,617) by how few free cells the
    solver wins it with, the layout dealt with its empty cells taken away
    (ForeCell's leftover cards, on every cell, partly go to the cascades
    instead). In FreeCell: easy when it wins it with 1 cell, medium with 2,
    hard otherwise; each game has its own bounds (Seahaven Towers and
    ForeCell: 2 and 3; Baker's Game: easy with 3 cells, medium with 4 within
    1,000 positions). Only those counts and the game's own are tried. Deals
    it cannot win with all the cells have no grade: impossible (proven) or
    unknown (the budget ran out). One line per deal (deal, grade, the fewest
    cells won with of the counts tried, positions, ms), then the share of
    each grade and the time per deal.

      --max-nodes N    the most positions each solver run expands (default 100000)
      --threads N      how many threads (default: every core)
      --quiet          the summary only

terminal-help-games =
    freecell games: list the games

    usage: freecell games

    One line per game: the name that --game takes (freecell deal, play and
    solve), the game's title, its free cells and cascades, and what sets it
    apart. Any game may be played with another number of free cells, 0 to 8
    (--cells K).

# freecell solve's summary of several deals: the figures as they are
# ($total, $wall, $seconds in seconds; $mean, $median, $p99, $worst in
# milliseconds, or in moves for the lengths). $process is empty, or a
# comma and terminal-solve-summary-process.
terminal-solve-summary-cpu = CPU time: { $total } s in all ({ $threads ->
        [one] { $threads } thread
       *[other] { $threads } threads
    }, { $wall } s wall{ $process }); per deal: mean { $mean } ms, median { $median } ms, p99 { $p99 } ms, worst { $worst } ms

terminal-solve-summary-process = { $seconds } s for the whole process

terminal-solve-summary-lengths = length without foundation moves: { $lengths }

terminal-solve-summary-length-figures = mean { $mean }, median { $median }, p99 { $p99 }, worst { $worst }

terminal-solve-summary-none-solved = none solved

# freecell games: each game's free cells and cascades, and what it is.
terminal-games-sizes = { $cells ->
        [one] 1 cell
       *[other] { $cells } cells
    }, { $cascades } cascades

terminal-game-summary-freecell = 4 free cells, 8 cascades built down in alternate colours

terminal-game-summary-bakers-game = FreeCell with cascades built down by suit

terminal-game-summary-ko-bakers-game = Baker's Game where only a king may start an empty cascade

terminal-game-summary-relaxed-freecell = FreeCell where any run may move at once

terminal-game-summary-eight-off = 8 free cells, 4 of them dealt a card; by suit, kings on empty cascades

terminal-game-summary-forecell = FreeCell with the last 4 cards dealt to the free cells, kings on empty cascades

terminal-game-summary-seahaven = 10 cascades built by suit, 2 cards dealt to the free cells, kings on empty cascades
