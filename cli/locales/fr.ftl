# Les mots propres au terminal, en français (la source est en.ftl) ; ceux
# qu'il partage avec la page sont dans www/locales/fr.ftl.

## Terminal

terminal-deal = { $daily ->
        [yes] { $standard ->
            [yes] donne du jour du { $date } (donne { $deal })
           *[no] donne du jour du { $date } de { $title } (donne { $deal })
        }
       *[no] { $standard ->
            [yes] donne { $deal }
           *[no] donne { $deal } de { $title }
        }
    }

terminal-date = { $day ->
        [1] 1er
       *[other] { $day }
    } { $month ->
        [1] janvier
        [2] février
        [3] mars
        [4] avril
        [5] mai
        [6] juin
        [7] juillet
        [8] août
        [9] septembre
        [10] octobre
        [11] novembre
       *[12] décembre
    } { $year }

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
        [one] { $moves } coup
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

terminal-solve-summary-optimal = dont prouvées optimales : { $optimal }

terminal-solve-optimal = optimale

terminal-solve-best-found = meilleure trouvée

terminal-solve-cannot-use-file = impossible d'utiliser { $file } : { $why }

terminal-usage = usage

terminal-more-help = (freecell { $command } --help en dit plus)

terminal-unknown-command = commande inconnue '{ $command }'

terminal-usage-unknown-option = option inconnue '{ $option }'

terminal-usage-no-value = { $option } ne prend pas de valeur

terminal-usage-needs = { $option } attend { $what ->
        [game] le nom d’un jeu (freecell games les liste)
        [cells] un nombre de cellules libres, de 0 à 8
        [position] une position, écrite comme la page l’écrit
        [date] une date, écrite AAAA-MM-JJ
        [file] le chemin d'un fichier
       *[positive] un nombre entier positif
    }

terminal-usage-twice = { $option } est donné deux fois

terminal-usage-not-a-deal = '{ $given }' n’est pas un numéro de donne : les donnes sont numérotées de 1 à { $max }

terminal-usage-one-deal = un seul numéro de donne à la fois ('{ $extra }' est de trop)

terminal-usage-one-date = une seule date à la fois ('{ $extra }' est de trop)

terminal-usage-unknown-game = il n’y a pas de jeu appelé '{ $given }' : les jeux sont { $games }

terminal-usage-cells = --cells attend un nombre de cellules libres, de 0 à { $max }, pas '{ $given }'

terminal-usage-empty-range = l’intervalle { $range } est vide

terminal-usage-too-many-deals = { $spec } fait { $count } donnes : { $max } au plus sont acceptées à la fois

terminal-usage-positive = { $option } attend un nombre entier positif, pas '{ $given }'

terminal-usage-which-deal = quelle donne ? Donnez son numéro, comme dans : freecell deal 1

terminal-usage-which-deals = quelles donnes ? Par exemple 617 ou 1..32000

terminal-usage-which-deals-or-position = quelles donnes ? Par exemple 617 ou 1..32000 (ou --position TEXTE)

terminal-usage-one-mode = choisissez un mode : --fast ou --optimal, pas les deux

terminal-usage-deals-and-position = donnez des numéros de donne ou --position, pas les deux ('{ $deals }' et une position)

terminal-usage-deal-and-daily = donnez un numéro de donne ou --daily, pas les deux ('{ $deal }' et une date)

terminal-usage-position-game = une position nomme son propre jeu (seahaven:JD9S.../...) : retirez --game et --cells

terminal-usage-bad-position = --position n’est pas une position : { $why }

terminal-usage-no-arguments = games ne prend pas d’argument ('{ $word }')

terminal-usage-lang = --lang prend l’une des langues { $languages }, pas '{ $given }'

terminal-output-closed = rien n’a pu être écrit : la sortie standard est fermée

terminal-output-full = plus rien n’a pu être écrit : le disque est plein

terminal-output-failed = plus rien n’a pu être écrit sur la sortie standard ({ $error })

terminal-input-failed = les coups n’ont pas pu être lus ({ $error })

terminal-daily-not-yet = il n’y a pas encore de donne du jour pour le { $date } : elle ouvre ce jour-là

terminal-no-daily-deals = les donnes du jour vont des années { $first } à { $last }, pas { $year }

terminal-game-title = { $cells ->
        [0] { $title } sans cellule libre
        [one] { $title } avec { $cells } cellule libre
       *[other] { $title } avec { $cells } cellules libres
    }

terminal-grade-summary = { $deals ->
        [one] { $deals } donne
       *[other] { $deals } donnes
    } de { $title } : { $shares }

terminal-grade-share = { $grade ->
        [easy] facile
        [medium] moyenne
        [hard] difficile
        [impossible] impossible
       *[unknown] inconnue
    } { $count } ({ $percent } %)

terminal-grade-cpu = temps CPU par donne : moyenne { $mean } ms, médiane { $median } ms, p99 { $p99 } ms, pire { $worst } ms

terminal-help =
    freecell : FreeCell et sa famille dans un terminal

    usage :
      freecell deal N [--columns]                  affiche la donne N
      freecell play [N] [--basic] [--no-autoplay]  joue la donne N (au hasard sans N)
      freecell daily [DATE]                        joue la donne du jour (d’aujourd’hui)
      freecell solve N|A..B|A,B,...                résout des donnes
      freecell solve --position TEXTE              résout une position
      freecell grade N|A..B|A,B,...                la difficulté des donnes
      freecell games                               la liste des jeux
      freecell <commande> --help                   plus sur une commande

    deal, play, daily, solve et grade prennent --game NOM (freecell,
    bakers-game, eight-off, seahaven, ... ; freecell games les liste) et
    --cells K (0 à 8 cellules libres) ; par défaut, FreeCell avec ses 4 cellules
    libres. --lang LANGUE (en, de, fr, es, pl) choisit la langue, qui suit sinon
    LC_ALL, LC_MESSAGES et LANG.

    Les donnes sont les donnes numérotées de Microsoft, de 1 à 2147483647, distribuées
    comme chaque jeu distribue (la numérotation de PySolFC). Les cartes s’écrivent
    rang puis couleur (7H, TC) ; les coups dans la notation standard (3a, a6, 3h, 36,
    36/4 ; 0 est une dixième colonne, et les cellules libres sont nommées a-g, puis i).

terminal-help-play =
    freecell play : jouer à FreeCell, ou à un jeu de sa famille, dans le terminal

    usage : freecell play [N] [--basic] [--no-autoplay] [--game NAME] [--cells K]

    Joue la donne N (1 à 2147483647). Sans N, une donne de 1 à 1000000 est
    tirée au hasard ; son numéro est affiché, pour pouvoir la rejouer avec
    freecell play N.

      --basic         FreeCell de base : chaque coup déplace une carte (une suite
                      de cartes passe carte par carte par les cellules libres)
      --no-autoplay   vous laisser poser chaque carte sur les fondations (pour
                      taper une solution de freecell solve, qui écrit chaque
                      coup vers une fondation)
      --game NAME     le jeu (par défaut freecell ; freecell games les liste :
                      bakers-game, eight-off, seahaven, ...)
      --cells K       son nombre de cellules libres, 0 à 8 (par défaut : celui
                      du jeu)
      -h, --help      cette aide

    L’écran montre les cellules libres (a-d dans FreeCell), les quatre
    fondations, les colonnes (1-8 dans FreeCell ; la carte du bas de chacune en
    haut de l’écran) et le numéro du coup. Les cartes sont le rang (A 2-9 T J Q
    K) puis la couleur (C D H S).

    Tapez un coup, d’où puis vers où, et appuyez sur Entrée :
      3a      la carte du dessus de la colonne 3 dans la cellule libre a
      a6      la carte de la cellule libre a sur la colonne 6
      3h      la carte du dessus de la colonne 3 sur sa fondation (ah : depuis
              la cellule libre a)
      36      de la colonne 3 sur la colonne 6 : la carte, ou la suite de
              cartes, qui y va
      36/4    quatre cartes de la colonne 3 sur la colonne 6 quand 6 est vide
    Une dixième colonne (Seahaven Towers) est 0 ; les cellules libres sont
    lettrées à partir de a, sans h, qui est aux fondations : les huit d’Eight
    Off sont a-g et i.
    Et les commandes :
      u  annuler le dernier coup    r  rétablir un coup annulé
      ?  aide                       q  quitter

    Un coup que les règles n’autorisent pas est refusé, avec la raison, et rien
    ne change.
    Après chaque coup, les cartes dont les colonnes ne peuvent plus avoir
    besoin vont d’elles-mêmes aux fondations (autoplay : 2H sur la fondation) ;
    annuler reprend un coup avec l’autoplay qui l’a suivi.

    Les coups peuvent venir d’un tube, un par ligne :
    printf '3a\n36\n' | freecell play 1.
    La couleur est utilisée quand la sortie est un terminal et que NO_COLOR
    n’est pas défini. Code de sortie : 0 quand la partie se termine (gagnée,
    quittée ou fin de l’entrée), 2 pour de mauvais arguments.

    exemples :
      freecell play 617
      freecell play 1 --game seahaven
      freecell play --cells 2

terminal-help-daily =
    freecell daily : jouer la donne du jour, celle de la page

    usage :
      freecell daily [DATE] [--basic] [--no-autoplay] [--game NAME] [--cells K]

    Joue la donne du jour de DATE (AAAA-MM-JJ, comme 2026-11-28), ou celle
    d’aujourd’hui sans DATE : une donne par jour pour chaque jeu et nombre de
    cellules libres, la même pour tous les joueurs, la donne du jour de la
    page à cette date. Aujourd’hui est la date locale de la machine (le fuseau
    horaire de TZ, sinon celui du système). La semaine va des donnes faciles
    le lundi et le mardi aux moyennes puis aux difficiles le week-end ; le
    solveur a gagné chacune.

    Une date qui n’est pas un jour, hors des années 2000 à 2999 ou après
    aujourd’hui est refusée, avec la raison, et aucune partie ne commence. Le
    titre donne la date et le numéro de la donne.

      --basic         FreeCell de base : chaque coup déplace une carte
      --no-autoplay   vous laisser poser chaque carte sur les fondations
      --game NAME     le jeu (par défaut freecell ; freecell games les liste :
                      bakers-game, eight-off, seahaven, ...)
      --cells K       son nombre de cellules libres, 0 à 8 (par défaut : celui
                      du jeu)
      -h, --help      cette aide

    Les coups et les commandes sont ceux de freecell play (freecell play --help
    en dit plus). Code de sortie : 0 quand la partie se termine (gagnée,
    quittée ou fin de l’entrée), 2 pour de mauvais arguments ou une date
    refusée.

    exemples :
      freecell daily
      freecell daily 2026-11-28
      freecell daily 2026-11-28 --game seahaven --cells 2

terminal-help-solve =
    freecell solve : résoudre des donnes numérotées, ou une position, de FreeCell
    ou de sa famille

    usage :
      freecell solve DEALS [--game NAME] [--cells K] [--fast | --optimal] [--json]
    {"                       ["}--quiet] [--out FILE] [--max-nodes N] [--threads N]
      freecell solve --position TEXT [--fast | --optimal] [--json] [--max-nodes N]
    {"                       ["}--max-memory MB]

    DEALS est un numéro de donne (617), un intervalle (1..32000, bornes
    comprises), ou une liste des deux séparée par des virgules
    (1..100,617,11982). Les donnes sont numérotées de 1 à 2^31 - 1. --game NAME
    et --cells K choisissent le jeu (par défaut freecell avec ses 4 cellules
    libres ; freecell games liste les jeux).

    TEXT est une position sur une ligne, telle que l’écrivent l’adresse
    ?position= de la page et GameBoard::to_text : les colonnes, puis les
    cellules libres, puis les 4 fondations, chaque pile ses cartes du bas
    d’abord, les piles séparées par /. Un jeu autre que FreeCell est nommé
    d’abord, suivi de deux-points (seahaven:JD9SJS4D6D/.../...), si bien que le
    texte n’a pas besoin de --game. Mettez-le entre guillemets pour le shell.

    Une donne, ou une position : affiche sa solution sur une ligne, les coups en
    notation standard (colonnes 1-8, 0 pour une dixième ; cellules libres a-d,
    a-g et i pour huit ; fondation h : 3a a6 3h 36 36/4), chaque coup vers une
    fondation écrit (freecell play envoie les cartes aux fondations tout seul :
    pour y taper une solution, jouez avec --no-autoplay) ; ou le mot
    `impossible` (tout le jeu atteignable a été exploré : il n’existe pas de
    solution), ou `abandon` (le budget est épuisé). Une position déjà gagnée a
    une solution sans coup : une ligne vide. Avec --optimal, la ligne commence
    par le verdict et deux-points : `optimale :` quand aucune solution n’a moins
    de coups (prouvé), `meilleure trouvée :` quand le budget s’est épuisé avant
    la preuve.

    Plusieurs donnes : une ligne par donne (donne, résultat, coups sans les
    coups vers les fondations (0 si non résolue), millisecondes, coups),
    résolues sur tous les cœurs, puis un résumé : combien ont été résolues,
    prouvées impossibles ou abandonnées ; le temps CPU total et par donne (le
    temps CPU du thread de chaque donne sous Linux, son temps réel ailleurs ;
    et, sous Linux, celui du processus entier, qui compte aussi la création
    des donnes) ; la longueur moyenne des solutions, sans les coups vers les
    fondations ; et la médiane, le 99e centile et la pire longueur (des donnes
    résolues ; aucune si aucune ne l’est) et le pire temps. La médiane d’un
    nombre pair est la plus petite des deux valeurs du milieu.

    options :
      --game NAME      le jeu des donnes (par défaut freecell)
      --cells K        son nombre de cellules libres, 0 à 8 (par défaut : celui
                       du jeu)
      --position TEXT  résoudre cette position au lieu de donnes
      --fast           le mode rapide : recherches best-first par tours,
                       solutions plus longues
      --optimal        le moins de coups (coups vers les fondations non
                       comptés), prouvé par une recherche A* si le budget le
                       permet ; verdict `optimale` ou `meilleure trouvée`
      --json           sortie lisible par machine (un objet JSON : deals, summary)
      --quiet          plusieurs donnes : n’afficher que le résumé
      --out FILE       plusieurs donnes : ajoute à FILE une ligne JSON par donne dès
                       qu'elle est résolue, et saute celles qui y sont déjà
      --max-nodes N    le plus de positions à développer par donne (par défaut
                       20000000)
      --max-memory MB  --optimal : le plus de mémoire que sa recherche peut
                       prendre par donne, en mégaoctets (par défaut 1024) ;
                       au-delà, `meilleure trouvée`
      --threads N      combien de threads (par défaut : tous les cœurs)

    code de sortie : 0 quand chaque donne a été résolue ou prouvée impossible,
    1 quand le solveur a abandonné une donne, 2 pour une mauvaise ligne de
    commande.

    exemples :
      freecell solve 617
      freecell solve 1..1000 --fast --quiet
      freecell solve 1..100 --game bakers-game
      freecell solve 1..20 --optimal --max-nodes 2000000
      freecell solve --position 'seahaven:JD9SJS4D6D/.../...'

terminal-help-deal =
    freecell deal : afficher une donne numérotée de FreeCell ou de sa famille

    usage : freecell deal N [--columns] [--game NAME] [--cells K]
            freecell deal --daily DATE [--columns] [--game NAME] [--cells K]

    N est le numéro de la donne, de 1 à 2147483647 (l’intervalle du générateur
    de Microsoft ; Windows numérotait ses parties de 1 à 32000, puis de 1 à
    1000000).

    Les cartes sont affichées dans l’ordre où elles sont distribuées, une ligne
    par tour de distribution : le donneur pose une carte sur chaque colonne à
    son tour, donc la première ligne est la carte du bas de chaque colonne
    (huit dans FreeCell : sept lignes, la dernière de quatre cartes), et les
    lignes se lisent comme la table elle-même. Quand le jeu distribue ses
    dernières cartes dans les cellules libres (eight-off, forecell, seahaven),
    une dernière ligne montre les cellules libres, de a à la dernière, - pour
    une cellule vide.

      --columns     afficher plutôt une ligne par colonne, à partir de la
                    colonne 1, chacune de sa carte du bas à sa carte du dessus
                    (puis la ligne des cellules libres, comme ci-dessus)
      --daily DATE  la donne du jour de DATE (AAAA-MM-JJ) au lieu de la donne
                    N : celle que joue freecell daily DATE (une date après
                    aujourd’hui est refusée)
      --game NAME   le jeu (par défaut freecell ; freecell games les liste)
      --cells K     son nombre de cellules libres, 0 à 8 (par défaut : celui du
                    jeu) ; une carte que le jeu distribuerait dans une cellule
                    absente va aux colonnes
      -h, --help    cette aide

    La donne N de chaque jeu est le mélange Microsoft N distribué comme ce jeu
    distribue, comme PySolFC numérote ses donnes. Les cartes font deux
    caractères : le rang (A 2-9 T J Q K) puis la couleur (C D H S), comme 7H ou
    TC.

    exemples :
      freecell deal 1
      freecell deal 617 --columns
      freecell deal 1 --game seahaven --columns
      freecell deal --daily 2026-11-28

terminal-help-grade =
    freecell grade : la difficulté des donnes

    usage : freecell grade DEALS [--game NAME] [--cells K] [--max-nodes N]
    {"                             ["}--threads N] [--quiet]

    Classe chaque donne (617, 1..32000, 1..100,617) selon le peu de cellules
    libres avec lesquelles le solveur la gagne, la disposition distribuée sans
    ses cellules vides (les cartes restantes de ForeCell, sur chaque cellule,
    vont en partie aux colonnes). Dans FreeCell : facile quand il la gagne avec
    1 cellule, moyenne avec 2, difficile sinon ; chaque jeu a ses propres
    seuils (Seahaven Towers et ForeCell : 2 et 3 ; Baker's Game : facile avec 3
    cellules, moyenne avec 4 en 1 000 positions). Seuls ces nombres et celui du
    jeu sont essayés. Les donnes qu’il ne peut pas gagner avec toutes les
    cellules n’ont pas de niveau : impossible (prouvé) ou inconnu (le budget
    est épuisé). Une ligne par donne (donne, niveau, le moins de cellules avec
    lesquelles elle est gagnée parmi les nombres essayés, positions, ms), puis
    la part de chaque niveau et le temps par donne.

      --max-nodes N    le plus de positions que développe chaque passe du
                       solveur (par défaut 100000)
      --threads N      combien de threads (par défaut : tous les cœurs)
      --quiet          le résumé seulement

terminal-help-games =
    freecell games : lister les jeux

    usage : freecell games

    Une ligne par jeu : le nom que prend --game (freecell deal, play et solve),
    le titre du jeu, ses cellules libres et ses colonnes, et ce qui le
    distingue. Tout jeu peut se jouer avec un autre nombre de cellules libres,
    0 à 8 (--cells K).

terminal-solve-summary-cpu = temps CPU : { $total } s en tout ({ $threads ->
        [one] { $threads } thread
       *[other] { $threads } threads
    }, { $wall } s réels{ $process }) ; par donne : moyenne { $mean } ms, médiane { $median } ms, p99 { $p99 } ms, pire { $worst } ms

terminal-solve-summary-process = { $seconds } s pour le processus entier

terminal-solve-summary-lengths = longueur sans les coups vers les fondations : { $lengths }

terminal-solve-summary-length-figures = moyenne { $mean }, médiane { $median }, p99 { $p99 }, pire { $worst }

terminal-solve-summary-none-solved = aucune résolue

terminal-games-sizes = { $cells ->
        [one] { $cells } cellule
       *[other] { $cells } cellules
    }, { $cascades } colonnes

terminal-game-summary-freecell = 4 cellules libres, 8 colonnes construites en descendant en couleurs alternées

terminal-game-summary-bakers-game = FreeCell aux colonnes construites en descendant par suite

terminal-game-summary-ko-bakers-game = Baker's Game où seul un roi peut commencer une colonne vide

terminal-game-summary-relaxed-freecell = FreeCell où toute séquence peut se déplacer d’un coup

terminal-game-summary-eight-off = 8 cellules libres, dont 4 reçoivent une carte ; par suite, rois sur les colonnes vides

terminal-game-summary-forecell = FreeCell où les 4 dernières cartes vont aux cellules libres, rois sur les colonnes vides

terminal-game-summary-seahaven = 10 colonnes construites par suite, 2 cartes dans les cellules libres, rois sur les colonnes vides
