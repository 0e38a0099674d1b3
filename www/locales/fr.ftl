# The page's words in fr (English, en.ftl, is the source).

## Bar: the title, the score and the buttons above the board

bar-moves = Coups
bar-time = Temps
bar-new-game = Nouvelle partie
bar-undo = Annuler
bar-redo = Rétablir
bar-hint = Indice
bar-menu = Menu

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
    [one] une cellule libre vide
   *[other] { $cells } cellules libres vides
  } et { $cascades ->
    [one] une colonne vide
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
