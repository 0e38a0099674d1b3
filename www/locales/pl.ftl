# The page's words in pl (English, en.ftl, is the source).

## Bar: the title, the score and the buttons above the board

bar-moves = Ruchy
bar-time = Czas
bar-new-game = Nowa gra
bar-undo = Cofnij
bar-redo = Ponów
bar-hint = Podpowiedź
bar-menu = Menu

## Tutorial
## Naucz się grać: pierwsza gra z przewodnikiem (www/tutorial.js, www/tutorial-steps.js).
## $card, $cards i $target to oznaczenia kart z rogu („9♦”, „9♦ 8♣ 7♥”).

tutorial-title = Naucz się grać
tutorial-offer = Pierwszy raz grasz we FreeCell? Krótka gra z przewodnikiem pokaże ci zasady.
tutorial-offer-start = Naucz się grać
tutorial-offer-dismiss = Nie, dziękuję
tutorial-step = Krok { $step } z { $steps }:
tutorial-leave = Zakończ samouczek
tutorial-close = Zamknij
tutorial-left = Samouczek został przerwany. „{ $rules }” (w menu) zaproponuje go ponownie.
tutorial-freecell = Cel gry: przełożyć wszystkie karty na cztery stosy docelowe, każdy kolor od asa do króla. Wolna komórka przechowa na chwilę dowolną jedną kartę. Połóż { $card } w wolnej komórce.
tutorial-build = W kolumnach kartę kładzie się na kartę o jedną wyższą i w innym kolorze. Połóż { $card } na { $target }.
tutorial-run = Karty ułożone po kolei można przenieść razem: przenieś { $cards } na { $target }. Ciąg przenosi się tak, jakby karta po karcie przechodziła przez puste wolne komórki i kolumny, więc jego długość od nich zależy: { $cells ->
    [one] przy jednej pustej wolnej komórce
    [few] przy { $cells } pustych wolnych komórkach
   *[many] przy { $cells } pustych wolnych komórkach
  } i { $cascades ->
    [one] jednej pustej kolumnie
    [few] { $cascades } pustych kolumnach
   *[many] { $cascades } pustych kolumnach
  } teraz do { $capacity ->
    [one] { $capacity } karty
   *[other] { $capacity } kart
  }.
tutorial-home = { $card } może już trafić na stos docelowy: leży tam karta o jedną niższa. Przenieś ją tam: kliknij dwukrotnie, przeciągnij albo podnieś i połóż na stosie docelowym.
tutorial-undo = Zmiana zdania? „{ $undo }” (U lub Ctrl+Z) cofa ostatni ruch. Cofnij go teraz.
tutorial-hint = Nie wiesz, co dalej? „{ $hint }” (H) wskaże kartę, której warto się przyjrzeć; naciśnij ponownie, by zobaczyć jej ruch, a trzeci raz, by go wykonać. Poproś teraz o podpowiedź.
tutorial-finish = To już wszystko: dokończ tę grę sam. To gra treningowa, nie jest zapisywana ani liczona w statystykach.
tutorial-freecell-any = Połóż kartę w wolnej komórce.
tutorial-build-any = Połóż kartę na karcie o jedną wyższej i w innym kolorze.
tutorial-run-any = Przenieś razem kilka kart ułożonych po kolei.
tutorial-home-any = Przenieś kartę na jej stos docelowy.
tutorial-none = Takiego ruchu nie można teraz wykonać: „{ $undo }” cofa ruchy.
