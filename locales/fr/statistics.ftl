## Statistiques, dans le menu principal : une ligne pour chaque jeu joué, lue avec Haut et Bas.

# Le titre de l'écran des statistiques, dit à son ouverture.
statistics-title = Statistiques.
# Statistiques : aucune partie n'est encore comptée (pas de fichier de statistiques, ou un fichier abîmé mis de côté), et comment une partie vient à l'être ; dit à l'ouverture et à chaque touche de la liste.
statistics-none = Aucune partie jouée pour l'instant. Chaque partie que vous terminerez sera comptée ici.
# La ligne d'un jeu. $game : le nom du jeu ; $details : ses comptes, reliés par statistics-then (« 12 parties jouées, 7 gagnées, 5 gagnées sans conseil, vous avez demandé conseil dans 4 parties (9 conseils) »).
statistics-game = { $game } : { $details }.
# Relie un détail de la ligne d'un jeu au suivant : $first, les détails jusque-là ; $next, celui qui suit.
statistics-then = { $first }, { $next }
# Combien de parties de ce jeu ont été jouées jusqu'au bout.
statistics-played = { $count ->
    [1] une partie jouée
    [one] { $count } partie jouée
   *[other] { $count } parties jouées
}
# Parmi les parties jouées, combien l'ont été en solo (dit seulement quand d'autres ont été jouées avec des adversaires : celles en solo ne sont ni gagnées ni perdues).
statistics-alone = { $count ->
    [1] dont une en solo
   *[other] dont { $count } en solo
}
# Parmi les parties jouées, combien n'avaient que des humains à la table, sans aucun robot (joueurs qui se partagent un clavier) : l'un d'eux gagne toujours, elles ne sont donc ni gagnées ni perdues.
statistics-no-bot = { $count ->
    [1] dont une sans robot
   *[other] dont { $count } sans robot
}
# Un jeu en solo avec score : le meilleur score jusqu'ici.
statistics-best = meilleur score { $score }
# Combien de ces parties le joueur a gagnées.
statistics-won = { $count ->
    [0] aucune gagnée
    [1] une gagnée
    [one] { $count } gagnée
   *[other] { $count } gagnées
}
# Combien de parties le joueur a gagnées, comptées seulement depuis cette version (les parties d'avant n'étaient comptées ni gagnées ni perdues) : « 2 gagnées sur les 5 dernières », ou « la dernière gagnée » (ou « non gagnée ») quand une seule partie a été jouée depuis. $count : les parties gagnées ; $since : les parties jouées depuis.
statistics-won-since = { $since ->
    [1] { $count ->
        [0] la dernière non gagnée
       *[other] la dernière gagnée
    }
   *[other] { $count ->
        [0] aucune gagnée
        [1] une gagnée
        [one] { $count } gagnée
       *[other] { $count } gagnées
    } sur les { $since } dernières
}
# Combien de parties le joueur a gagnées sans demander de conseil (H ou Maj+H).
statistics-won-unaided = { $count ->
    [0] aucune gagnée sans conseil
    [1] une gagnée sans conseil
    [one] { $count } gagnée sans conseil
   *[other] { $count } gagnées sans conseil
}
# Les conseils demandés : $games, dans combien de parties ; $hints, combien en tout.
statistics-hints = { $games ->
    [0] aucun conseil demandé
   *[other] vous avez demandé conseil dans { $games ->
        [1] une partie
        [one] { $games } partie
       *[other] { $games } parties
    } ({ $hints ->
        [1] un conseil
        [one] { $hints } conseil
       *[other] { $hints } conseils
    })
}
# Le fichier de statistiques est illisible et n'a pas pu être mis de côté non plus : rien n'a changé. $path : le fichier.
statistics-damaged-left = Votre fichier de statistiques { $path } est illisible, et il n'a pas pu être mis de côté : il est laissé tel quel, rien n'a été supprimé.
