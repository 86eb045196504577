# Relie les deux derniers choix : « F1 ou point d'interrogation ».
list-or = { $first } ou { $last }
# Relie les deux derniers éléments d'une liste lue : « 2, 5 et 5 ».
list-and = { $first } et { $last }
# Sépare les autres éléments. Garder l'espace entre les guillemets.
list-separator = {", "}
# Liste vide.
list-empty = rien
# Étiquette de secours (ne devrait jamais s'entendre).
ui-raw = { $text }
# L'arbre de consultation n'a rien à montrer.
ui-nothing-to-review = Rien à consulter.
# Invite par défaut du choix de coup.
ui-choose = Choisissez.
# Un nombre de points.
common-points = { $count ->
    [one] { $count } point
   *[other] { $count } points
}
# Le nom d'un joueur, ou « vous » pour la personne au clavier (sujet).
common-who = { $you ->
    [yes] vous
   *[no] { $player }
}
# Idem, en début de phrase.
common-Who = { $you ->
    [yes] Vous
   *[no] { $player }
}
# Comme list-or : l'espagnol dit « u » au lieu de « o » devant un son o (« 7 u 8 »).
list-or-u = { $first } ou { $last }
# Comme list-and : l'espagnol dit « e » au lieu de « y » devant un son i.
list-and-e = { $first } et { $last }
# Relie la dernière proposition d'une liste de propositions (les raisons d'un conseil) quand une proposition avant elle a ses propres virgules : « vous gardez 2 cartes rouges, 2 ampoules en tout, et vous laissez la boutique vide ». Sans ces virgules, list-and les relie.
list-clauses = { $first }, et { $last }
# Comme list-clauses : l'espagnol dit « e » au lieu de « y » devant un son i.
list-clauses-e = { $first }, et { $last }

# A negative number, said in words: speech drops a leading "-" and reads "−" in English.
# $number is the number without its sign ("moins 2 points").
common-minus = moins { $number }
# Un pourcentage, dit partout de la même façon (« 19 % », lu « dix-neuf pour cent »). $number : le nombre entier de pour cent.
common-percent = { $number } %
