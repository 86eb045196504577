## Tables en ligne : le salon, la discussion, la connexion au serveur.

# H ou Maj+H à une table en ligne : le conseil explore toute la partie, que seul le serveur connaît.
lobby-no-hints = Pas de conseil à une table en ligne : un conseil demande la partie entière, et seul le serveur la connaît.
# Contrôle+S à une table en ligne : la partie est enregistrée par le serveur.
lobby-no-save = Une table en ligne est enregistrée par son serveur : il n'y a pas de copie à faire ici.
# Q à une table en ligne, confirmé : retour au menu principal, la place gardée.
lobby-left-table = Vous avez quitté la table. Votre place vous attend : rejoignez de nouveau la table pour la retrouver.
# Q à une table en ligne : la question avant de partir (le serveur garde la place, pas une sauvegarde).
lobby-leave-question = Quitter la table ? Votre place vous attend : rejoignez de nouveau la table pour la retrouver.
# Titre de la saisie d'un message.
lobby-title-chat = Discussion.
# F4 à une table en ligne : la question de la saisie.
lobby-chat-question = Votre message à la table ?
# Les touches de la saisie, dites après la question.
lobby-chat-keys = Tapez votre message ; Retour arrière efface, Entrée l'envoie, Échap annule.
# La saisie est pleine.
lobby-chat-full = Un message compte au plus { $count ->
    [one] { $count } caractère
   *[other] { $count } caractères
}.
# Entrée sur une saisie vide : rien n'est envoyé.
lobby-chat-empty = Rien à envoyer.
# F4 à une table jouée sur ce clavier.
lobby-chat-local = La discussion est réservée aux tables en ligne : ici, tout le monde partage le même clavier.
# Menu principal, Jouer en ligne : l'adresse du serveur, la dernière donnée déjà tapée.
lobby-address-question = Adresse du serveur ? Par exemple localhost ou example.org:8765.
# Entrée sur une adresse vide.
lobby-no-address = Aucune adresse : rien à quoi se connecter.
# Une adresse de serveur à laquelle aucune connexion n'est possible ($address telle que tapée) : pas d'hôte, une espace, un port hors limites.
lobby-bad-address = L'adresse « { $address } » ne peut pas être celle d'un serveur : tapez un nom d'hôte, éventuellement suivi de deux-points et d'un numéro de port de 1 à 65535, par exemple localhost ou example.org:8765.
# Le mot de passe du serveur, demandé après son adresse.
lobby-password-question = Mot de passe ? Appuyez sur Entrée sans rien taper si le serveur n'en a pas.
# Connexion à un serveur ($address telle que tapée).
lobby-connecting = Connexion à { $address }.
# Le serveur a accueilli le joueur.
lobby-connected = Connecté à { $address }.
# La connexion au serveur est perdue ; nouvel essai dans $seconds secondes.
lobby-lost = Connexion au serveur perdue. Nouvel essai dans { $seconds ->
    [1] une seconde
    [one] { $seconds } seconde
   *[other] { $seconds } secondes
}.
# La connexion est revenue après une perte.
lobby-reconnected = Connexion retrouvée.
# La place a été reprise avec son jeton après une coupure.
lobby-back-at-table = De retour à la table.
# Reprise de place refusée après une coupure : le serveur garde encore la place pour la connexion coupée (jusqu'à l'expiration de ses pings) ; le client redemande tout seul.
lobby-seat-still-held = Le serveur garde encore votre place pour la connexion coupée ; nouvel essai dans quelques secondes.
# Une demande alors que la connexion est coupée.
lobby-not-connected = Pas de connexion au serveur ; un nouvel essai est en cours.
# Échap dans le salon : la connexion est fermée.
lobby-disconnected = Vous avez quitté le serveur.
# Titre du salon : la liste des tables du serveur.
lobby-title = Salon.
# Premier élément du salon.
lobby-create = Créer une table
# Une table du salon : son jeu, les places libres sur le total, qui y est assis, où elle en est,
# et si une place de ce joueur y est gardée ($kept yes ou no).
lobby-table = { $game } : { $free ->
    [0] { $count ->
        [one] sa seule place est prise
       *[other] ses { $count } places sont prises
    }
    [1] une place libre sur { $count }
    [one] { $free } place libre sur { $count }
   *[other] { $free } places libres sur { $count }
} ; { $players } ; { $state ->
    [playing] partie en cours
    [over] partie finie
   *[waiting] en attente de joueurs
}{ $kept ->
    [yes] ; votre place vous attend
   *[no] {""}
}
# Un bot à une table listée ($level : son niveau, « bot normal »).
lobby-bot = { $level }
# Une table listée où personne n'est encore assis.
lobby-nobody = personne pour l'instant
# Une nouvelle liste de tables est arrivée ($count tables).
lobby-tables = { $count ->
    [0] Aucune table ouverte pour l'instant : créez-en une.
    [1] Une table.
    [one] { $count } table.
   *[other] { $count } tables.
}
# F5 dans le salon.
lobby-refreshing = Nouvelle lecture des tables.
# J dans le salon : la question.
lobby-table-id-question = L'identifiant de la table privée ?
# Titre des choix d'une table.
lobby-title-table = Table.
# Une place libre à prendre ($n : le numéro de la place).
lobby-take-seat = Prendre la place { $n }
# Une place gardée pour ce joueur, à reprendre.
lobby-take-back = Reprendre votre place, la place { $n }
# Regarder une table sans jouer.
lobby-watch = Regarder la partie
# Dit après le choix d'une place, ou de regarder, avant la réponse du serveur.
lobby-joining = Vous rejoignez la table.
# Titre du formulaire d'une nouvelle table.
lobby-title-create = Nouvelle table en ligne.
# La place du créateur.
lobby-seat-you = Place { $n } : vous
# Une place laissée à un joueur qui rejoindra.
lobby-seat-open = Place { $n } : un joueur qui rejoindra la table
# Si la table est privée (absente du salon, rejointe par son identifiant).
lobby-private = Table privée : { $on ->
    [yes] oui, accessible seulement par son identifiant
   *[no] non, affichée dans le salon
}
# Combien de temps on attend un joueur absent avant qu'un bot normal joue pour lui.
lobby-bot-after = Un robot joue pour un joueur absent : après { $seconds ->
    [1] une seconde
    [one] { $seconds } seconde
   *[other] { $seconds } secondes
}
# La même ligne quand aucun bot ne joue jamais pour un joueur absent.
lobby-bot-after-never = Un robot joue pour un joueur absent : jamais, la table attend
# Dernière ligne du formulaire.
lobby-create-start = Créer la table
# Dit une fois la table demandée.
lobby-creating = Création de la table.
# Une table privée est créée : son identifiant, lettre par lettre, à donner à ses amis.
lobby-created-private = Table privée créée. Son identifiant, à donner à vos amis : { $table }.
# Une place dont le joueur n'est pas encore venu ($n : son numéro).
lobby-free-seat = Place { $n }, libre
# Quelqu'un que le client ne sait pas nommer.
lobby-someone = Quelqu'un
# Les joueurs qui arrivent et qui partent ($name : qui).
lobby-presence-joined = { $name } prend place à la table.
# Présence : un joueur a quitté la table.
lobby-presence-left = { $name } quitte la table.
# Présence : un joueur a perdu la connexion.
lobby-presence-dropped = { $name } a perdu la connexion ; la table l'attend.
# Présence : un joueur a repris sa place.
lobby-presence-back = { $name } est de retour à la table.
# Présence : un bot remplace un joueur absent.
lobby-presence-bot = Un robot joue désormais pour { $name }.
# Présence : un spectateur est arrivé.
lobby-presence-watching = { $name } regarde la partie.
# Une phrase de la discussion ($name a dit $text).
lobby-chat-said = { $name } dit : { $text }
# Aucun serveur ne répond (adresse erronée, ou pas de serveur) ; nouvel essai dans $seconds
# secondes.
lobby-unreachable = Aucun serveur ne répond à { $address }. Nouvel essai dans { $seconds ->
    [1] une seconde
    [one] { $seconds } seconde
   *[other] { $seconds } secondes
} ; choisissez de nouveau Jouer en ligne pour donner une autre adresse.
# Une partie locale commence alors qu'un serveur est encore en cours d'essai : les essais s'arrêtent.
lobby-stopped-trying = Plus aucun essai de connexion à { $address } : choisissez Jouer en ligne pour réessayer.
# Quelque chose répond à l'adresse, mais n'a pas accueilli le joueur depuis $seconds secondes
# (pas un serveur accessiplay, ou un serveur bloqué) ; le client continue d'attendre.
lobby-no-welcome = { $address } répond, mais pas comme un serveur accessiplay : aucun message d'accueil au bout de { $seconds ->
    [1] une seconde
    [one] { $seconds } seconde
   *[other] { $seconds } secondes
}. L'attente continue ; choisissez de nouveau Jouer en ligne pour donner une autre adresse.
# Après un refus du bonjour qu'un nouvel essai rencontrerait encore (mauvais mot de passe) : le
# client cesse d'essayer.
lobby-hello-refused = La connexion est fermée ; choisissez de nouveau Jouer en ligne pour réessayer.
