## Tables en ligne : erreurs renvoyées par le serveur (le client les dit dans la langue du joueur).

# Une trame websocket binaire : seules les trames texte sont comprises.
online-error-binary = Le serveur ne comprend que les messages texte.
# Un message plus long que la limite ($limit en octets).
online-error-too-big = Ce message est trop long{"\u00A0"}: la limite est de { $limit ->
    [one] { $limit } octet
   *[other] { $limit } octets
}.
# Un message qui n'est pas du JSON valide (ou pas de l'UTF-8 valide, ou trop imbriqué).
online-error-not-json = Le serveur n'a pas pu lire ce message.
# Un message JSON qui n'est pas un objet.
online-error-not-an-object = Le serveur n'a pas pu lire ce message{"\u00A0"}: ce n'est pas une requête.
# La version du protocole du message n'est pas celle du serveur ($version : celle du serveur).
online-error-bad-version = Ce client parle une autre version du protocole{"\u00A0"}; le serveur parle la version { $version }. Mettez accessiplay à jour.
# Le type du message est inconnu du serveur.
online-error-bad-type = Le serveur ne connaît pas cette requête.
# Le numéro de référence du message n'est pas un entier positif.
online-error-bad-ref = Le numéro de référence de la requête n'est pas valable.
# Le message contient un champ qu'aucune requête de ce type ne contient.
online-error-unknown-field = Cette requête contient quelque chose que le serveur n'attend pas.
# Il manque un champ nécessaire ($field : le nom du champ dans le protocole).
online-error-missing-field = Il manque le champ { $field } à cette requête.
# Un champ a le mauvais type ou sort des bornes ($field : le nom du champ dans le protocole).
online-error-bad-field = Le champ { $field } de cette requête n'est pas valable.
# Le nom du joueur est vide une fois les caractères de contrôle retirés.
online-error-bad-name = Choisissez un nom d'au moins une lettre.
# Une requête arrivée avant le bonjour du client.
online-error-hello-first = Commencez par vous identifier auprès du serveur.
# Un second bonjour sur la même connexion.
online-error-hello-again = Vous êtes déjà connecté à ce serveur.
# Le mot de passe du serveur manque ou est faux.
online-error-password = Mot de passe incorrect pour ce serveur.
# Aucun jeu ne porte cet identifiant.
online-error-unknown-game = Ce jeu n'existe pas sur ce serveur.
# Les places d'une nouvelle table ne conviennent pas au jeu (nombre, sorte ou niveau des robots).
online-error-bad-seats = Ces places ne conviennent pas à ce jeu{"\u00A0"}: vérifiez le nombre de joueurs et le niveau des robots. La première place est la vôtre.
# Les options d'une nouvelle table ne sont pas celles du jeu.
online-error-bad-options = Ces options n'existent pas pour ce jeu.
# Aucune table ne porte cet identifiant (ou elle est fermée).
online-error-unknown-table = Cette table n'existe pas, ou elle est fermée.
# Ce numéro n'est pas celui d'une place de joueur à cette table.
online-error-bad-seat = Cette place n'est pas une place de joueur à cette table.
# Quelqu'un occupe déjà cette place.
online-error-seat-taken = Quelqu'un est déjà assis à cette place.
# Toutes les places de joueur sont prises.
online-error-no-free-seat = Cette table n'a plus de place libre{"\u00A0"}; vous pouvez la regarder.
# Le jeton ne correspond pas (la place d'un joueur déconnecté exige son jeton).
online-error-bad-token = Cette place est gardée pour un joueur qui va revenir.
# Le client est déjà assis à cette table, ou la regarde déjà.
online-error-already-seated = Vous êtes déjà à cette table.
# Le client n'est pas à cette table (pour jouer, discuter ou la quitter).
online-error-not-seated = Vous n'êtes pas à cette table.
# La table attend encore des joueurs avant de commencer.
online-error-not-started = La partie n'a pas commencé{"\u00A0"}: la table attend des joueurs.
# Un coup envoyé alors que la partie n'attend pas ce joueur.
online-error-not-your-turn = Ce n'est pas votre tour.
# Un coup envoyé pour un moment de la partie déjà passé (envoyé deux fois, ou dépassé).
online-error-stale = Ce coup arrive trop tard{"\u00A0"}: la partie a avancé.
# Un coup que le jeu ne connaît pas.
online-error-bad-action = Le serveur ne connaît pas ce coup.
# Un coup que les règles refusent (le client dit aussi la raison propre au jeu).
online-error-illegal = Ce coup n'est pas permis.
# Un message de discussion vide une fois les caractères de contrôle retirés.
online-error-empty-chat = Le message est vide.
# Trop de requêtes trop vite sur une connexion.
online-error-rate-limited = Trop de requêtes d'un coup{"\u00A0"}; patientez un instant.
# La connexion a ouvert plus de tables que permis ($limit tables).
online-error-too-many-tables = Vous ne pouvez pas ouvrir { $limit ->
    [1] plus d'une table
    [one] plus de { $limit } table
   *[other] plus de { $limit } tables
} à la fois.
# Le serveur a atteint son maximum de connexions ou de tables.
online-error-server-full = Le serveur est plein{"\u00A0"}; réessayez plus tard.
# Une trame du serveur que le client ne sait pas lire.
online-error-bad-event = Le serveur a envoyé quelque chose que ce client ne sait pas lire.
# Une erreur interne du serveur ; la requête n'a rien changé.
online-error-internal = Le serveur n'a pas pu traiter cette requête{"\u00A0"}; rien n'a changé.

## accessiplay serve : ce que le serveur affiche dans son terminal.

# Affiché dès que le serveur écoute ; $url : où il écoute (ws://HÔTE:PORT) ; $address : ce qu'on tape après join.
online-serve-listening = Le serveur héberge des tables en ligne à l'adresse { $url }. Les joueurs s'y connectent avec{"\u00A0"}: accessiplay join { $address }. Ctrl+C arrête le serveur.
# --cert a été donné sans --key, ou l'inverse.
online-serve-cert-and-key = Donnez à la fois --cert et --key, ou aucun des deux.
# Affiché au démarrage quand ACCESSIPLAY_TABLE_SEED ($variable) ne contient pas une graine ; le serveur démarre quand même.
online-serve-seed-ignored = { $variable } ne contient pas un nombre entier d'au plus 19 chiffres{"\u00A0"}: sa valeur est ignorée, et les dés de chaque table restent imprévisibles.
# Toute autre raison donnée par le système ; $error n'est que son nom court (EMFILE, EAI_AGAIN), jamais son texte anglais.
online-serve-refused = Le serveur n'a pas pu démarrer{"\u00A0"}: le système l'a refusé (erreur { $error }).
# serve --port désigne un port ($port) de $host, tel que tapé, sur lequel un autre programme écoute déjà.
online-serve-port-in-use = Le serveur n'a pas pu démarrer{"\u00A0"}: un autre programme utilise déjà le port { $port } sur { $host }. Arrêtez ce programme, ou indiquez un autre --port (avec --port 0, le système en choisit un libre).
# serve --port inférieur à 1024 sans les droits d'administrateur.
online-serve-port-reserved = Le serveur n'a pas pu démarrer{"\u00A0"}: sur ce système, seul l'administrateur peut ouvrir le port { $port }. Indiquez un --port supérieur à 1023.
# serve --host désigne une adresse ($host, telle que tapée) qui appartient à un autre ordinateur.
online-serve-not-this-computer = Le serveur n'a pas pu démarrer{"\u00A0"}: { $host } n'est pas une adresse de cet ordinateur. Indiquez une adresse de cet ordinateur, 0.0.0.0 pour ouvrir le serveur à votre réseau, ou retirez --host pour que seul cet ordinateur puisse s'y connecter.
# --cert ou --key est illisible, ou n'est pas un certificat et sa clé ; $error est un code court (ENOENT, PEM_LIB).
online-serve-cert-unusable = Le serveur n'a pas pu démarrer{"\u00A0"}: le certificat { $cert } et sa clé { $key } sont illisibles ou ne correspondent pas (erreur { $error }). Indiquez un certificat et sa clé lisibles par ce programme.
# serve --host ne désigne aucun ordinateur ($host tel que tapé) : un nom qu'aucune recherche ne peut encoder ni trouver.
online-serve-bad-host = Le serveur n'a pas pu démarrer{"\u00A0"}: «{"\u00A0"}{ $host }{"\u00A0"}» ne correspond à aucun ordinateur. Indiquez une adresse ou un nom de cet ordinateur, 0.0.0.0 pour ouvrir le serveur à votre réseau, ou retirez --host pour que seul cet ordinateur puisse s'y connecter.
# Le fichier des tables dans --data n'est pas une base que SQLite sait lire ; $path est ce fichier.
online-serve-store-damaged = Le serveur n'a pas pu démarrer{"\u00A0"}: { $path } est abîmé ou n'est pas un fichier de tables. Déplacez-le pour repartir sans tables, ou indiquez un autre dossier --data.
# Le fichier des tables ne peut pas être créé dans le dossier --data ($folder) : on ne peut pas y écrire.
online-serve-store-unwritable = Le serveur n'a pas pu démarrer{"\u00A0"}: il ne peut pas enregistrer ses tables dans { $folder }. Indiquez avec --data un dossier où vous pouvez écrire.
# Dit à l'opérateur (stderr) quand le disque n'accepte plus l'écriture des tables en cours de service ; les parties continuent en mémoire.
online-serve-store-failing = Impossible d'écrire les tables dans { $folder } (le disque est plein ou refuse l'écriture) : les parties continuent, et leurs coups seront écrits dès qu'il y aura de la place. Libérez de la place avant d'arrêter le serveur, sinon les coups joués depuis seront perdus.
# Dit à l'opérateur quand le disque accepte de nouveau les écritures en attente.
online-serve-store-writing-again = Les tables sont de nouveau écrites dans { $folder } : aucun coup n'a été perdu.
