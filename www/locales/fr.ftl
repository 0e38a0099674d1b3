# The page's words in fr (English, en.ftl, is the source).

## Bar: the title, the score and the buttons above the board

bar-moves = Coups
bar-time = Temps
bar-new-game = Nouvelle partie
bar-undo = Annuler
bar-redo = Rétablir
bar-hint = Indice
bar-menu = Menu

## Cards
## Le nom d'une carte avec son article. Le français n'a pas de cas.

card-name = { $rank ->
        [1] l’as
        [2] le deux
        [3] le trois
        [4] le quatre
        [5] le cinq
        [6] le six
        [7] le sept
        [8] le huit
        [9] le neuf
        [10] le dix
        [11] le valet
        [12] la dame
       *[13] le roi
    } de { $suit ->
        [C] trèfle
        [D] carreau
        [H] cœur
       *[S] pique
    }

## Refusals

refusal-from-foundation = Les cartes posées sur une fondation y restent : on ne peut pas les reprendre.
refusal-empty-source = Il n’y a là aucune carte à déplacer.
refusal-same-pile = La carte y est déjà.
refusal-single-card-to = Une seule carte à la fois peut aller sur { $cell ->
        [foundation] une fondation
       *[free-cell] une cellule libre
    }.
refusal-single-card-from = Une seule carte à la fois peut quitter une cellule libre.
refusal-too-few-cards = Cette colonne n’a { $has ->
        [one] qu’une carte
       *[other] que { $has } cartes
    }, pas { $count }.
refusal-not-a-run = Les { $count } cartes du dessus ne forment pas une suite descendante { $build ->
        [suit] d’une seule couleur
       *[other] en couleurs alternées
    }.
refusal-cell-taken = Cette cellule libre contient déjà { $holds }.
refusal-foundation-needs-ace = Seul un as peut commencer une fondation, pas { $card }.
refusal-foundation-next-of-suit = Une fondation prend la carte suivante de sa couleur : { $card } ne peut pas aller sur { $onto }.
refusal-kings-only = Dans { $title }, seul un roi peut commencer une colonne vide.
refusal-too-many-at-once = { $capacity ->
        [one] Une seule carte peut
       *[other] Seules { $capacity } cartes peuvent
    } bouger à la fois maintenant, pas { $count } : { $emptyCascades ->
        [kings-only] chaque cellule libre vide en permet une de plus.
       *[other] les cellules libres et colonnes vides en permettent davantage.
    }
refusal-no-room = Cette colonne n’a plus de place.
refusal-pile-full = Cette pile est pleine.
refusal-build-colour = Même couleur : { $card } ne peut pas aller sur { $onto }.
refusal-build-onto-ace = Rien ne va sur un as dans une colonne : { $card } ne peut pas aller sur { $onto }.
refusal-build-suit = { $title } se construit par couleur : { $card } ne peut pas aller sur { $onto }.
refusal-build-rank = Seul { $rank ->
        [1] un as { $colour ->
                [red] rouge
               *[black] noir
            }
        [11] un valet { $colour ->
                [red] rouge
               *[black] noir
            }
        [12] une dame { $colour ->
                [red] rouge
               *[black] noire
            }
       *[other] un { $rank ->
                [2] deux
                [3] trois
                [4] quatre
                [5] cinq
                [6] six
                [7] sept
                [8] huit
                [9] neuf
               *[10] dix
            } { $colour ->
                [red] rouge
               *[black] noir
            }
    } va sur { $onto }, pas { $card }.
refusal-build-next-of-suit = Seul { $wanted } va sur { $onto }, pas { $card }.

## Rules

rule-goal = Placez les 52 cartes sur les { $foundations } fondations, chacune montée dans une seule couleur de l’as au roi.
rule-building = { $build ->
        [suit] Les { $cascades } colonnes se construisent en descendant dans une seule couleur : le six de pique va sur le sept de pique.
       *[other] Les { $cascades } colonnes se construisent en descendant en couleurs alternées : un six rouge va sur un sept noir.
    }
rule-free-cells = { $count ->
        [0] Il n’y a pas de cellule libre.
        [one] Une cellule libre ({ $names }) accueille une carte quelconque.
       *[other] { $count } cellules libres ({ $names }) accueillent chacune une carte quelconque.
    }
rule-leftovers = La donne place ses { $count } dernières cartes dans les cellules libres { $cells }.
rule-empty-cascades = { $emptyCascades ->
        [kings-only] Seul un roi peut commencer une colonne vide.
       *[other] N’importe quelle carte peut commencer une colonne vide.
    }
rule-runs = { $sequences ->
        [unlimited] Une suite construite comme les colonnes se déplace d’un coup, quelle que soit sa longueur.
       *[other] { $emptyCascades ->
            [kings-only] Une suite se déplace d’un coup si elle pouvait passer carte par carte par les cellules libres vides : une carte de plus qu’il n’y en a.
           *[other] Une suite se déplace d’un coup si elle pouvait passer carte par carte par les cellules libres et les colonnes vides : une carte de plus que de cellules libres vides, le tout doublé pour chaque colonne vide qui n’est pas sa destination.
        }
    }
rule-basic-runs = Chaque coup déplace une seule carte (FreeCell de base).

## Terminal

terminal-deal = { $standard ->
        [yes] donne { $deal }
       *[no] donne { $deal } de { $title }
    }
terminal-heading = { terminal-deal }, coup { $moves }{ $basic ->
        [yes] {" "}(de base : une carte par coup)
       *[no] {""}
    }
terminal-won = Gagné : { terminal-deal } en { $moves } coups !
terminal-piles = { $cascades ->
        [one] colonne { $cascadeNames }
       *[other] colonnes { $cascadeNames }
    }, { $cells ->
        [0] aucune cellule libre
        [one] cellule libre { $cellNames }
       *[other] cellules libres { $cellNames }
    }, fondations h
terminal-opening = tapez un coup comme { $example } ({ terminal-piles }), ou ? pour l’aide ({ $command } rejoue cette donne)
terminal-left = { terminal-deal } quittée après { $moves ->
        [one] 1 coup
       *[other] { $moves } coups
    } ({ $command } pour la rejouer)
terminal-quit = fin : { terminal-left }
terminal-end-of-input = fin de l’entrée : { terminal-left }
terminal-undone = annulé : retour au coup { $moves }
terminal-redone = rétabli : coup { $moves }
terminal-nothing-to-undo = rien à annuler : c’est la position de la donne
terminal-nothing-to-redo = rien à rétablir : aucun coup n’a été annulé depuis le dernier joué
terminal-autoplay = automatique : { $card } sur la fondation
terminal-basic-run = c’est le FreeCell de base, une carte par coup, et { $move } déplacerait { $count } cartes (jouez sans --basic pour déplacer des suites)
terminal-not-a-move = '{ $move }' n’est pas un coup : d’abord d’où, puis où ({ terminal-piles }), comme { $example }
terminal-help-intro = Un coup, c’est d’où, puis où : { terminal-piles }.
terminal-help-to-cell = la carte du dessus de la colonne 3 dans la cellule libre a
terminal-help-from-cell = la carte de la cellule libre a sur la colonne 6
terminal-help-home = la carte du dessus de la colonne 3 sur sa fondation
terminal-help-onto = de la colonne 3 sur la colonne 6 : la carte ou la suite qui convient
terminal-help-run = quatre cartes de la colonne 3 sur la colonne vide 6
terminal-help-basic = (FreeCell de base : une carte par coup, donc 36 ne déplace qu’une carte)
terminal-help-autoplay = { $autoplay ->
        [on] Les cartes dont on n’aura plus besoin vont d’elles-mêmes sur les fondations.
       *[off] { $cells ->
            [0] Le jeu automatique est coupé : montez les cartes vous-même (3h).
           *[other] Le jeu automatique est coupé : montez les cartes vous-même (3h, ah).
        }
    }
terminal-help-commands = Commandes : u annuler, r rétablir, ? (ou h) aide, q quitter.
terminal-foundations = fondations
terminal-solve-impossible = impossible
terminal-solve-gave-up = abandon
terminal-solve-summary-deals = donnes : { $deals } (résolues { $solved }, impossibles { $impossible }, abandons { $gaveUp })
terminal-usage = usage
terminal-more-help = (freecell { $command } --help en dit plus)
terminal-unknown-command = commande inconnue '{ $command }'
terminal-help =
    freecell : FreeCell et sa famille dans un terminal

    usage :
      freecell deal N [--columns]                  affiche la donne N
      freecell play [N] [--basic] [--no-autoplay]  joue la donne N (au hasard sans N)
      freecell solve N|A..B|A,B,...                résout des donnes
      freecell solve --position TEXTE              résout une position
      freecell grade N|A..B|A,B,...                la difficulté des donnes
      freecell games                               la liste des jeux
      freecell <commande> --help                   plus sur une commande

    deal, play, solve et grade prennent --game NOM (freecell, bakers-game, eight-off,
    seahaven, ... ; freecell games les liste) et --cells K (0 à 8 cellules libres) ;
    par défaut, FreeCell avec ses 4 cellules libres. --lang LANGUE (en, de, fr, es,
    pl) choisit la langue, qui suit sinon LC_ALL, LC_MESSAGES et LANG.

    Les donnes sont les donnes numérotées de Microsoft, de 1 à 2147483647, distribuées
    comme chaque jeu distribue (la numérotation de PySolFC). Les cartes s’écrivent
    rang puis couleur (7H, TC) ; les coups dans la notation standard (3a, a6, 3h, 36,
    36/4 ; 0 est une dixième colonne, et les cellules libres sont nommées a-g, puis i).
