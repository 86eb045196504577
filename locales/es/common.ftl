# Une las dos últimas opciones: «F1 o signo de interrogación».
list-or = { $first } o { $last }
# Une los dos últimos elementos de una lista leída: «2, 5 y 5».
list-and = { $first } y { $last }
# Separa los demás elementos. Mantener el espacio entre comillas.
list-separator = {", "}
# Lista vacía.
list-empty = nada
# Etiqueta de reserva (no debería oírse nunca).
ui-raw = { $text }
# El árbol de consulta no tiene nada que mostrar.
ui-nothing-to-review = No hay nada que consultar.
# Indicación por defecto del selector de jugadas.
ui-choose = Elige.
# Un número de puntos.
common-points = { $count ->
    [-1] menos un punto
    [1] un punto
    [one] { $count } punto
   *[other] { $count } puntos
}
# El nombre de un jugador, o «tú» para quien tiene el teclado (sujeto).
common-who = { $you ->
    [yes] tú
   *[no] { $player }
}
# Igual, al principio de una frase.
common-Who = { $you ->
    [yes] Tú
   *[no] { $player }
}
# «o» se convierte en «u» delante de un sonido o: «7 u 8», «10 u 11».
list-or-u = { $first } u { $last }
# «y» se convierte en «e» delante de un sonido i: «agua e hilo».
list-and-e = { $first } e { $last }
# Une la última oración de una lista de oraciones (los motivos de un consejo) cuando una oración anterior lleva sus propias comas: «bloquea a Ana, que ganaría ahí un punto, y con esta ficha ganas…». Sin esas comas las une list-and.
list-clauses = { $first }, y { $last }
# «y» se convierte en «e» delante de un sonido i: «…, e incluso…».
list-clauses-e = { $first }, e { $last }

# A negative number, said in words: speech drops a leading "-" and reads "−" in English.
# $number is the number without its sign ("menos 2 puntos").
common-minus = menos { $number }
# Un porcentaje, dicho igual en todas partes («19 %», leído «diecinueve por ciento»). $number: el número entero de por ciento.
common-percent = { $number } %
