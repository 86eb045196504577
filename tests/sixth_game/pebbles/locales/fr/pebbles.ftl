# Nom du jeu dans les menus.
pebbles-name = Cailloux
# Une ligne pour le menu.
pebbles-summary = Prenez un à trois cailloux ; qui prend le dernier gagne.
# Une prise, avec ce qui reste.
pebbles-took = { $you ->
    [yes] Vous prenez
   *[no] { $player } prend
} { $count }, il en reste { $left }.
# Le tas.
pebbles-pile = Il reste { $left } cailloux dans le tas.
# Question du sélecteur.
pebbles-how-many = Combien de cailloux ?
# Le verbe.
pebbles-take-verb = Prendre
# Une option.
pebbles-take = Prendre { $count }
# La fin.
pebbles-won = { $you ->
    [yes] Vous prenez
   *[no] { $player } prend
} le dernier caillou.
