# Nombre del juego en los menús.
pebbles-name = Piedritas
# Una línea para el menú.
pebbles-summary = Toma de una a tres piedritas; quien toma la última gana.
# Una toma, con lo que queda.
pebbles-took = { $you ->
    [yes] Tomas
   *[no] { $player } toma
} { $count }, quedan { $left }.
# El montón.
pebbles-pile = Quedan { $left } piedritas en el montón.
# Pregunta del selector.
pebbles-how-many = ¿Cuántas piedritas?
# El verbo.
pebbles-take-verb = Tomar
# Una opción.
pebbles-take = Tomar { $count }
# El final.
pebbles-won = { $you ->
    [yes] Tomas
   *[no] { $player } toma
} la última piedrita.
