# Les mots de la page en français (la source est en.ftl).

## Bar: the title, the score and the buttons above the board

bar-moves = Coups
bar-time = Temps
bar-new-game = Nouvelle partie
bar-undo = Annuler
bar-redo = Rétablir
bar-hint = Indice
bar-menu = Menu
bar-checking = Vérification…
bar-status-won = Gagnée
bar-status-winnable = Gagnable
bar-status-lost = Perdue d’ici
    .short = Perdue
bar-status-unknown = Inconnu (le solveur a abandonné)
    .short = Inconnu
bar-status-error = Inconnu ({ $error })
bar-deal = Donne { $deal }
bar-deal-after-name = donne { $deal }
bar-position = Position personnalisée
bar-position-after-name = position personnalisée
bar-daily = Donne du jour, { $date }
bar-daily-of-game = { $game } : donne du jour, { $date }
grade-easy = Facile
grade-medium = Moyenne
grade-hard = Difficile
grade-impossible = Impossible

## Menu

menu-label =
    .aria-label = Menu
menu-stats = Jouées { $played } · Gagnées { $won } ({ $rate }) · Série { $streak } (record { $best })
menu-par = Par { $count }
menu-par-busy = Par …
menu-par-none = Pas de par
menu-par-unknown = Par inconnu
menu-par-title = La solution du solveur pour cette donne, comptée comme le compteur de coups
par-why-position = pas de par pour une position
par-why-busy = le par est en cours de calcul
par-why-impossible = pas de par : cette donne est impossible
par-why-gave-up = par inconnu (le solveur a abandonné)
par-why-autoplay = par inconnu avec ce jeu automatique
menu-solve = Résoudre
menu-stop = Arrêter
menu-watch = Voir la solution
menu-restart = Recommencer
menu-replay = Revoir la partie
menu-copy-link = Copier le lien de cette partie
menu-daily = Donne du jour
menu-statistics = Statistiques
menu-settings = Réglages
menu-rules = Comment jouer
menu-keys = Raccourcis clavier
menu-read-table = Lire la table
menu-mute = Couper le son

## The board, the banners and the dock under it

board-label =
    .aria-label = Table de FreeCell : les flèches passent d’une pile à l’autre, Entrée ou Espace prend et pose
# Les trois noms de pile sont féminins : une phrase dit « la { $pile } ».
pile-cascade = colonne { $number }
pile-freecell = cellule libre { $name }
pile-foundation = fondation { $number }
pile-contents = { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    }, dessus { $card }
pile-contents-empty = vide
card-on-pile = { $card }, { $pile }{ $count ->
        [1] {""}
       *[other] , carte { $position } sur { $count }
    }
stuck = Plus aucun coup possible. Annulez, recommencez ou jouez une nouvelle donne.
coach-label =
    .aria-label = Où la partie a été perdue
coach-take-back = Revenir en arrière
close = Fermer
viewer-back = ◀︎ Retour
    .aria-label = Un coup en arrière
viewer-slider =
    .aria-label = Coup
viewer-forward = Avancer ▶︎
    .aria-label = Un coup en avant
viewer-continue = Jouer à partir d’ici

## The win dialog and sharing

win-title = Gagné !
win-title-given = Résolu
win-new = Nouvelle donne
win-share = Partager
win-copy = Copier le lien de cette partie
win-close = Voir la table
share-title = Lien vers cette partie
share-note = Ce navigateur ne laisse pas la page le copier : copiez le lien ci-dessous (il est sélectionné).
# $kind: daily, deal or position; $game: the game's name, or none for FreeCell.
win-what = { $game ->
        [none] { $kind ->
            [daily] La donne du jour du { $date }
            [deal] La donne { $deal }
           *[position] Cette position
        }
       *[other] { $game }, { $kind ->
            [daily] la donne du jour du { $date }
            [deal] la donne { $deal }
           *[position] cette position
        },
    }
win-par = { " " }; { $proven ->
        [yes] par { $par }, le moins possible
        [no] par { $par }, le meilleur trouvé
       *[asking] par { $par }, le meilleur trouvé pour l’instant (recherche de moins)
    }
win-par-why = { " " }({ $why })
win-hints = Indices : { $nudge ->
        [one] { $nudge } piste
       *[other] { $nudge } pistes
    }, { $lit } montrés, { $played } joués.
win-no-hints = Aucun indice.
win-solved-given = { $what } est résolue en { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }{ $par }. { $given } venaient de Résoudre, d’une solution ou d’un lien : ce n’est donc pas une victoire.
win-solved = { $what } est résolue en { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    } et { $time }{ $par }. { $hints }
win-stats = Jouées { $played }, gagnées { $won }, série { $streak } (record { $best }).
win-daily-streak = Série du jour { $streak } (record { $best }).
win-daily-late = Gagnée après son jour, cette donne laisse la série du jour telle quelle : { $streak } (record { $best }).
share-text = { $game }, donne du jour du { $date } : { $won ->
        [yes] gagnée en { $moves ->
            [one] { $moves } coup
           *[other] { $moves } coups
        }
       *[no] résolue avec aide en { $moves ->
            [one] { $moves } coup
           *[other] { $moves } coups
        }
    }{ $par ->
        [none] {""}
       *[other] { " " }(par { $par })
    }, { $time }. Série du jour : { $streak ->
        [one] { $streak } jour
       *[other] { $streak } jours
    }.

## Settings

settings-title = Réglages
settings-language = Langue
settings-language-auto = Automatique (celle du navigateur)
settings-deck = Couleurs des cartes
settings-deck-two = Deux : rouge, noir
settings-deck-four-blue = Quatre, carreaux bleus
settings-deck-four-orange = Quatre, carreaux orange
settings-index = Grands index dans les coins
settings-theme = Thème
settings-theme-auto = Automatique : vert, sombre si le système l’est
settings-theme-felt = Tapis vert
settings-theme-dark = Table sombre
settings-theme-classic = Classique
settings-theme-contrast = Contraste élevé
settings-hand = Gaucher : fondations et boutons à gauche
settings-speed = Animation
settings-speed-off = Instantanée
settings-speed-fast = Rapide
settings-speed-normal = Normale
settings-speed-slow = Lente
settings-motion-note = Votre système demande moins de mouvement : les cartes ne glissent pas.
settings-sound = Son
settings-sound-on = Activé
settings-sound-off = Coupé
settings-volume = Volume
settings-autoplay = Jeu automatique
settings-autoplay-off = Aucun
settings-autoplay-safe = Cartes sûres
settings-autoplay-all = Toutes les cartes
settings-done = Terminé

## Statistics

stats-title = Statistiques
stats-played = Jouées
stats-won = Gagnées
stats-rate = Taux de victoire
stats-streak = Série
stats-best = Meilleure série
stats-fewest = Moins de coups
stats-fastest = Victoire la plus rapide
stats-par = Par prouvé atteint
stats-par-value = { $matched } sur { $proven }
stats-progress = En cours
stats-hints = Indices dans les parties gagnées
stats-hints-value = { $nudge ->
        [one] { $nudge } piste
       *[other] { $nudge } pistes
    }, { $lit } montrés, { $played } joués
stats-saved = Parties enregistrées
stats-saved-note = Chaque partie en cours est gardée : rouvrez sa donne pour continuer. Exporter enregistre toutes les parties, les statistiques et les réglages dans un fichier ; Importer ajoute les parties d’un fichier à celles de ce navigateur.
stats-export = Exporter
stats-import = Importer…
game-kind = { $game }, { $cells ->
        [one] { $cells } cellule libre
       *[other] { $cells } cellules libres
    }
stats-exported = { $count ->
        [one] { $count } partie exportée
       *[other] { $count } parties exportées
    }, avec les statistiques et les réglages.
stats-unreadable = Le fichier n’a pas pu être lu. Rien n’a changé.
stats-refused = { $reason } Rien n’a changé.
stats-full = Il n’y a pas de place dans le stockage de ce navigateur pour ces parties. Rien n’a changé.
stats-imported = { $settings ->
        [yes] { $count ->
            [one] { $count } partie importée
           *[other] { $count } parties importées
        }, avec les réglages.
       *[no] { $count ->
            [one] { $count } partie importée.
           *[other] { $count } parties importées.
        }
    }

## Feats
menu-feats = Exploits
feats-title = Exploits
feats-summary = { $earned } exploits obtenus sur { $total }
feats-earned-state = Obtenu
feats-not-yet = Pas encore
feats-certified = certifié par le solveur
feats-earned = { $count ->
    [one] Exploit obtenu : { $feats }.
   *[other] Exploits obtenus : { $feats }.
}
feats-unit-wins = Victoires : { $have } sur { $need }
feats-unit-par = Victoires au par prouvé : { $have } sur { $need }
feats-unit-games = Jeux : { $have } sur { $need }
feats-unit-deals = Donnes : { $have } sur { $need }
feats-unit-streak = Meilleure série : { $have } sur { $need }
feats-unit-dailies = Donnes du jour : { $have } sur { $need }
feats-unit-days = Jours d’affilée : { $have } sur { $need }
feats-unit-goals = Objectifs atteints dans votre meilleur mois : { $have } sur { $need }
feat-first-win = Première victoire
feat-first-win-about = Gagnez une partie.
feat-wins-10 = Dix victoires
feat-wins-10-about = Gagnez 10 parties.
feat-wins-100 = Cent victoires
feat-wins-100-about = Gagnez 100 parties.
feat-no-undo = Sans retour
feat-no-undo-about = Gagnez une donne sans Annuler.
feat-no-hint = Tout seul
feat-no-hint-about = Gagnez une donne sans indice.
feat-unaided = Victoire nette
feat-unaided-about = Gagnez une donne sans Annuler ni indice.
feat-quick = Rapide
feat-quick-about = Gagnez une donne en moins de trois minutes.
feat-lightning = Éclair
feat-lightning-about = Gagnez une donne en moins de 90 secondes.
feat-few-moves = Économe
feat-few-moves-about = Gagnez une donne en 60 coups ou moins.
feat-zero-cells = Sans cellule libre
feat-zero-cells-about = Gagnez une donne avec 0 cellule libre.
feat-fewer-cells = À court de cellules
feat-fewer-cells-about = Gagnez une donne avec moins de cellules libres que son jeu n’en a.
feat-fewest-cells = Le moins de cellules
feat-fewest-cells-about = Gagnez une donne avec le moins de cellules libres qu’elle permet : le solveur prouve qu’avec une de moins, c’est impossible.
feat-par = Par prouvé
feat-par-about = Gagnez une donne dans le moins de coups possible, comme le solveur le prouve.
feat-par-10 = Dix fois le par
feat-par-10-about = Gagnez 10 donnes dans le moins de coups possible.
feat-hard-no-hint = Difficile sans aide
feat-hard-no-hint-about = Gagnez une donne difficile sans indice.
feat-every-game = Toute la famille
feat-every-game-about = Gagnez une donne de chaque jeu de la famille.
feat-deals-10 = Dix donnes
feat-deals-10-about = Gagnez 10 donnes différentes.
feat-streak-5 = Cinq d’affilée
feat-streak-5-about = Gagnez 5 parties d’affilée.
feat-daily = Donne du jour
feat-daily-about = Gagnez une donne du jour le jour même.
feat-daily-7 = Sept donnes du jour
feat-daily-7-about = Gagnez 7 donnes du jour.
feat-daily-streak-7 = Une semaine de donnes du jour
feat-daily-streak-7-about = Gagnez la donne du jour sept jours d’affilée.
feat-diamond-month = Un mois de diamant
feat-diamond-month-about = Atteignez { $need } objectifs du jour en un mois : son badge de diamant.

## New game

new-game-title = Nouvelle partie
new-game-game = Jeu
new-game-cells = Cellules libres
new-game-difficulty = Difficulté d’une donne au hasard
difficulty-any = Toute
difficulty-easy = Facile
difficulty-medium = Moyenne
difficulty-hard = Difficile
new-game-deal = Numéro de donne
new-game-random =
    .placeholder = Au hasard
new-game-cancel = Annuler
new-game-play = Jouer
new-game-bad-number = Un numéro de donne est un nombre entier comme 617 ; laissez vide pour une donne au hasard.

## Keyboard shortcuts

keys-title = Raccourcis clavier
key-enter = Entrée
key-space = Espace
key-escape = Échap
key-shift = Maj
key-ctrl = Ctrl
keys-or = ou
keys-piles = Aller de pile en pile
keys-pick = Prendre les cartes de la pile, ou les y poser
keys-carry = Porter une carte de plus, ou de moins
keys-escape = Lâcher les cartes ; fermer une fenêtre ou le menu
keys-undo = Annuler
keys-redo = Rétablir
keys-hint = Indice (appuyez encore pour plus)
keys-new = Nouvelle partie
keys-read-table = Lire toute la table à voix haute, pile par pile

## Daily deal

daily-title = Donne du jour
daily-note = Une donne par jour, la même pour tous : facile le lundi et le mardi, moyenne du mercredi au vendredi, difficile le week-end.
daily-prev =
    .aria-label = Mois précédent
daily-next =
    .aria-label = Mois suivant
daily-legend-won = gagnée en 87 coups, par 80
daily-legend-played = jouée, pas gagnée
daily-legend-today = aujourd’hui
daily-today = Donne d’aujourd’hui
daily-streak = Série du jour : { $streak ->
        [one] { $streak } jour
       *[other] { $streak } jours
    } (record { $best }), en comptant les jours gagnés le jour même.
daily-day-won = { $date }, gagnée
daily-day-won-moves = { $date }, gagnée en { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }
daily-day-won-par = { $date }, gagnée en { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }, par { $par }
daily-day-played = { $date }, jouée, pas gagnée
daily-day-future = { $date }, pas encore ouverte
daily-day-not-played = { $date }, pas jouée
daily-day-today = { $label }, aujourd’hui
daily-not-yet = Il n’y a pas encore de donne du jour pour le { $date } : elle ouvre ce jour-là.
daily-finding = Recherche de la donne du jour du { $date }…
daily-none = Pas de donne du jour : { $error }.
daily-bad-date = une date s’écrit AAAA-MM-JJ, comme 2026-11-28, pas { $given }
daily-bad-month = un mois va de 1 à 12, pas { $month }
daily-bad-day = { $month } a des jours de 1 à { $last }, pas { $day }
daily-future-today = { $reason } La donne du jour d’aujourd’hui est affichée à la place.

## Daily goals
goal-tier-easy = Facile
goal-tier-medium = Moyen
goal-tier-hard = Difficile
goal-kind-win = Gagner la donne
goal-kind-fewer-cells = Gagner avec au plus { $cells ->
        [one] { $cells } carte
       *[other] { $cells } cartes
    } à la fois dans les cellules libres
goal-kind-no-free-cell = Gagner sans utiliser de cellule libre
goal-kind-within-moves = Gagner en { $moves } coups au plus
goal-kind-aces-home = Monter les quatre as en { $moves } coups au plus
goal-kind-no-undo = Gagner sans Annuler
goal-kind-no-hint = Gagner sans indice
goal-kind-within-time = Gagner en { $minutes } minutes au plus
goal-title = Objectif { $tier }, { $game } : { $goal }
goal-progress-aces = As montés : { $aces } sur 4, { $left ->
        [one] { $left } coup restant
       *[other] { $left } coups restants
    } ({ $cards } cartes montées)
goal-progress-moves = Cartes montées : { $cards } sur 52, { $left ->
        [one] { $left } coup restant
       *[other] { $left } coups restants
    }
goal-progress-time = Cartes montées : { $cards } sur 52, { $time } restantes
goal-progress-cells = Cartes montées : { $cards } sur 52 ; au plus à la fois dans les cellules libres : { $used } sur { $allowed }
goal-progress-cards = Cartes montées : { $cards } sur 52
goal-met = Objectif atteint !
goal-lost = Cet objectif ne peut plus être atteint dans cette partie : { $why } Réessayer recommence la donne.
goal-lost-moves-spent = plus de { $limit } coups ont été joués.
goal-lost-time-spent = le temps est écoulé.
goal-lost-cells-used = { $used } cartes étaient à la fois dans les cellules libres, { $allowed } permises.
goal-lost-undone = Annuler a été utilisé.
goal-lost-hinted = un indice a été montré.
goal-lost-given = des coups ont été joués pour vous.
goal-unjudged = Cette partie ne peut pas être jugée selon l’objectif (toutes ses étapes n’ont pas été gardées). Réessayer recommence la donne.
goal-try-again = Réessayer
goal-met-said = Objectif { $tier } atteint : { $goal }.
goal-unknown = Il n’y a pas d’objectif « { $goal } » : un objectif du jour est easy, medium ou hard.
goal-finding = Recherche des objectifs du { $date }…
goal-none = Pas d’objectifs : { $error }.
badge-name = { $badge ->
        [bronze] Badge de bronze
        [silver] Badge d’argent
        [gold] Badge d’or
        [diamond] Badge de diamant
       *[none] Aucun badge
    }
daily-month-goals = Objectifs atteints ce mois-ci : { $count }.
daily-month-goals-next = Objectifs atteints ce mois-ci : { $count }; encore { $needs } pour { $next ->
        [silver] l’argent
        [gold] l’or
        [diamond] le diamant
       *[bronze] le bronze
    }.
daily-goals-title = Objectifs du { $date }
daily-goals-future = Les objectifs de ce jour ne sont pas encore ouverts.
daily-goals-finding = Recherche des objectifs de ce jour…
daily-goal-text = { $tier } : { $goal } ({ $game })
daily-goal-met = Objectif { $tier }, atteint : { $goal }, { $game }
daily-goal-open = Objectif { $tier }, pas encore atteint : { $goal }, { $game }
daily-day-goals = { $label } ; { $count ->
        [one] { $count } objectif atteint
       *[other] { $count } objectifs atteints
    } : { $tiers }
daily-legend-goals = objectifs atteints : Facile, Moyen, Difficile
goals-prev =
    .aria-label = Jour précédent
goals-next =
    .aria-label = Jour suivant

## How to play: the page's own words (the rules themselves are in the group Rules)

rules-title = Comment jouer
rules-title-game = Comment jouer à { $game }
rules-moving = Déplacer les cartes
rules-drag = Faites glisser une carte, ou une suite de cartes, avec la souris, un doigt ou un stylet ; ou cliquez (touchez) la carte, puis l’endroit où elle va.
rules-double = Un double-clic (double toucher) sur une carte l’envoie à sa fondation, sinon au meilleur endroit où elle peut aller.
rules-keys = Touches : les flèches vont de pile en pile, Entrée ou Espace prend et pose (Maj+Haut et Maj+Bas portent une carte de plus ou de moins), Échap lâche. U ou Ctrl+Z annule, Ctrl+Y rétablit, H donne un indice.
rules-autoplay = Les cartes dont aucune autre n’a besoin vont d’elles-mêmes aux fondations (Jeu automatique, dans les Réglages).
rules-stuck = Bloqué ? Indice montre un coup en trois étapes et, quand une partie ne peut plus être gagnée, Revenir en arrière trouve le coup qui l’a perdue.
new-game-cells-option = { $usual ->
        [yes] { $cells ->
            [one] { $cells } cellule libre (habituel)
           *[other] { $cells } cellules libres (habituel)
        }
       *[no] { $cells ->
            [one] { $cells } cellule libre
           *[other] { $cells } cellules libres
        }
    }

## Messages: what the page says under the board, and to screen readers

msg-updated = La page a été mise à jour ; votre partie est comme vous l’avez laissée.
msg-extras-failed = Une partie de la page n’a pas pu être chargée (Nouvelle partie, Indice, les fenêtres, les sons) : rechargez la page pour réessayer. Votre partie est enregistrée.
msg-random-instead = { $reason } Une donne au hasard a été ouverte à la place.
msg-usual-cells = { $reason } La donne a été ouverte avec les cellules libres habituelles du jeu.
msg-from-elsewhere = Cette partie a été jouée dans un autre onglet : elle est affichée telle qu’elle y est maintenant.
msg-not-kept-move = Votre coup ({ $move }) n’a pas été gardé : cette partie a été jouée en même temps dans un autre onglet et est affichée telle qu’elle y est maintenant.
msg-not-kept = Votre dernière modification n’a pas été gardée : cette partie a été jouée en même temps dans un autre onglet et est affichée telle qu’elle y est maintenant.
msg-watching = Ceci est une étape que vous regardez, pas votre partie : « Jouer à partir d’ici » joue à partir d’elle.
msg-imported-later = Le fichier importé avait un enregistrement plus récent de cette partie : elle est affichée telle qu’elle y est.
msg-foundation-stays = Les cartes d’une fondation y restent.
msg-only-top = { $count ->
        [one] Seule la carte du dessus de la { $pile } peut bouger maintenant.
       *[other] Seules les { $count } cartes du dessus de la { $pile } peuvent bouger ensemble maintenant.
    }
msg-no-legal-move = Aucun coup permis pour { $card }.
msg-daily-no-save = Cette donne du jour n’a pas de partie enregistrée à reprendre.
msg-daily-won-before = Vous avez déjà gagné cette donne du jour, en { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    } : elle est montrée telle que vous l’avez gagnée. Recommencer la rejoue.
msg-in-progress-daily = Cette donne du jour est la partie en cours ; Recommencer la redistribue.
msg-in-progress-deal = La donne { $deal } est la partie en cours ; Recommencer la redistribue.
msg-in-progress-position = Cette position est la partie en cours.
msg-resumed-daily = La donne du jour reprend où elle était : { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }.
msg-resumed-deal = La donne { $deal } reprend où elle était : { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }.
msg-resumed-position = La position reprend où elle était : { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }.
msg-drop-here = Posez les cartes sur une pile en surbrillance.
msg-link-copied = Le lien de cette partie est copié : il rejoue chaque coup.
msg-result-copied = Votre résultat est copié, avec le lien de la donne du jour.
msg-finding-deal = { $difficulty ->
        [easy] Recherche d’une donne facile…
        [medium] Recherche d’une donne moyenne…
        [hard] Recherche d’une donne difficile…
       *[any] Recherche d’une donne…
    }
msg-no-new-deal = Pas de nouvelle donne : { $error }.
msg-new-deal = Donne { $deal }.
table-pile = { $pile } : { $cards }.
table-pile-empty = { $pile } : vide.
table-state = Fondations : { $home ->
        [one] { $home } carte
       *[other] { $home } cartes
    } sur { $total } ; cellules libres vides : { $free }.
msg-new-game-dealt = Nouvelle donne distribuée.
msg-game-restarted = Partie recommencée.
offer-undo = Annuler
msg-game-back = Votre partie est revenue telle que vous l’aviez laissée.
msg-new-deal-grade = Donne { $deal }, { $grade }.
msg-no-solution = Pas de solution à partir d’ici.
msg-no-solution-undo = Pas de solution à partir d’ici : annulez quelques coups.
msg-no-solution-deal = Pas de solution : cette donne est impossible, même depuis le début.
msg-no-solution-position = Pas de solution : cette position est impossible, même depuis le début.
msg-solver-error = Pas d’indice : { $error }.
msg-hint-gave-up = Pas d’indice : le solveur a abandonné sur cette position.
error-refused = ce n’est pas possible
error-position = ce n’est pas une position que la page sait lire : elle contient chaque pile et les 52 cartes, écrites comme la page les écrit
error-move = '{ $given }' n’est pas un coup en notation standard, comme 3a, 36 ou 36/4
solver-load = le solveur n’a pas pu être chargé
solver-none-found = aucune donne de ce genre en { $tries ->
        [one] { $tries } essai
       *[other] { $tries } essais
    }
solver-date = cette date n’en a pas
solver-failed = le solveur s’est arrêté
msg-hint-1 = Indice 1 sur 3 : regardez { $card }.
msg-hint-2 = Indice 2 sur 3 : { $move }.
msg-hint-3 = Indice 3 sur 3, joué : { $move }.
save-unreadable = La partie enregistrée n’a pas pu être lue : une nouvelle partie a commencé.
save-no-storage = Ce navigateur ne laisse pas le jeu enregistrer sa progression.
save-full = Le stockage du navigateur est plein : cette partie n’a pas pu être enregistrée.
save-history-cut = Le stockage du navigateur était plein : pour enregistrer cette partie, les coups à annuler d’une autre partie ont été effacés ({ $what ->
        [daily] { $kind } : donne du jour, { $date }
        [position] { $kind } : position personnalisée
       *[deal] { $kind } : donne { $deal }
    }). Sa position est conservée.
save-newer = Une version plus récente de la page (dans un autre onglet) a enregistré cette partie : rechargez pour continuer. Les coups joués ici ne sont pas enregistrés.
save-part-lost = Une partie des données enregistrées était illisible et a été remise à zéro.
live-picked = { $count ->
        [one] { $card } pris
       *[other] { $card } et { $more } de plus pris
    }
live-moved = { $count ->
        [one] { $card } vers la { $pile }.
       *[other] { $card } et { $more } de plus vers la { $pile }.
    }
live-sent-home = Mis aux fondations automatiquement : { $cards }.
live-sent-home-count = Mis aux fondations automatiquement : { $count } cartes.
live-won = Gagné !
live-won-given = Résolu, avec des coups donnés : ne compte pas comme une victoire.
live-step = { $what } ; { $moves ->
        [one] { $moves } coup joué
       *[other] { $moves } coups joués
    }.
live-undone-move = Coup annulé : { $count ->
        [one] { $card }
       *[other] { $card } et { $more } de plus
    }, retour à la { $pile }{ $home ->
        [0] {""}
        [one] , et { $home } carte reprise des fondations
       *[other] , et { $home } cartes reprises des fondations
    }
live-redone-move = Coup rétabli : { $count ->
        [one] { $card }
       *[other] { $card } et { $more } de plus
    } vers la { $pile }
live-verdict = { $verdict ->
        [winnable] Gagnable d’ici.
        [lost] Perdue d’ici.
       *[unknown] Le solveur n’a pas pu dire si la partie peut être gagnée.
    }
live-undone = Coup annulé
live-redone = Coup rétabli
live-restarted = Recommencée
live-resumed-daily = La donne du jour reprend, { $moves } coups
live-resumed-deal = La donne { $deal } reprend, { $moves } coups
live-resumed-position = La position reprend, { $moves } coups
live-dealt-daily = La donne du jour est distribuée
live-dealt-deal = Donne { $deal } distribuée
live-loaded-position = Position chargée
move-index = le { $card }
move-card = { $card }
move-cards = { $count ->
        [2] { $card } et la carte posée dessus
       *[other] { $card } et les { $more } cartes posées dessus
    }
move-unknown-card = la carte
move-to-foundation = à sa fondation
move-to-freecell = dans la { $pile }
move-onto = sur { $card }
move-to-empty = dans une colonne vide ({ $pile })
move-text = { $card } { $target }
coach-cannot-win = Cette donne est impossible, même depuis le début.
coach-gave-up-all = Le solveur a abandonné sur les positions antérieures qu’il a essayées : il n’en connaît aucune où vous ramener.
coach-gave-up-between = Le solveur a abandonné sur des positions entre le coup { $from } et le coup { $to } : il ne peut pas dire quel coup a perdu la partie. Revenir en arrière va au coup { $target }, la dernière position qu’il sait encore gagnable.
coach-lost-autoplay = Le jeu automatique envoyant { $card } à la fondation après le coup { $number } l’a rendue impossible.
coach-lost-move = Déplacer { $move } au coup { $number } l’a rendue impossible.
coach-old-save = Perdue d’ici. Les coups de cette partie sont inconnus (une ancienne version de la page l’a enregistrée) : annulez pour revenir.
coach-looking = Perdue d’ici. Recherche du coup qui l’a perdue…
coach-stopped = Perdue d’ici. Le solveur s’est arrêté avant de trouver où la partie a été perdue.
coach-taken-back = Retour au coup { $moves }, d’où la partie peut encore être gagnée. Annuler revient où vous étiez.
live-taken-back = Retour en arrière
viewer-now = La position actuelle.
viewer-dealt = La donne telle que distribuée.
viewer-step = Coup { $step } sur { $steps } : { $move }{ $home ->
        [0] {""}
        [one] ; { $home } carte aux fondations par le jeu automatique
       *[other] ; { $home } cartes aux fondations par le jeu automatique
    }.
viewer-refused = Ces coups ne peuvent pas être regardés : le coup { $index }, « { $token } », a été refusé ({ $reason }).
viewer-slider-value = coup { $step } sur { $steps }
viewer-no-solution = Le solveur n’a trouvé aucune solution à partir d’ici.
viewer-old-save = Les coups de cette partie sont inconnus : une ancienne version de la page l’a enregistrée.
viewer-solution-title = Solution à partir d’ici : { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }
viewer-game-title = Cette partie depuis le début : { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }
live-playing-on = Partie reprise à l’étape regardée
replay-refused = Le coup { $index } du lien, « { $token } », a été refusé : { $reason }.
replay-no-moves = Le lien n’a aucun coup.
replay-nothing = { $reason } Rien n’a été rejoué.
replay-stops = { $reason } Le rejeu s’arrête après le coup { $moves }.
live-replayed = Rejoué depuis le lien
replay-done = { $note }{ $moves ->
        [one] { $moves } coup rejoué
       *[other] { $moves } coups rejoués
    } depuis le lien.{ $won ->
        [yes] { " " }Ils gagnent la partie.
       *[no] {""}
    }{ $before ->
        [0] {""}
       *[other] { " " }Annuler revient à votre partie au coup { $before }.
    }
transfer-not-json = Ce fichier n’est pas un export de FreeCell : ce n’est pas du JSON.
transfer-not-export = Ce fichier n’est pas un export de FreeCell.
transfer-version = Ce fichier est d’une version que cette page ne sait pas lire ({ $version }).
transfer-no-games = Cet export est endommagé : sa liste de parties manque.
transfer-bad-game = Cet export est endommagé : la partie { $index } sur { $count } est illisible.
transfer-bad-game-why = Cet export est endommagé : partie { $index } sur { $count } : { $reason }.
transfer-twice = Cet export est endommagé : la partie { $index } y est deux fois.
transfer-bad-stats = Cet export est endommagé : ses statistiques sont illisibles.
transfer-bad-settings = Cet export est endommagé : ses réglages sont illisibles.
transfer-bad-setting = Cet export est endommagé : son réglage { $setting } n’est pas un de ceux de cette page.

## Tutorial
## Apprendre à jouer : une première partie guidée (www/tutorial.js, www/tutorial-steps.js).
## $card, $cards et $target sont des index de cartes (« 9♦ », « 9♦ 8♣ 7♥ »).

tutorial-title = Apprendre à jouer
tutorial-offer = Vous découvrez FreeCell ? Une courte partie guidée vous montre comment jouer.
tutorial-offer-start = Apprendre à jouer
tutorial-offer-dismiss = Non merci
tutorial-step = Étape { $step } sur { $steps } :
tutorial-leave = Quitter le tutoriel
tutorial-close = Fermer
tutorial-left = Vous avez quitté le tutoriel. « { $rules } » (dans le menu) le propose à nouveau.
tutorial-freecell = Le but : mettre toutes les cartes sur les quatre fondations, chaque couleur de l’as au roi. Une cellule libre garde une carte quelconque le temps qu’il faut. Placez le { $card } dans une cellule libre.
tutorial-build = Sur les colonnes, une carte se pose sur une carte de rang supérieur et de l’autre couleur. Posez le { $card } sur le { $target }.
tutorial-run = Des cartes qui se suivent se déplacent ensemble : posez { $cards } sur le { $target }. Une suite se déplace comme carte par carte en passant par les cellules libres et les colonnes vides ; sa longueur en dépend : avec { $cells ->
    [1] une cellule libre vide
   *[other] { $cells } cellules libres vides
  } et { $cascades ->
    [1] une colonne vide
   *[other] { $cascades } colonnes vides
  }, jusqu’à { $capacity } cartes maintenant.
tutorial-home = Le { $card } peut monter : sa fondation porte déjà la carte juste en dessous. Envoyez-le-y : double-cliquez dessus, faites-le glisser, ou prenez-le et posez-le sur la fondation.
tutorial-undo = Vous changez d’avis ? « { $undo } » (U ou Ctrl+Z) reprend le dernier coup. Annulez-le maintenant.
tutorial-hint = Bloqué ? « { $hint } » (H) désigne une carte à regarder ; appuyez encore pour voir son coup, et une troisième fois pour le jouer. Demandez un indice maintenant.
tutorial-finish = Vous savez tout : terminez cette partie seul. C’est une partie d’entraînement, ni enregistrée ni comptée dans vos statistiques.
tutorial-freecell-any = Placez une carte dans une cellule libre.
tutorial-build-any = Posez une carte sur une carte de rang supérieur et de l’autre couleur.
tutorial-run-any = Déplacez ensemble plusieurs cartes qui se suivent.
tutorial-home-any = Envoyez une carte sur sa fondation.
tutorial-none = Aucun coup de ce genre n’est possible pour l’instant : « { $undo } » reprend des coups.

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

card-name-alone = { $rank ->
        [1] as
        [2] deux
        [3] trois
        [4] quatre
        [5] cinq
        [6] six
        [7] sept
        [8] huit
        [9] neuf
        [10] dix
        [11] valet
        [12] dame
       *[13] roi
    } de { $suit ->
        [C] trèfle
        [D] carreau
        [H] cœur
       *[S] pique
    }

## Refusals
refusal-deal-not-whole = un numéro de donne doit être un nombre entier, pas { $given }
refusal-deal-range = les numéros de donne vont de 1 à { $max } : { $given } n’en est pas un
refusal-unknown-game = aucun jeu ne s’appelle « { $given } »
refusal-cells-not-whole = un nombre de cellules libres doit être un nombre entier, pas { $given }
refusal-cells-range = un jeu a de 0 à { $max } cellules libres, pas { $given }
refusal-saved-other-game = une position enregistrée est d’un autre jeu
refusal-saved-other-deal = la partie enregistrée ne commence pas par la donne { $deal }

refusal-from-foundation = Les cartes posées sur une fondation y restent : on ne peut pas les reprendre.
refusal-empty-source = Il n’y a là aucune carte à déplacer.
refusal-same-pile = La carte y est déjà.
refusal-single-card-to = Une seule carte à la fois peut aller sur { $cell ->
        [foundation] une fondation
       *[free-cell] une cellule libre
    }.
refusal-single-card-from = Une seule carte à la fois peut quitter une cellule libre.
refusal-too-few-cards = Cette colonne n’a { $has ->
        [1] qu’une carte
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

unreadable-pile-count = { $standard ->
        [yes] une position
       *[no] une position de { $title }
    } a { $piles } piles séparées par '/' ({ $cascades } colonnes, { $cells ->
        [one] { $cells } cellule libre
       *[other] { $cells } cellules libres
    }, 4 fondations), pas { $given }
unreadable-not-built-up = la { $pile } n’est pas montée par couleur depuis l’as : { $card } ne peut pas y être
unreadable-pile-overfull = la { $pile } contient au plus { $max ->
        [one] { $max } carte
       *[other] { $max } cartes
    }
unreadable-card-count = { $whole ->
        [deck] un jeu de cartes
       *[position] une position
    } contient les 52 cartes, pas { $given }
unreadable-card-twice = { $card } est deux fois dans { $whole ->
        [deck] le jeu de cartes
       *[position] la position
    }
unreadable-not-a-card = '{ $given }' n’est pas une carte : écrivez le rang (A 2-9 T J Q K) puis la couleur (C D H S), comme 7H ou TC
unreadable-not-a-game = '{ $given }' n’est pas un jeu : écrivez son nom, puis éventuellement ',cells=' et un nombre (freecell,cells=2)
difficulty-none = { $difficulty ->
        [easy] Avec ces cellules libres, aucune donne de ce jeu n’est facile.
        [medium] Avec ces cellules libres, aucune donne de ce jeu n’est moyenne.
       *[hard] Avec ces cellules libres, aucune donne de ce jeu n’est difficile.
    }
difficulty-none-found = { $difficulty ->
        [easy] Aucune donne facile n’est apparue en quelques secondes de recherche.
        [medium] Aucune donne moyenne n’est apparue en quelques secondes de recherche.
       *[hard] Aucune donne difficile n’est apparue en quelques secondes de recherche.
    }
difficulty-instead = { $reason } { $nearest ->
        [easy] Facile, le niveau le plus proche qui en a, est choisi : appuyez sur Jouer.
        [medium] Moyenne, le niveau le plus proche qui en a, est choisi : appuyez sur Jouer.
       *[hard] Difficile, le niveau le plus proche qui en a, est choisi : appuyez sur Jouer.
    }
new-game-grades-missing = Les niveaux grisés n’ont aucune donne dans ce jeu avec ces cellules libres.
solver-daily-game = aucune donne de ce jeu avec ces cellules libres que le solveur gagne n’est apparue pour ce jour

## A challenge link (challenge.js, challenge-open.js)

win-challenge = Défier quelqu’un
win-versus = Comparer avec le défi
msg-challenge-copied = Le lien du défi est copié : envoyez-le à quelqu’un. Il contient cette donne, vos coups et votre temps.
challenge-share-text = J’ai gagné cette donne en { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    } ({ $time }). Ferez-vous mieux ?
challenge-title = Défi
challenge-give-up = Abandonner
challenge-show = Voir sa partie
challenge-playing = Quelqu’un a gagné la donne { $deal } et vous met au défi. Ses coups et son temps restent cachés jusqu’à votre victoire ou votre abandon.
challenge-settled = Le défi est joué : votre partie et la sienne côte à côte.
# $move: the number of the challenger's move that wasm refused; $reason: why, in the player's words.
challenge-refused-move = La partie de ce lien n’est pas une victoire valable : son coup { $move } ne peut pas être joué ({ $reason }). La donne reste à jouer.
challenge-not-won = La partie de ce lien n’est pas une victoire valable : ses coups ne terminent pas la donne. La donne reste à jouer.
# $why: code (not a link's text), json, shape, checksum (changed or cut short), version, long.
challenge-unreadable = Ce lien de défi est illisible : { $why ->
        [checksum] il a été modifié ou tronqué
        [version] il vient d’une autre version de la page
        [long] il est bien trop long
       *[other] il est abîmé ou incomplet
    }. Rien n’a été ouvert.
challenge-refused = Ce lien de défi nomme un jeu que la page ne peut pas distribuer. { $reason } Rien n’a été ouvert.
versus-title = Le défi
versus-you = Vous
versus-them = Adversaire
versus-result = Résultat
versus-moves = Coups
versus-time = Temps
versus-won = Gagné
versus-gave-up = Abandon
# $who: you (fewer moves), them, same, gave-up; $difference: how many moves between the two.
versus-verdict = { $who ->
        [you] Vous avez joué moins de coups : { $difference } de moins.
        [them] L’adversaire a joué moins de coups : { $difference } de moins.
        [same] Vous avez joué autant de coups l’un que l’autre.
       *[gave-up] Vous avez abandonné : l’adversaire garde la donne.
    }
versus-par = Par de cette donne : { $par ->
        [one] { $par } coup
       *[other] { $par } coups
    }.
versus-watch = Voir sa partie
viewer-challenge-title = La partie de l’adversaire : { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }
