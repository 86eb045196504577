## Tables en ligne : le salon, la discussion, la connexion au serveur.

# H ou Maj+H à une table en ligne : le conseil explore toute la partie, que seul le serveur connaît.
lobby-no-hints = Pas de conseil à une table en ligne : un conseil demande la partie entière, et seul le serveur la connaît.
# Contrôle+S à une table en ligne : la partie est enregistrée par le serveur.
lobby-no-save = Une table en ligne est enregistrée par son serveur : il n'y a pas de copie à faire ici.
# Q à une table en ligne, confirmé : retour au menu principal, la place gardée.
lobby-left-table = Vous avez quitté la table. Votre place vous attend : rejoignez de nouveau la table pour la retrouver.
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
lobby-chat-local = La discussion, c'est pour les tables en ligne : ici, tout le monde partage le clavier.
