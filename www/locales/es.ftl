# The page's words in es (English, en.ftl, is the source).

## Bar: the title, the score and the buttons above the board

bar-moves = Movimientos
bar-time = Tiempo
bar-new-game = Nueva partida
bar-undo = Deshacer
bar-redo = Rehacer
bar-hint = Pista
bar-menu = Menú

## Tutorial
## Aprender a jugar: una primera partida guiada (www/tutorial.js, www/tutorial-steps.js).
## $card, $cards y $target son índices de cartas («9♦», «9♦ 8♣ 7♥»).

tutorial-title = Aprender a jugar
tutorial-offer = ¿Nuevo en FreeCell? Una breve partida guiada te enseña a jugar.
tutorial-offer-start = Aprender a jugar
tutorial-offer-dismiss = No, gracias
tutorial-step = Paso { $step } de { $steps }:
tutorial-leave = Salir del tutorial
tutorial-close = Cerrar
tutorial-left = Has salido del tutorial. «{ $rules }» (en el menú) lo vuelve a ofrecer.
tutorial-freecell = El objetivo: llevar todas las cartas a las cuatro fundaciones, cada palo del as al rey. Una celda libre guarda una carta cualquiera durante un tiempo. Pon el { $card } en una celda libre.
tutorial-build = En las columnas, una carta va sobre otra de un rango más alto y del otro color. Pon el { $card } sobre el { $target }.
tutorial-run = Las cartas en orden pueden moverse juntas: mueve { $cards } sobre el { $target }. Una escalera se mueve como si fuera carta a carta por las celdas libres y las columnas vacías, así que su largo depende de ellas: con { $cells ->
    [one] una celda libre vacía
   *[other] { $cells } celdas libres vacías
  } y { $cascades ->
    [one] una columna vacía
   *[other] { $cascades } columnas vacías
  }, hasta { $capacity } cartas ahora.
tutorial-home = El { $card } puede subir: su fundación ya tiene la carta anterior. Envíalo allí: haz doble clic, arrástralo, o tómalo y déjalo en la fundación.
tutorial-undo = ¿Cambias de idea? «{ $undo }» (U o Ctrl+Z) retira el último movimiento. Deshazlo ahora.
tutorial-hint = ¿Atascado? «{ $hint }» (H) señala una carta en la que fijarse; púlsala otra vez para ver su movimiento, y una tercera para jugarlo. Pide una pista ahora.
tutorial-finish = Eso es todo: termina esta partida por tu cuenta. Es una partida de práctica; no se guarda ni cuenta en tus estadísticas.
tutorial-freecell-any = Pon una carta en una celda libre.
tutorial-build-any = Pon una carta sobre otra de un rango más alto y del otro color.
tutorial-run-any = Mueve juntas varias cartas en orden.
tutorial-home-any = Envía una carta a su fundación.
tutorial-none = Ahora no se puede hacer un movimiento así: «{ $undo }» retira movimientos.
