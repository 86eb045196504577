## Fairy Lights : la partie guidée, une explication et un indice par étape.

# Étape 1 : la boutique est vide, il faut piocher ; la petite pioche de la leçon.
fairy-lights-tutorial-first-draw = Dans Fairy Lights, les cartes piochées une à une forment une rangée visible de tous, la boutique ; à votre tour, vous piochez tant que vous l'osez, puis vous prenez les cartes d'une couleur. Pour que la leçon soit courte, la pioche ne contient que ses 10 dernières cartes. La boutique est vide, vous devez donc piocher : appuyez sur Entrée, ou sur R.
# Indice de l'étape 1.
fairy-lights-tutorial-first-draw-hint = La boutique est vide : le seul coup possible est de piocher. Appuyez sur Entrée, ou sur R.
# Étape 2 : piocher ou prendre ; le risque de piocher.
fairy-lights-tutorial-draw-again = Avec 1 à 4 cartes dans la boutique, vous choisissez : piocher encore, ou prendre des cartes. Piocher comporte un risque : si la carte piochée a la couleur de la dernière carte de la boutique, vous grillez, et votre tour s'arrête sans rien. La dernière carte est rouge ; piochez encore une fois avec R.
# Indice de l'étape 2.
fairy-lights-tutorial-draw-again-hint = Pas encore. Piochez encore une fois avec R avant de prendre des cartes.
# Étape 3 : prendre, et ce que font les ampoules d'une couleur.
fairy-lights-tutorial-take-red = Une carte jaune après une rouge : vous ne grillez pas. Prenez des cartes maintenant. Prendre, c'est prendre toutes les cartes d'une couleur dans la boutique. Comptez ensuite vos ampoules de cette couleur : un multiple de 3 fait marquer ces cartes, et leurs étoiles sont à vous ; une ou deux, vous les gardez face visible, et à la fin leurs étoiles comptent contre vous si elles ne sont pas marquées ; 4 ou plus sans être un multiple de 3, vous les défaussez toutes. Appuyez sur K et prenez le rouge : une ampoule, que vous gardez.
# Indice de l'étape 3.
fairy-lights-tutorial-take-red-hint = Pas ce coup-là. Appuyez sur K et prenez la carte rouge.
# Étape 4 : après que l'adversaire a grillé.
fairy-lights-tutorial-after-bust = Votre adversaire a pioché une carte verte, puis une autre verte juste après : grillé ! Son tour s'arrête les mains vides, et les deux vertes restent dans la boutique. Écoutez la couleur de la dernière carte de la boutique : c'est elle qui fait griller. La boutique compte 3 cartes ; piochez avec Entrée ou R.
# Indice de l'étape 4.
fairy-lights-tutorial-after-bust-hint = Pas encore. Piochez avec R : une carte rouge arrive.
# Étape 5 : marquer 3 ampoules rouges.
fairy-lights-tutorial-bank-red = Une carte rouge à 2 ampoules. Prenez le rouge avec K : avec la carte rouge gardée, 1 et 2 font 3 ampoules, un multiple de 3. Les deux cartes rouges sont marquées, et leurs 3 étoiles comptent pour vous pour de bon.
# Indice de l'étape 5.
fairy-lights-tutorial-bank-red-hint = Pas ce coup-là. Appuyez sur K et prenez le rouge : 3 ampoules rouges sont marquées.
# Étape 6 : l'adversaire garde deux vertes face visible.
fairy-lights-tutorial-draw-purple = Votre adversaire a pris les deux vertes : 2 ampoules, gardées face visible. À la fin, les étoiles encore face visible comptent contre leur propriétaire : ces vertes sont une dette tant qu'elles ne sont pas marquées. Il ne reste que la carte jaune dans la boutique ; piochez avec Entrée ou R.
# Indice de l'étape 6.
fairy-lights-tutorial-draw-purple-hint = Pas encore. Piochez avec R.
# Étape 7 : une pioche sans risque.
fairy-lights-tutorial-draw-blue = Une carte violette après la jaune : vous ne grillez pas. Piochez encore avec R.
# Indice de l'étape 7.
fairy-lights-tutorial-draw-blue-hint = Pas encore. Piochez encore avec R.
# Étape 8 : quelle couleur ferait griller maintenant.
fairy-lights-tutorial-draw-fourth = Une carte bleue. La dernière carte est bleue maintenant, donc seule une carte bleue vous ferait griller. La touche B dit à tout moment ce qui reste dans la pioche et le risque de griller. Piochez encore avec R.
# Indice de l'étape 8.
fairy-lights-tutorial-draw-fourth-hint = Pas encore. Piochez encore avec R.
# Étape 9 : la cinquième carte remplit la boutique.
fairy-lights-tutorial-fill-shop = La boutique contient une carte jaune, une violette, une bleue et une violette. Une carte de plus la remplit : avec 5 cartes dans la boutique, il faut prendre des cartes, et personne ne peut plus piocher. Piochez avec R.
# Indice de l'étape 9.
fairy-lights-tutorial-fill-shop-hint = Pas encore. Piochez avec R pour remplir la boutique.
# Étape 10 : boutique pleine, prendre deux couleurs.
fairy-lights-tutorial-take-two = La boutique est pleine : vous prenez toutes les cartes de deux couleurs. La liste est ouverte : choisissez « Bleu et violet », tout en bas de la liste : vos 3 ampoules violettes sont marquées, et votre carte bleue, à une ampoule, reste face visible. Les jaunes ne vous apporteraient que des ennuis.
# Indice de l'étape 10.
fairy-lights-tutorial-take-two-hint = Pas ce choix. Appuyez sur K et prenez bleu et violet.
# Étape 11 : la défausse de l'adversaire, et la dernière carte de la pioche.
fairy-lights-tutorial-last-card = Votre adversaire a pris les deux jaunes : 4 ampoules, pas un multiple de 3, donc toutes ses cartes jaunes sont défaussées. La boutique est de nouveau vide : piochez avec Entrée ou R. C'est la dernière carte de la pioche.
# Indice de l'étape 11.
fairy-lights-tutorial-last-card-hint = La boutique est vide : le seul coup possible est de piocher. Appuyez sur Entrée, ou sur R.
# Étape 12 : la fin de la pioche.
fairy-lights-tutorial-take-last = C'était la dernière carte : pour finir votre tour, vous pouvez encore prendre des cartes, mais plus piocher. Prenez le bleu avec K : 3 ampoules bleues sont marquées, et la partie se termine. Votre score, ce sont les étoiles de vos cartes marquées, moins celles des cartes encore face visible.
# Indice de l'étape 12.
fairy-lights-tutorial-take-last-hint = Appuyez sur K et prenez le bleu.
# Dit à la fin de la partie guidée, avant « vous connaissez les règles ».
fairy-lights-tutorial-end = Vous avez vu l'essentiel de Fairy Lights : piocher, griller, prendre des cartes, les garder, les marquer et les défausser, et la fin de la pioche. Une vraie partie se joue avec les 60 cartes, de 2 à 5 joueurs.
