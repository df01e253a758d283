<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>AppController</name>
    <message>
        <source>The demo shop could not be started.</source>
        <translation>Impossible de démarrer la boutique de démonstration.</translation>
    </message>
    <message>
        <source>Login failed.</source>
        <translation>Échec de la connexion.</translation>
    </message>
    <message>
        <source>No login for the screenshot: use --demo, or set WEBSHOP_API_USER, WEBSHOP_API_PASSWORD, WEBSHOP_USERNAME and WEBSHOP_PASSWORD.</source>
        <translation>Aucun identifiant pour la capture d’écran&#xa0;: utilisez --demo ou définissez WEBSHOP_API_USER, WEBSHOP_API_PASSWORD, WEBSHOP_USERNAME et WEBSHOP_PASSWORD.</translation>
    </message>
    <message>
        <source>No delivery address of this customer is in store %1.</source>
        <translation>Ce client n’a aucune adresse de livraison rattachée au magasin %1.</translation>
    </message>
    <message>
        <source>This customer has no delivery address.</source>
        <translation>Ce client n’a aucune adresse de livraison.</translation>
    </message>
    <message>
        <source>The article could not be loaded: %1</source>
        <translation>L’article n’a pas pu être chargé&#xa0;: %1</translation>
    </message>
    <message>
        <source>The search could not be loaded: %1</source>
        <translation>La recherche n’a pas pu être chargée&#xa0;: %1</translation>
    </message>
    <message>
        <source>The basket could not be loaded: %1</source>
        <translation>Le panier n’a pas pu être chargé&#xa0;: %1</translation>
    </message>
    <message>
        <source>The lists could not be loaded: %1</source>
        <translation>Les listes n’ont pas pu être chargées&#xa0;: %1</translation>
    </message>
    <message>
        <source>The list could not be loaded: %1</source>
        <translation>La liste n’a pas pu être chargée&#xa0;: %1</translation>
    </message>
    <message>
        <source>The order file %1 could not be opened.</source>
        <translation>Le fichier de commande %1 n’a pas pu être ouvert.</translation>
    </message>
    <message>
        <source>The sample order is missing from this build.</source>
        <translation>La commande d’exemple manque dans cette version.</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Webshop Desktop: order from your wholesaler&apos;s webshop.</source>
        <translation>Webshop Desktop&#xa0;: commandez sur la boutique en ligne de votre grossiste.</translation>
    </message>
    <message>
        <source>Start the built-in demo shop and log in as the demo customer.</source>
        <translation>Démarrer la boutique de démonstration intégrée et se connecter comme client de démonstration.</translation>
    </message>
    <message>
        <source>Address of the webshop API server.</source>
        <translation>Adresse du serveur API de la boutique en ligne.</translation>
    </message>
    <message>
        <source>Language and formats, e.g. de-DE or en-GB.</source>
        <translation>Langue et formats, p. ex. fr-FR ou en-GB.</translation>
    </message>
    <message>
        <source>Start with this search.</source>
        <translation>Démarrer avec cette recherche.</translation>
    </message>
    <message>
        <source>View to show: %1.</source>
        <translation>Vue à afficher&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Article (variant id) for the article view.</source>
        <translation>Article (identifiant de variante) pour la vue article.</translation>
    </message>
    <message>
        <source>When the view has finished loading, save the window as PNG and exit.</source>
        <translation>Une fois la vue chargée, enregistrer la fenêtre en PNG et quitter.</translation>
    </message>
    <message>
        <source>Window size, default 1440x900.</source>
        <translation>Taille de la fenêtre, 1440x900 par défaut.</translation>
    </message>
    <message>
        <source>Seconds to wait for a screenshot, default 30.</source>
        <translation>Délai d’attente de la capture en secondes, 30 par défaut.</translation>
    </message>
    <message>
        <source>Delivery address by store id (non-interactive login).</source>
        <translation>Adresse de livraison par identifiant de magasin (connexion non interactive).</translation>
    </message>
    <message>
        <source>Unexpected argument: %1</source>
        <translation>Argument inattendu&#xa0;: %1</translation>
    </message>
    <message>
        <source>Not a valid http(s) address: %1</source>
        <translation>Adresse http(s) non valide&#xa0;: %1</translation>
    </message>
    <message>
        <source>Not a locale tag like de-DE: %1</source>
        <translation>Code de langue non valide (format fr-FR)&#xa0;: %1</translation>
    </message>
    <message>
        <source>Unknown view &quot;%1&quot;; choose one of %2.</source>
        <translation>Vue «&#xa0;%1&#xa0;» inconnue&#xa0;; choisissez parmi&#xa0;: %2.</translation>
    </message>
    <message>
        <source>--show article needs --article or --search.</source>
        <translation>--show article nécessite --article ou --search.</translation>
    </message>
    <message>
        <source>Window size must look like 1440x900: %1</source>
        <translation>La taille de fenêtre doit être au format 1440x900&#xa0;: %1</translation>
    </message>
    <message>
        <source>Timeout must be 1 to 3600 seconds: %1</source>
        <translation>Le délai doit être compris entre 1 et 3600 secondes&#xa0;: %1</translation>
    </message>
    <message>
        <source>--base-url must not contain a user name or password: give the server address only, and the logins through WEBSHOP_API_USER, WEBSHOP_API_PASSWORD, WEBSHOP_USERNAME and WEBSHOP_PASSWORD or the sign-in form.</source>
        <translation>--base-url ne doit contenir ni nom d’utilisateur ni mot de passe&#xa0;: indiquez uniquement l’adresse du serveur, et les identifiants via WEBSHOP_API_USER, WEBSHOP_API_PASSWORD, WEBSHOP_USERNAME et WEBSHOP_PASSWORD ou le formulaire de connexion.</translation>
    </message>
    <message>
        <source>Check every line of an order file (CSV, TSV) against the server without a window; exit code 0 only when every line resolved.</source>
        <translation>Vérifie chaque ligne d’un fichier de commande (CSV, TSV) auprès du serveur, sans fenêtre&#xa0;; code de sortie 0 uniquement si chaque ligne a été résolue.</translation>
    </message>
    <message>
        <source>Where --import writes its report (CSV, one row per line).</source>
        <translation>Où --import écrit son rapport (CSV, une ligne par ligne du fichier).</translation>
    </message>
    <message>
        <source>With --import: also add the resolved lines to the basket.</source>
        <translation>Avec --import&#xa0;: ajouter aussi au panier les lignes résolues.</translation>
    </message>
    <message>
        <source>With --import: lines with the same pack are reported (ask, the default), merged into the first line (merge) or kept as lines of their own (keep).</source>
        <translation>Avec --import&#xa0;: les lignes ayant le même conditionnement sont signalées (ask, par défaut), fusionnées dans la première ligne (merge) ou conservées comme lignes distinctes (keep).</translation>
    </message>
    <message>
        <source>--import needs --report OUT.csv.</source>
        <translation>--import nécessite --report OUT.csv.</translation>
    </message>
    <message>
        <source>--import runs without a window: leave out --screenshot and --show.</source>
        <translation>--import s’exécute sans fenêtre&#xa0;: omettez --screenshot et --show.</translation>
    </message>
    <message>
        <source>--duplicates must be ask, merge or keep: %1</source>
        <translation>--duplicates doit valoir ask, merge ou keep&#xa0;: %1</translation>
    </message>
    <message>
        <source>--import shows the preview of the file: use --show import or no --show.</source>
        <translation>--import affiche l’aperçu du fichier&#xa0;: utilisez --show import ou aucun --show.</translation>
    </message>
    <message>
        <source>--show import needs --import FILE, or --demo for the sample order.</source>
        <translation>--show import nécessite --import FICHIER, ou --demo pour la commande d’exemple.</translation>
    </message>
    <message>
        <source>With --add: also add lines above the large-quantity limits of Preferences (default: more than 20 packs, 25 kg or 500 gross), which are otherwise left out as needs_confirmation.</source>
        <translation>Avec --add&#xa0;: ajouter aussi les lignes au-delà des seuils de quantités importantes des Préférences (par défaut&#xa0;: plus de 20 conditionnements, 25 kg ou 500 TTC), sinon écartées comme needs_confirmation.</translation>
    </message>
    <message>
        <source>--allow-large goes with --add: without it nothing is added.</source>
        <translation>--allow-large va avec --add&#xa0;: sans --add, rien n’est ajouté.</translation>
    </message>
    <message>
        <source>With --add: add every line anew, also the lines an earlier run of the same file already added (without it they are reported as already_added and not sent).</source>
        <translation>Avec --add&#xa0;: ajouter à nouveau chaque ligne, y compris celles qu’un import précédent du même fichier a déjà ajoutées (sans cette option, elles sont signalées comme already_added et ne sont pas envoyées).</translation>
    </message>
    <message>
        <source>--report, --add, --allow-large, --again and --duplicates need --import FILE.</source>
        <translation>--report, --add, --allow-large, --again et --duplicates nécessitent --import FICHIER.</translation>
    </message>
    <message>
        <source>--again goes with --add: without it nothing is added.</source>
        <translation>--again va avec --add&#xa0;: sans --add, rien n’est ajouté.</translation>
    </message>
</context>
<context>
    <name>DemoServerMain</name>
    <message>
        <source>Serves the Webshop Commerce Service API with demo data, for trials, tests and integrators.</source>
        <translation>Fournit l’API Webshop Commerce Service avec des données de démonstration, pour les essais, les tests et les intégrateurs.</translation>
    </message>
    <message>
        <source>Port to listen on (0: any free port).</source>
        <translation>Port d’écoute (0&#xa0;: n’importe quel port libre).</translation>
    </message>
    <message>
        <source>port</source>
        <translation>port</translation>
    </message>
    <message>
        <source>Address to listen on (default: loopback only).</source>
        <translation>Adresse d’écoute (par défaut&#xa0;: boucle locale uniquement).</translation>
    </message>
    <message>
        <source>address</source>
        <translation>adresse</translation>
    </message>
    <message>
        <source>Number of articles (0: the curated demo range).</source>
        <translation>Nombre d’articles (0&#xa0;: la gamme de démonstration prédéfinie).</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Token lifetime in seconds.</source>
        <translation>Durée de validité des jetons en secondes.</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>secondes</translation>
    </message>
    <message>
        <source>Delay every reply.</source>
        <translation>Retarder chaque réponse.</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>Fraction of requests answered 503 (0 to 1).</source>
        <translation>Proportion des requêtes recevant une réponse 503 (de 0 à 1).</translation>
    </message>
    <message>
        <source>rate</source>
        <translation>taux</translation>
    </message>
    <message>
        <source>Send replies one byte per interval.</source>
        <translation>Envoyer les réponses octet par octet, un par intervalle.</translation>
    </message>
    <message>
        <source>Read each request, then close the connection without a reply.</source>
        <translation>Lire chaque requête, puis fermer la connexion sans répondre.</translation>
    </message>
    <message>
        <source>Put a few lines into the first demo customer&apos;s basket.</source>
        <translation>Mettre quelques lignes dans le panier du premier client de démonstration.</translation>
    </message>
    <message>
        <source>Do not log requests.</source>
        <translation>Ne pas journaliser les requêtes.</translation>
    </message>
    <message>
        <source>Invalid value for --%1: %2</source>
        <translation>Valeur non valide pour --%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Invalid address for --bind: %1</source>
        <translation>Adresse non valide pour --bind&#xa0;: %1</translation>
    </message>
    <message>
        <source>Cannot listen on %1 port %2.</source>
        <translation>Impossible d’écouter sur %1, port %2.</translation>
    </message>
    <message>
        <source>Webshop demo backend %1 listening on %2 (%3 articles, ready in %4 ms)</source>
        <translation>Backend de démonstration Webshop %1 à l’écoute sur %2 (%3 articles, prêt en %4 ms)</translation>
    </message>
    <message>
        <source>Client login:   apiUser %1, apiPw %2</source>
        <translation>Connexion API&#xa0;:    apiUser %1, apiPw %2</translation>
    </message>
    <message>
        <source>Customer login: username %1, password %2 (%3, customer %4)</source>
        <translation>Connexion client&#xa0;: username %1, password %2 (%3, client %4)</translation>
    </message>
    <message>
        <source>Faults: latency %1 ms, error rate %2, drip %3 ms, drop %4</source>
        <translation>Pannes simulées&#xa0;: latence %1 ms, taux d’erreur %2, drip %3 ms, drop %4</translation>
    </message>
    <message>
        <source>on</source>
        <translation>activé</translation>
    </message>
    <message>
        <source>off</source>
        <translation>désactivé</translation>
    </message>
    <message>
        <source>Press Ctrl+C to stop.</source>
        <translation>Appuyez sur Ctrl+C pour arrêter.</translation>
    </message>
    <message>
        <source>How addItem answers: sync (200 with the basket), async[:ms] (202 with {}; the line appears after ms, default 300) or async-empty[:ms] (the same without a body).</source>
        <translation>Mode de réponse d’addItem&#xa0;: sync (200 avec le panier), async[:ms] (202 avec {}&#xa0;; la ligne apparaît après ms, 300 par défaut) ou async-empty[:ms] (idem sans corps).</translation>
    </message>
    <message>
        <source>mode</source>
        <translation>mode</translation>
    </message>
    <message>
        <source>The article of basket lines: bundle (the bettyBundleId), variant (the bettyVariantId) or other (an ID of another scheme, ART-…).</source>
        <translation>Article des lignes du panier&#xa0;: bundle (le bettyBundleId), variant (le bettyVariantId) ou other (un identifiant d’un autre schéma, ART-…).</translation>
    </message>
    <message>
        <source>scheme</source>
        <translation>schéma</translation>
    </message>
    <message>
        <source>articleNet, articleGross and articleVATAmount of basket lines: line (line amounts) or unit (the price of one pack or kg).</source>
        <translation>articleNet, articleGross et articleVATAmount des lignes du panier&#xa0;: line (montants de la ligne) ou unit (prix d’un conditionnement ou d’un kg).</translation>
    </message>
    <message>
        <source>kind</source>
        <translation>type</translation>
    </message>
    <message>
        <source>Answer 403 on this endpoint, as if outside the API key&apos;s scope (repeatable; one of %1).</source>
        <translation>Répondre 403 sur ce point d’accès, comme s’il était hors du périmètre de la clé API (répétable&#xa0;; valeurs possibles&#xa0;: %1).</translation>
    </message>
    <message>
        <source>endpoint</source>
        <translation>point d’accès</translation>
    </message>
    <message>
        <source>Run the server&apos;s clock this many seconds off: iat and exp of new tokens shift, yet the server accepts them for the token lifetime (below minus the lifetime: tokens expired when issued).</source>
        <translation>Décaler l’horloge du serveur de ce nombre de secondes&#xa0;: l’iat et l’exp des nouveaux jetons sont décalés, mais le serveur les accepte pendant la durée de validité des jetons (en dessous de moins la durée de validité&#xa0;: jetons déjà expirés à leur émission).</translation>
    </message>
    <message>
        <source>What getBasket answers with 200: normal (the basket), empty ({}) or envelope (an error object); with :n for the next n reads only.</source>
        <translation>Réponse de getBasket avec 200&#xa0;: normal (le panier), empty ({}) ou envelope (un objet d’erreur)&#xa0;; avec :n, uniquement pour les n prochaines lectures.</translation>
    </message>
    <message>
        <source>reply</source>
        <translation>réponse</translation>
    </message>
    <message>
        <source>Every addItem appends a line of its own: a bundle added twice shows as two lines.</source>
        <translation>Chaque addItem ajoute sa propre ligne&#xa0;: un conditionnement ajouté deux fois apparaît sur deux lignes.</translation>
    </message>
    <message>
        <source>(expected %1)</source>
        <translation>(attendu&#xa0;: %1)</translation>
    </message>
    <message>
        <source>sync, async[:ms] or async-empty[:ms], ms from 0 to %1</source>
        <translation>sync, async[:ms] ou async-empty[:ms], ms de 0 à %1</translation>
    </message>
    <message>
        <source>bundle, variant or other</source>
        <translation>bundle, variant ou other</translation>
    </message>
    <message>
        <source>line or unit</source>
        <translation>line ou unit</translation>
    </message>
    <message>
        <source>whole seconds from %1 to %2</source>
        <translation>secondes entières de %1 à %2</translation>
    </message>
    <message>
        <source>normal, empty[:n] or envelope[:n], n from 1</source>
        <translation>normal, empty[:n] ou envelope[:n], n à partir de 1</translation>
    </message>
    <message>
        <source>Spec variants: %1</source>
        <translation>Variantes de la spécification&#xa0;: %1</translation>
    </message>
    <message>
        <source>addItem waits this long before it applies the add and answers (no byte meanwhile; other requests are served).</source>
        <translation>addItem attend ce délai avant d’appliquer l’ajout et de répondre (aucun octet entre-temps&#xa0;; les autres requêtes sont servies).</translation>
    </message>
    <message>
        <source>addItem applies the add, sends the status line and headers with a Content-Length larger than what follows, half the body, and closes the connection.</source>
        <translation>addItem applique l’ajout, envoie la ligne de statut et les en-têtes avec un Content-Length supérieur à ce qui suit, la moitié du corps, puis ferme la connexion.</translation>
    </message>
    <message>
        <source>addItem: close the connection without a reply, the add not applied (before) or applied (after); with :n for the next n adds only.</source>
        <translation>addItem&#xa0;: fermer la connexion sans réponse, l’ajout non appliqué (before) ou appliqué (after)&#xa0;; avec :n pour les n prochains ajouts seulement.</translation>
    </message>
    <message>
        <source>when</source>
        <translation>quand</translation>
    </message>
    <message>
        <source>addItem answers this HTTP status (200 to 599; 301, 302, 303, 307 and 308 with a Location to the same path); the add is applied only with :applied.</source>
        <translation>addItem répond avec ce statut HTTP (200 à 599&#xa0;; 301, 302, 303, 307 et 308 avec un Location vers le même chemin)&#xa0;; l’ajout n’est appliqué qu’avec :applied.</translation>
    </message>
    <message>
        <source>code</source>
        <translation>code</translation>
    </message>
    <message>
        <source>Another client changes the basket: at every n-th basket read the server adds a random other bundle (1 to 3 units), or with :same the bundle and amount of the latest addItem.</source>
        <translation>Un autre client modifie le panier&#xa0;: à chaque n-ième lecture du panier, le serveur ajoute un autre conditionnement au hasard (1 à 3 unités), ou avec :same le conditionnement et la quantité du dernier addItem.</translation>
    </message>
    <message>
        <source>A seeded mix of addItem faults for soak tests: each add is faulty with probability rate (default 0.5); also foreign changes at every 2nd read and a basket article scheme drawn from the seed.</source>
        <translation>Un mélange reproductible de pannes d’addItem pour les tests d’endurance&#xa0;: chaque ajout est en panne avec la probabilité rate (0.5 par défaut)&#xa0;; en plus, des modifications étrangères à chaque 2e lecture et un schéma d’article des lignes tiré de la graine.</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>graine</translation>
    </message>
    <message>
        <source>The delay of a slow add under --chaos (beyond the client&apos;s give-up).</source>
        <translation>Le délai d’un ajout lent sous --chaos (au-delà de l’abandon du client).</translation>
    </message>
    <message>
        <source>before[:n] or after[:n], n from 1</source>
        <translation>before[:n] ou after[:n], n à partir de 1</translation>
    </message>
    <message>
        <source>a status from 200 to 599, optionally :applied</source>
        <translation>un statut de 200 à 599, éventuellement :applied</translation>
    </message>
    <message>
        <source>n[:same], n from 1</source>
        <translation>n[:same], n à partir de 1</translation>
    </message>
    <message>
        <source>seed[:rate], a whole number and a rate from 0 to 1</source>
        <translation>seed[:rate], un nombre entier et un taux de 0 à 1</translation>
    </message>
    <message>
        <source>Add faults: %1</source>
        <translation>Pannes d’addItem&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>GuideDemo</name>
    <message>
        <source>Walk-in %1</source>
        <translation>Chambre froide %1</translation>
    </message>
    <message>
        <source>Freezer %1</source>
        <translation>Congélateur %1</translation>
    </message>
    <message>
        <source>Dry store %1</source>
        <translation>Réserve sèche %1</translation>
    </message>
    <message>
        <source>Bar %1</source>
        <translation>Bar %1</translation>
    </message>
    <message>
        <source>kg</source>
        <translation>kg</translation>
    </message>
    <message>
        <source>packs</source>
        <translation>cond.</translation>
    </message>
</context>
<context>
    <name>Screenshot</name>
    <message>
        <source>Could not write the screenshot to %1.</source>
        <translation>Impossible d’enregistrer la capture d’écran dans %1.</translation>
    </message>
    <message numerus="yes">
        <source>Nothing finished loading within %n second(s).</source>
        <translation>
            <numerusform>Aucun chargement terminé en %n seconde.</numerusform>
            <numerusform>Aucun chargement terminé en %n secondes.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::api::BasketSync</name>
    <message>
        <source>The basket could not be read, so nothing was added. Try again when the connection is back.</source>
        <translation>Impossible de lire le panier&#xa0;: rien n’a été ajouté. Réessayez une fois la connexion rétablie.</translation>
    </message>
    <message>
        <source>Checking basket…</source>
        <translation>Vérification du panier…</translation>
    </message>
    <message>
        <source>The item was not added: %1</source>
        <translation>L’article n’a pas été ajouté&#xa0;: %1</translation>
    </message>
    <message>
        <source>The basket now holds %1 of this item; it was also changed elsewhere.</source>
        <translation>Le panier contient maintenant %1 de cet article&#xa0;; il a aussi été modifié ailleurs.</translation>
    </message>
    <message>
        <source>Cancelled: nothing was added.</source>
        <translation>Annulé&#xa0;: rien n’a été ajouté.</translation>
    </message>
    <message>
        <source>Not confirmed: the basket was switched before this add could be checked. It may have been added to the previous basket.</source>
        <translation>Non confirmé&#xa0;: le panier a changé avant que cet ajout ait pu être vérifié. L’article a peut-être été ajouté au panier précédent.</translation>
    </message>
    <message>
        <source>Added; waiting for the basket to show it…</source>
        <translation>Ajouté&#xa0;; en attente de l’affichage dans le panier…</translation>
    </message>
    <message>
        <source>Added (the server confirmed it); the basket could not be read to show it yet.</source>
        <translation>Ajouté (confirmé par le serveur)&#xa0;; le panier n’a pas encore pu être lu pour l’afficher.</translation>
    </message>
    <message>
        <source>Added (the server confirmed it), but the basket does not show it yet.</source>
        <translation>Ajouté (confirmé par le serveur), mais le panier ne l’affiche pas encore.</translation>
    </message>
    <message>
        <source>Added (the server confirmed it); the basket was switched before it could be shown.</source>
        <translation>Ajouté (confirmé par le serveur)&#xa0;; le panier a changé avant que l’article ait pu y être affiché.</translation>
    </message>
    <message>
        <source>Cancelled: the login ended before this item was sent. Nothing was added.</source>
        <translation>Annulé&#xa0;: la session a pris fin avant l’envoi de cet article. Rien n’a été ajouté.</translation>
    </message>
    <message>
        <source>Not confirmed: the login ended before this add could be checked. It may have been added; check the basket after signing in again.</source>
        <translation>Non confirmé&#xa0;: la session a pris fin avant que cet ajout ait pu être vérifié. L’article a peut-être été ajouté&#xa0;; vérifiez le panier après vous être reconnecté.</translation>
    </message>
    <message>
        <source>No clear answer from the server; checking whether the basket shows the item…</source>
        <translation>Pas de réponse claire du serveur ; vérification de la présence de l’article dans le panier…</translation>
    </message>
    <message>
        <source>No clear answer from the server, and the basket could not be read: the item may or may not have been added. It is checked again at every basket read; do not add it again meanwhile.</source>
        <translation>Pas de réponse claire du serveur, et le panier n’a pas pu être lu : l’article a peut-être été ajouté, peut-être pas. La vérification est refaite à chaque lecture du panier ; d’ici là, ne l’ajoutez pas à nouveau.</translation>
    </message>
    <message>
        <source>The basket cannot be lowered from this app; please correct it with your sales contact or in the web shop.</source>
        <translation>Cette application ne peut pas réduire le panier ; veuillez le corriger avec votre commercial ou dans la boutique en ligne.</translation>
    </message>
    <message>
        <source>The basket total grew by twice this item&apos;s price: the server may have added it twice, or the same was added elsewhere. %1</source>
        <translation>Le total du panier a augmenté de deux fois le prix de cet article : le serveur l’a peut-être ajouté deux fois, ou le même article a été ajouté ailleurs. %1</translation>
    </message>
    <message>
        <source>The basket now holds %1 where this add was %2: the server may have added it twice, or the same was added elsewhere. %3</source>
        <translation>Le panier contient maintenant %1 alors que cet ajout portait sur %2 : le serveur l’a peut-être ajouté deux fois, ou le même article a été ajouté ailleurs. %3</translation>
    </message>
    <message>
        <source>No clear answer from the server, and the basket does not show this item yet: it may still arrive. It was not sent again. Check the basket before adding it again.</source>
        <translation>Pas de réponse claire du serveur, et le panier n’affiche pas encore cet article : il peut encore arriver. Il n’a pas été renvoyé. Vérifiez le panier avant de l’ajouter à nouveau.</translation>
    </message>
    <message>
        <source>In the basket: the server had not answered, but the basket grew by exactly this item.</source>
        <translation>Dans le panier : le serveur n’avait pas répondu, mais le panier a augmenté exactement de cet article.</translation>
    </message>
    <message>
        <source>This item&apos;s line changed by %1 since it was sent, which does not match what this app added: it was also changed elsewhere. Check the basket.</source>
        <translation>La ligne de cet article a varié de %1 depuis son envoi, ce qui ne correspond pas à ce que cette application a ajouté : elle a aussi été modifiée ailleurs. Vérifiez le panier.</translation>
    </message>
    <message numerus="yes">
        <source>One of %n open adds of this pack is in the basket; which one cannot be told yet. Check the basket before adding it again.</source>
        <translation>
            <numerusform>L’un des %n ajouts en cours de ce conditionnement est dans le panier ; impossible de savoir lequel pour l’instant. Vérifiez le panier avant de l’ajouter à nouveau.</numerusform>
            <numerusform>L’un des %n ajouts en cours de ce conditionnement est dans le panier ; impossible de savoir lequel pour l’instant. Vérifiez le panier avant de l’ajouter à nouveau.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::auth::SecretStore</name>
    <message>
        <source>The system keychain is not available (%1). Your login is kept in memory for this session only.</source>
        <translation>Le trousseau du système n’est pas disponible (%1). Vos identifiants sont conservés en mémoire pour cette session uniquement.</translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation>erreur inconnue</translation>
    </message>
    <message>
        <source>The system keychain did not answer (it may be locked or waiting for a password). Your login is kept in memory for this session only.</source>
        <translation>Le trousseau du système ne répond pas (il est peut-être verrouillé ou attend un mot de passe). Vos identifiants sont conservés en mémoire pour cette session uniquement.</translation>
    </message>
    <message>
        <source>The secret is too large for the system keychain. It is kept in memory for this session only.</source>
        <translation>Les identifiants sont trop volumineux pour le trousseau du système. Ils sont conservés en mémoire pour cette session uniquement.</translation>
    </message>
</context>
<context>
    <name>webshop::auth::Session</name>
    <message>
        <source>The API user or API password was not accepted by the server.</source>
        <translation>Le serveur a refusé l’utilisateur API ou le mot de passe API.</translation>
    </message>
    <message>
        <source>The user name or password was not accepted by the server.</source>
        <translation>Le serveur a refusé le nom d’utilisateur ou le mot de passe.</translation>
    </message>
    <message>
        <source>The system keychain is not available: your login is kept in memory for this session only, and you will be asked again next time.</source>
        <translation>Le trousseau du système n’est pas disponible&#xa0;: vos identifiants sont conservés en mémoire pour cette session uniquement et vous seront redemandés la prochaine fois.</translation>
    </message>
    <message>
        <source>Your login has expired and could not be renewed. Please log in again.</source>
        <translation>Votre session a expiré et n’a pas pu être renouvelée. Veuillez vous reconnecter.</translation>
    </message>
</context>
<context>
    <name>webshop::control::AddHistoryModel</name>
    <message>
        <source>Waiting to be sent</source>
        <translation>En attente d’envoi</translation>
    </message>
    <message>
        <source>On its way</source>
        <translation>En cours d’envoi</translation>
    </message>
    <message>
        <source>Checking the basket</source>
        <translation>Vérification du panier</translation>
    </message>
    <message>
        <source>In the basket</source>
        <translation>Dans le panier</translation>
    </message>
    <message>
        <source>Added, not shown yet</source>
        <translation>Ajouté, pas encore affiché</translation>
    </message>
    <message>
        <source>Added twice</source>
        <translation>Ajouté deux fois</translation>
    </message>
    <message>
        <source>Not known</source>
        <translation>Non déterminé</translation>
    </message>
    <message>
        <source>Not added</source>
        <translation>Non ajouté</translation>
    </message>
    <message>
        <source>Article details</source>
        <translation>Détails de l’article</translation>
    </message>
    <message>
        <source>List</source>
        <translation>Liste</translation>
    </message>
    <message>
        <source>Quick order</source>
        <translation>Commande rapide</translation>
    </message>
    <message>
        <source>Order file</source>
        <translation>Fichier de commande</translation>
    </message>
    <message>
        <source>Order file (command line)</source>
        <translation>Fichier de commande (ligne de commande)</translation>
    </message>
    <message>
        <source>%1, line %2</source>
        <translation>%1, ligne %2</translation>
    </message>
    <message>
        <source>Guided order</source>
        <translation>Commande guidée</translation>
    </message>
    <message>
        <source>Net %1</source>
        <translation>%1 HT</translation>
    </message>
    <message>
        <source>%1 (added again)</source>
        <translation>%1 (ajouté à nouveau)</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Article</source>
        <translation>Article</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Cond.</translation>
    </message>
    <message>
        <source>Qty</source>
        <translation>Qté</translation>
    </message>
    <message>
        <source>Unit gross</source>
        <translation>Prix unit. TTC</translation>
    </message>
    <message>
        <source>Line gross</source>
        <translation>Total TTC</translation>
    </message>
    <message>
        <source>Added from</source>
        <translation>Ajouté depuis</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Détails</translation>
    </message>
</context>
<context>
    <name>webshop::control::BasketAdds</name>
    <message>
        <source>Not added: sign in and choose a delivery address first.</source>
        <translation>Non ajouté : connectez-vous et choisissez d’abord une adresse de livraison.</translation>
    </message>
    <message>
        <source>Not added: the delivery address or the customer changed after this line was checked. Nothing was sent; check the line for the new store and add it again.</source>
        <translation>Non ajouté : l’adresse de livraison ou le client a changé après la vérification de cette ligne. Rien n’a été envoyé ; vérifiez la ligne pour le nouveau magasin et ajoutez-la à nouveau.</translation>
    </message>
    <message>
        <source>Not added: the quantity must be more than 0.</source>
        <translation>Non ajouté : la quantité doit être supérieure à 0.</translation>
    </message>
    <message>
        <source>Not added: this computer could not write the add down first (%1). Nothing was sent.</source>
        <translation>Non ajouté : cet ordinateur n’a pas pu enregistrer l’ajout au préalable (%1). Rien n’a été envoyé.</translation>
    </message>
    <message>
        <source>the local data folder cannot be written</source>
        <translation>le dossier de données local n’est pas accessible en écriture</translation>
    </message>
    <message>
        <source>Not added: the app closed before this add was sent.</source>
        <translation>Non ajouté : l’application s’est fermée avant l’envoi de cet ajout.</translation>
    </message>
    <message>
        <source>In the basket (checked after the app was started again).</source>
        <translation>Dans le panier (vérifié après le redémarrage de l’application).</translation>
    </message>
    <message>
        <source>Added (the server confirmed it before the app closed), but the basket does not show it.</source>
        <translation>Ajouté (le serveur l’a confirmé avant la fermeture de l’application), mais le panier ne l’affiche pas.</translation>
    </message>
    <message>
        <source>This add was on its way when the app closed, and the basket does not show it: it did not arrive, or it was changed in the web shop. It was not sent again; check the basket before adding it again.</source>
        <translation>Cet ajout était en cours d’envoi à la fermeture de l’application, et le panier ne l’affiche pas : il n’est pas arrivé, ou il a été modifié dans la boutique en ligne. Il n’a pas été renvoyé ; vérifiez le panier avant de l’ajouter à nouveau.</translation>
    </message>
    <message numerus="yes">
        <source>%n add(s) were on their way when the app closed:</source>
        <translation>
            <numerusform>%n ajout était en cours d’envoi à la fermeture de l’application :</numerusform>
            <numerusform>%n ajouts étaient en cours d’envoi à la fermeture de l’application :</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n in the basket</source>
        <translation>
            <numerusform>%n dans le panier</numerusform>
            <numerusform>%n dans le panier</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n not known (check the basket)</source>
        <translation>
            <numerusform>%n non déterminé (vérifiez le panier)</numerusform>
            <numerusform>%n non déterminés (vérifiez le panier)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n not sent</source>
        <translation>
            <numerusform>%n non envoyé</numerusform>
            <numerusform>%n non envoyés</numerusform>
        </translation>
    </message>
    <message>
        <source>The basket could not be read (%1). Nothing changed; check again later.</source>
        <translation>Le panier n’a pas pu être lu (%1). Rien n’a changé&#xa0;; vérifiez à nouveau plus tard.</translation>
    </message>
    <message>
        <source>In the basket (checked again at %1).</source>
        <translation>Dans le panier (vérifié à nouveau à %1).</translation>
    </message>
    <message>
        <source>Added (the server confirmed it), but the basket still does not show it (checked again at %1).</source>
        <translation>Ajouté (confirmé par le serveur), mais le panier ne l’affiche toujours pas (vérifié à nouveau à %1).</translation>
    </message>
    <message>
        <source>Checked again at %1: the basket does not show this add. It did not arrive, or it was changed in the web shop. Adding it again may put it in the basket twice.</source>
        <translation>Vérifié à nouveau à %1&#xa0;: le panier n’affiche pas cet ajout. Il n’est pas arrivé, ou il a été modifié dans la boutique en ligne. L’ajouter à nouveau risque de le mettre deux fois dans le panier.</translation>
    </message>
    <message numerus="yes">
        <source>%n still not known</source>
        <translation>
            <numerusform>%n toujours non déterminé</numerusform>
            <numerusform>%n toujours non déterminés</numerusform>
        </translation>
    </message>
    <message>
        <source>Checked the basket again at %1: %2.</source>
        <translation>Panier vérifié à nouveau à %1&#xa0;: %2.</translation>
    </message>
</context>
<context>
    <name>webshop::control::ImportController</name>
    <message>
        <source>separated by tabs</source>
        <translation>séparé par des tabulations</translation>
    </message>
    <message>
        <source>separated by semicolons</source>
        <translation>séparé par des points-virgules</translation>
    </message>
    <message>
        <source>separated by commas</source>
        <translation>séparé par des virgules</translation>
    </message>
    <message>
        <source>one column</source>
        <translation>une colonne</translation>
    </message>
    <message>
        <source>separated by &quot;%1&quot;</source>
        <translation>séparé par «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>The file %1 cannot be opened: %2</source>
        <translation>Le fichier %1 ne peut pas être ouvert&#xa0;: %2</translation>
    </message>
    <message>
        <source>The file %1 is larger than 64 MB: that is not an order file.</source>
        <translation>Le fichier %1 dépasse 64 Mo&#xa0;: ce n’est pas un fichier de commande.</translation>
    </message>
    <message>
        <source>first line is a header</source>
        <translation>la première ligne est un en-tête</translation>
    </message>
    <message>
        <source>The report could not be saved to %1: %2</source>
        <translation>Le rapport n’a pas pu être enregistré dans %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>webshop::control::ImportPreviewModel</name>
    <message>
        <source>Checking…</source>
        <translation>Vérification…</translation>
    </message>
    <message>
        <source>Number found</source>
        <translation>Numéro trouvé</translation>
    </message>
    <message>
        <source>Best match</source>
        <translation>Meilleure correspondance</translation>
    </message>
    <message>
        <source>Choose</source>
        <translation>À choisir</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>Introuvable</translation>
    </message>
    <message>
        <source>Check quantity</source>
        <translation>Vérifier la quantité</translation>
    </message>
    <message>
        <source>Same as line %1</source>
        <translation>Comme la ligne %1</translation>
    </message>
    <message>
        <source>Merged into line %1</source>
        <translation>Fusionné dans la ligne %1</translation>
    </message>
    <message>
        <source>Skipped</source>
        <translation>Ignoré</translation>
    </message>
    <message>
        <source>Not checked</source>
        <translation>Non vérifié</translation>
    </message>
    <message>
        <source>Not checked (error)</source>
        <translation>Non vérifié (erreur)</translation>
    </message>
    <message>
        <source>Added</source>
        <translation>Ajouté</translation>
    </message>
    <message>
        <source>Not added</source>
        <translation>Non ajouté</translation>
    </message>
    <message>
        <source>Check basket</source>
        <translation>Vérifier le panier</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Ligne</translation>
    </message>
    <message>
        <source>In the file</source>
        <translation>Dans le fichier</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Article</source>
        <translation>Article</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Cond.</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Quantité</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Remarque</translation>
    </message>
    <message>
        <source>Added before</source>
        <translation>Déjà ajouté</translation>
    </message>
    <message>
        <source>Unit net</source>
        <translation>Prix unit. HT</translation>
    </message>
    <message>
        <source>Unit gross</source>
        <translation>Prix unit. TTC</translation>
    </message>
    <message>
        <source>Total net</source>
        <translation>Total HT</translation>
    </message>
    <message>
        <source>Total gross</source>
        <translation>Total TTC</translation>
    </message>
    <message>
        <source>≈: without deposit. The shop states a pack&apos;s deposit in the basket only, and this pack is not in your basket yet.</source>
        <translation>≈ : sans consigne. La boutique n’indique la consigne d’un conditionnement que dans le panier, et ce conditionnement n’est pas encore dans votre panier.</translation>
    </message>
    <message>
        <source>Incl. %1 deposit</source>
        <translation>Dont %1 de consigne</translation>
    </message>
    <message>
        <source>≈ %1</source>
        <extracomment>An amount the basket may show otherwise (the tooltip says why), e.g. &quot;≈ 20,79 €&quot;</extracomment>
        <translation>≈ %1</translation>
    </message>
    <message>
        <source>%1 incl. %2 deposit</source>
        <extracomment>The price of an add with its deposit, e.g. &quot;32,56 € incl. 11,78 € deposit&quot;</extracomment>
        <translation>%1 dont %2 de consigne</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>The order total of the ready lines before they are added, e.g. &quot;Total gross: 1.234,56 €&quot;</extracomment>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) without a known price</source>
        <translation>
            <numerusform>%Ln ligne sans prix connu</numerusform>
            <numerusform>%Ln lignes sans prix connu</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::control::OfflineCache</name>
    <message>
        <source>Not added: the server cannot be reached. Nothing is kept to send later: add it again once the connection is back.</source>
        <translation>Non ajouté&#xa0;: le serveur est injoignable. Rien n’est gardé pour un envoi ultérieur&#xa0;: ajoutez-le de nouveau une fois la connexion rétablie.</translation>
    </message>
    <message>
        <source>The remembered sign-in was not accepted by the server. Please sign in again.</source>
        <translation>La connexion mémorisée n’a pas été acceptée par le serveur. Veuillez vous reconnecter.</translation>
    </message>
</context>
<context>
    <name>webshop::control::OrderGuideController</name>
    <message>
        <source>No one is signed in with a delivery address.</source>
        <translation>Personne n’est connecté avec une adresse de livraison.</translation>
    </message>
</context>
<context>
    <name>webshop::control::OrderGuides</name>
    <message>
        <source>The file has no header: a guide&apos;s file starts with bundle_id, par, position, note.</source>
        <translation>Le fichier n’a pas de ligne d’en-tête : le fichier d’un guide de commande commence par bundle_id, par, position, note.</translation>
    </message>
    <message>
        <source>Line %1: no pack number.</source>
        <translation>Ligne %1 : aucun numéro de conditionnement.</translation>
    </message>
    <message>
        <source>Line %1: the par &quot;%2&quot; is not a clear number; the line was left out.</source>
        <translation>Ligne %1 : le stock cible « %2 » n’est pas un nombre clair ; la ligne a été ignorée.</translation>
    </message>
</context>
<context>
    <name>webshop::control::QuickOrder</name>
    <message>
        <source>The basket has no lines to order again.</source>
        <translation>Le panier ne contient aucune ligne à commander à nouveau.</translation>
    </message>
    <message>
        <source>The list “%1” has no articles.</source>
        <translation>La liste «&#xa0;%1&#xa0;» ne contient aucun article.</translation>
    </message>
    <message>
        <source>The list could not be loaded: %1</source>
        <translation>Impossible de charger la liste&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>webshop::control::StoreComparison</name>
    <message>
        <source>The app does not know this article yet. Search for it once, then compare again.</source>
        <translation>L’application ne connaît pas encore cet article. Recherchez-le une fois, puis comparez à nouveau.</translation>
    </message>
</context>
<context>
    <name>webshop::control::StoreComparisonModel</name>
    <message>
        <source>Store %1</source>
        <translation>Magasin %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Vérification…</translation>
    </message>
    <message>
        <source>Not sold here</source>
        <translation>Non vendu ici</translation>
    </message>
    <message>
        <source>Not loaded</source>
        <translation>Non chargé</translation>
    </message>
    <message>
        <source>Not checked</source>
        <translation>Non vérifié</translation>
    </message>
    <message>
        <source>This store does not sell this article in this pack.</source>
        <translation>Ce magasin ne vend pas cet article dans ce conditionnement.</translation>
    </message>
    <message>
        <source>The store sells it, but the server gave no price.</source>
        <translation>Le magasin le vend, mais le serveur n’a donné aucun prix.</translation>
    </message>
    <message>
        <source>The comparison was cancelled before this store was asked.</source>
        <translation>La comparaison a été annulée avant d’interroger ce magasin.</translation>
    </message>
    <message>
        <source>Per unit: %1 net, %2 gross</source>
        <translation>Par unité&#xa0;: %1 HT, %2 TTC</translation>
    </message>
    <message>
        <source>%1, cheapest</source>
        <translation>%1, le moins cher</translation>
    </message>
    <message>
        <source>%1 of %2 lines: those every store sells</source>
        <translation>%1 lignes sur %2&#xa0;: celles que vend chaque magasin</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>No total</source>
        <translation>Pas de total</translation>
    </message>
    <message>
        <source>The store of your current delivery address</source>
        <translation>Le magasin de votre adresse de livraison actuelle</translation>
    </message>
    <message>
        <source>Article</source>
        <translation>Article</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Quantité</translation>
    </message>
    <message>
        <source>Deposit</source>
        <translation>Consigne</translation>
    </message>
    <message>
        <source>%1
%2 · current store</source>
        <translation>%1
%2 · magasin actuel</translation>
    </message>
    <message>
        <source>%1
%2</source>
        <translation>%1
%2</translation>
    </message>
    <message>
        <source>not sold at %1</source>
        <translation>non vendu à %1</translation>
    </message>
    <message>
        <source>price unknown at %1</source>
        <translation>prix inconnu à %1</translation>
    </message>
    <message>
        <source>not checked at %1</source>
        <translation>non vérifié à %1</translation>
    </message>
    <message>
        <source>prices in different currencies</source>
        <translation>prix en devises différentes</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>≈ %1</source>
        <extracomment>An amount the basket may show otherwise (the tooltip says why), e.g. &quot;≈ 20,79 €&quot;</extracomment>
        <translation>≈ %1</translation>
    </message>
    <message>
        <source>≈: the VAT rate cannot be read exactly from this pack&apos;s price: the basket may differ by a cent.</source>
        <translation>≈ : le taux de TVA ne se déduit pas exactement du prix de ce conditionnement : le panier peut différer d’un centime.</translation>
    </message>
</context>
<context>
    <name>webshop::localstore::LocalStore</name>
    <message>
        <source>The folder %1 cannot be created.</source>
        <translation>Le dossier %1 ne peut pas être créé.</translation>
    </message>
    <message>
        <source>The local data file %1 cannot be created.</source>
        <translation>Le fichier de données locales %1 ne peut pas être créé.</translation>
    </message>
    <message>
        <source>The local data was written by a newer version of the app; it is left as it is.</source>
        <translation>Les données locales ont été écrites par une version plus récente de l’application&#xa0;; elles restent telles quelles.</translation>
    </message>
    <message>
        <source>The local data file %1 cannot be used.</source>
        <translation>Le fichier de données locales %1 ne peut pas être utilisé.</translation>
    </message>
    <message>
        <source>Local data could not be saved: %1</source>
        <translation>Les données locales n’ont pas pu être enregistrées&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>webshop::models::AddResultText</name>
    <message>
        <source>Waiting for the previous add…</source>
        <translation>En attente de l’ajout précédent…</translation>
    </message>
    <message>
        <source>Adding to basket…</source>
        <translation>Ajout au panier…</translation>
    </message>
    <message>
        <source>Checking basket…</source>
        <translation>Vérification du panier…</translation>
    </message>
    <message>
        <source>✓ Added to basket.</source>
        <translation>✓ Ajouté au panier.</translation>
    </message>
    <message>
        <source>✓ Added %1 to the basket.</source>
        <translation>✓ Ajouté au panier&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Added (the server confirmed it), but the basket does not show it yet.</source>
        <translation>Ajouté (confirmé par le serveur), mais le panier ne l’affiche pas encore.</translation>
    </message>
    <message>
        <source>The shop added this twice. Please correct it in the webshop.</source>
        <translation>La boutique a ajouté cet article deux fois. Veuillez le corriger dans la boutique en ligne.</translation>
    </message>
    <message>
        <source>It is not known whether this was added. Check the basket before adding it again.</source>
        <translation>Impossible de savoir si cet article a été ajouté. Vérifiez le panier avant de l’ajouter à nouveau.</translation>
    </message>
    <message>
        <source>Not added.</source>
        <translation>Non ajouté.</translation>
    </message>
</context>
<context>
    <name>webshop::models::BasketModel</name>
    <message>
        <source>Article %1: details are not loaded yet</source>
        <translation>Article %1&#xa0;: détails pas encore chargés</translation>
    </message>
    <message>
        <source>Article</source>
        <translation>Article</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Quantité</translation>
    </message>
    <message>
        <source>Unit net</source>
        <translation>Prix unit. HT</translation>
    </message>
    <message>
        <source>Unit gross</source>
        <translation>Prix unit. TTC</translation>
    </message>
    <message>
        <source>VAT</source>
        <translation>TVA</translation>
    </message>
    <message>
        <source>Worked out from the line total: the catalogue price may differ by a cent.</source>
        <translation>Calculé à partir du total de la ligne&#xa0;: le prix catalogue peut différer d’un centime.</translation>
    </message>
    <message>
        <source>Article without a number</source>
        <translation>Article sans référence</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>The goods, without deposit and VAT</source>
        <translation>La marchandise, sans consigne ni TVA</translation>
    </message>
    <message>
        <source>Deposit on empties (bottles, crates), without VAT</source>
        <translation>Consigne sur les emballages (bouteilles, caisses), hors TVA</translation>
    </message>
    <message>
        <source>VAT on the goods and the deposit</source>
        <translation>TVA sur la marchandise et la consigne</translation>
    </message>
    <message>
        <source>What the line costs: goods net + deposit net + VAT</source>
        <translation>Ce que coûte la ligne : marchandise HT + consigne HT + TVA</translation>
    </message>
    <message>
        <source>Goods net</source>
        <translation>Marchandise HT</translation>
    </message>
    <message>
        <source>Gross incl. deposit</source>
        <translation>TTC, consigne incl.</translation>
    </message>
    <message>
        <source>Deposit net</source>
        <translation>Consigne HT</translation>
    </message>
    <message>
        <source>Article no. %1 · Pack no. %2</source>
        <extracomment>A basket line&apos;s numbers: the article (variant) and the pack (what the basket orders)</extracomment>
        <translation>Réf. article %1 · Réf. conditionnement %2</translation>
    </message>
</context>
<context>
    <name>webshop::models::BundlesModel</name>
    <message>
        <source>Pack</source>
        <translation>Cond.</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Description</translation>
    </message>
    <message>
        <source>Pack size</source>
        <translation>Contenu</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>HT</translation>
    </message>
    <message>
        <source>VAT</source>
        <translation>TVA</translation>
    </message>
    <message>
        <source>Gross</source>
        <translation>TTC</translation>
    </message>
</context>
<context>
    <name>webshop::models::GuideModel</name>
    <message>
        <source>not counted</source>
        <translation>non compté</translation>
    </message>
    <message>
        <source>no par</source>
        <translation>sans stock cible</translation>
    </message>
    <message>
        <source>enough</source>
        <translation>suffisant</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <extracomment>One earlier add in the guide&apos;s &quot;Ordered before&quot; column: &quot;3 on 24/11&quot;</extracomment>
        <translation>%1 le %2</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Without deposit, or with an estimated one: the shop states a pack&apos;s deposit in the basket only.</source>
        <translation>Sans consigne ou avec une consigne estimée : la boutique n’indique la consigne d’un conditionnement que dans le panier.</translation>
    </message>
    <message>
        <source>The most this pack was added on one day in the last four weeks. Take it with Ctrl+Shift+P.</source>
        <translation>La plus grande quantité de ce conditionnement ajoutée en un jour ces quatre dernières semaines. Reprendre avec Ctrl+Maj+P.</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Emplacement</translation>
    </message>
    <message>
        <source>Article · pack</source>
        <translation>Article · cond.</translation>
    </message>
    <message>
        <source>Count in</source>
        <translation>Compter en</translation>
    </message>
    <message>
        <source>Par</source>
        <translation>Cible</translation>
    </message>
    <message>
        <source>Suggested</source>
        <translation>Suggéré</translation>
    </message>
    <message>
        <source>On hand</source>
        <translation>En stock</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>À commander</translation>
    </message>
    <message>
        <source>Net incl. deposit</source>
        <translation>HT, consigne incl.</translation>
    </message>
    <message>
        <source>Gross incl. deposit</source>
        <translation>TTC, consigne incl.</translation>
    </message>
    <message>
        <source>Ordered before</source>
        <translation>Commandé avant</translation>
    </message>
</context>
<context>
    <name>webshop::models::ListItemsModel</name>
    <message>
        <source>Article</source>
        <translation>Article</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Cond.</translation>
    </message>
    <message>
        <source>Pack size</source>
        <translation>Contenu</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Quantité</translation>
    </message>
    <message>
        <source>in basket: %1</source>
        <extracomment>Under a list line&apos;s name: what the basket holds of its pack (&quot;in basket: 2&quot;, &quot;in basket: 1.5 kg&quot;)</extracomment>
        <translation>dans le panier&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1
Article no. %2 · Pack no. %3</source>
        <extracomment>A list line&apos;s tooltip: the name, then the article number and the chosen pack&apos;s number</extracomment>
        <translation>%1
Réf. article %2 · Réf. conditionnement %3</translation>
    </message>
</context>
<context>
    <name>webshop::models::MoneyFormat</name>
    <message>
        <source>price unknown</source>
        <translation>prix inconnu</translation>
    </message>
    <message>
        <source>%1 kg</source>
        <extracomment>A weight in kilograms, e.g. &quot;1,25 kg&quot;</extracomment>
        <translation>%1 kg</translation>
    </message>
</context>
<context>
    <name>webshop::models::OrderSheetPrinter</name>
    <message>
        <source>Article no.</source>
        <translation>Réf.</translation>
    </message>
    <message>
        <source>Article</source>
        <translation>Article</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Cond.</translation>
    </message>
    <message>
        <source>Qty</source>
        <translation>Qté</translation>
    </message>
    <message>
        <source>Unit net</source>
        <translation>P.U. HT</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>HT</translation>
    </message>
    <message>
        <source>VAT</source>
        <translation>TVA</translation>
    </message>
    <message>
        <source>Deposit</source>
        <translation>Consigne</translation>
    </message>
    <message>
        <source>Gross</source>
        <translation>TTC</translation>
    </message>
    <message>
        <source>Order sheet · %1</source>
        <extracomment>The line at the top of every printed page: &quot;Order sheet · Basket&quot;</extracomment>
        <translation>Bon de commande · %1</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Page %1 sur %2</translation>
    </message>
    <message>
        <source>Order sheet</source>
        <translation>Bon de commande</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %Ln line(s)</source>
        <extracomment>Under the title of a printed order sheet: &quot;Basket · 12 lines&quot;</extracomment>
        <translation>
            <numerusform>%1 · %Ln ligne</numerusform>
            <numerusform>%1 · %Ln lignes</numerusform>
        </translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>Client</translation>
    </message>
    <message>
        <source>Delivery address</source>
        <translation>Adresse de livraison</translation>
    </message>
    <message>
        <source>Store</source>
        <translation>Magasin</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Net total</source>
        <translation>Total HT</translation>
    </message>
    <message>
        <source>of which deposit (net)</source>
        <translation>dont consigne (HT)</translation>
    </message>
    <message>
        <source>Gross total</source>
        <translation>Total TTC</translation>
    </message>
    <message>
        <source>Net and gross amounts include the deposit.</source>
        <translation>Les montants HT et TTC incluent la consigne.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) without a price are not in the totals.</source>
        <translation>
            <numerusform>%Ln ligne sans prix n’est pas comprise dans les totaux.</numerusform>
            <numerusform>%Ln lignes sans prix ne sont pas comprises dans les totaux.</numerusform>
        </translation>
    </message>
    <message>
        <source>Store %1</source>
        <translation>Magasin %1</translation>
    </message>
    <message numerus="yes">
        <source>Net and gross amounts include the deposit where the basket states it: %Ln line(s) without a known deposit (the pack is not in the basket yet).</source>
        <translation>
            <numerusform>Les montants HT et TTC comprennent la consigne là où le panier l’indique : %Ln ligne sans consigne connue (le conditionnement n’est pas encore dans le panier).</numerusform>
            <numerusform>Les montants HT et TTC comprennent la consigne là où le panier l’indique : %Ln lignes sans consigne connue (les conditionnements ne sont pas encore dans le panier).</numerusform>
        </translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Emplacement</translation>
    </message>
    <message>
        <source>Par</source>
        <translation>Cible</translation>
    </message>
    <message>
        <source>Count in</source>
        <translation>Compter en</translation>
    </message>
    <message>
        <source>On hand</source>
        <translation>En stock</translation>
    </message>
    <message>
        <source>Count sheet</source>
        <translation>Feuille d’inventaire</translation>
    </message>
    <message>
        <source>Count sheet · %1</source>
        <extracomment>The line at the top of every printed page of an order guide&apos;s count sheet</extracomment>
        <translation>Feuille d’inventaire · %1</translation>
    </message>
    <message>
        <source>Pack no.</source>
        <translation>Réf. cond.</translation>
    </message>
</context>
<context>
    <name>webshop::models::PackAddWords</name>
    <message numerus="yes">
        <source>%n earlier add(s) of this pack not known yet: check the basket before adding it again.</source>
        <translation>
            <numerusform>%n ajout précédent de ce conditionnement n’est pas encore confirmé : vérifiez le panier avant de l’ajouter à nouveau.</numerusform>
            <numerusform>%n ajouts précédents de ce conditionnement ne sont pas encore confirmés : vérifiez le panier avant de l’ajouter à nouveau.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::models::PersonalListsModel</name>
    <message>
        <source>Untitled list</source>
        <translation>Liste sans nom</translation>
    </message>
    <message>
        <source>List unavailable</source>
        <translation>Liste indisponible</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Chargement…</translation>
    </message>
    <message numerus="yes">
        <source>%Ln article(s)</source>
        <translation>
            <numerusform>%Ln article</numerusform>
            <numerusform>%Ln articles</numerusform>
        </translation>
    </message>
    <message>
        <source>Not saved on this computer</source>
        <translation>Non enregistré sur cet ordinateur</translation>
    </message>
</context>
<context>
    <name>webshop::models::PriceBadge</name>
    <message>
        <source>▲ +%1</source>
        <extracomment>A price went up (arrow, plus sign, amount) or down (arrow, minus sign, amount)</extracomment>
        <translation>▲ +%1</translation>
    </message>
    <message>
        <source>▼ −%1</source>
        <translation>▼ −%1</translation>
    </message>
    <message>
        <source>Was %1 when you last saw it</source>
        <translation>Était à %1 la dernière fois que vous l’avez vu</translation>
    </message>
    <message>
        <source>Was %1 when you last saw it (%2)</source>
        <translation>Était à %1 la dernière fois que vous l’avez vu (%2)</translation>
    </message>
</context>
<context>
    <name>webshop::models::PriceDisplay</name>
    <message>
        <source>Net</source>
        <translation>HT</translation>
    </message>
    <message>
        <source>Gross</source>
        <translation>TTC</translation>
    </message>
    <message>
        <source>%1 / kg</source>
        <comment>price per kilogram</comment>
        <translation>%1/kg</translation>
    </message>
    <message>
        <source>%1 / l</source>
        <comment>price per litre</comment>
        <translation>%1/l</translation>
    </message>
</context>
<context>
    <name>webshop::models::QuickOrderModel</name>
    <message>
        <source>%1 · typed: %2 · pack number %3</source>
        <translation>%1 · saisi&#xa0;: %2 · réf. cond. %3</translation>
    </message>
    <message>
        <source>Whole packs only: type a whole number.</source>
        <translation>Conditionnements entiers uniquement&#xa0;: saisissez un nombre entier.</translation>
    </message>
    <message>
        <source>Looking up…</source>
        <translation>Recherche…</translation>
    </message>
    <message>
        <source>Several articles fit: choose one.</source>
        <translation>Plusieurs articles correspondent&#xa0;: choisissez-en un.</translation>
    </message>
    <message>
        <source>No article found.</source>
        <translation>Aucun article trouvé.</translation>
    </message>
    <message>
        <source>Press Enter to look it up.</source>
        <translation>Appuyez sur Entrée pour le rechercher.</translation>
    </message>
    <message>
        <source>Article number or words</source>
        <translation>Référence ou mots-clés</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Cond.</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Quantité</translation>
    </message>
    <message>
        <source>Unit net</source>
        <translation>Prix unit. HT</translation>
    </message>
    <message>
        <source>Unit gross</source>
        <translation>Prix unit. TTC</translation>
    </message>
    <message>
        <source>Total net</source>
        <translation>Total HT</translation>
    </message>
    <message>
        <source>Total gross</source>
        <translation>Total TTC</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <source>in basket: %1</source>
        <extracomment>Under or beside a line: what the basket holds of its pack (&quot;in basket: 2&quot;, &quot;in basket: 1.5 kg&quot;)</extracomment>
        <translation>dans le panier&#xa0;: %1</translation>
    </message>
    <message>
        <source>May have been added: this add was on its way when the app closed. The basket is checked at the next sign-in; it is not sent again by itself.</source>
        <translation>Peut-être ajouté&#xa0;: cet ajout était en cours d’envoi à la fermeture de l’application. Le panier sera vérifié à la prochaine connexion&#xa0;; l’ajout n’est pas renvoyé automatiquement.</translation>
    </message>
    <message>
        <source>≈ %1</source>
        <extracomment>An amount the basket may show otherwise (the tooltip says why), e.g. &quot;≈ 20,79 €&quot;</extracomment>
        <translation>≈ %1</translation>
    </message>
    <message>
        <source>Deposit</source>
        <translation>Consigne</translation>
    </message>
    <message>
        <source>Without deposit: the shop states a pack&apos;s deposit in the basket only, and this pack is not in your basket yet. The basket may show more.</source>
        <translation>Sans consigne : la boutique n’indique la consigne d’un conditionnement que dans le panier, et ce conditionnement n’est pas encore dans votre panier. Le panier peut afficher davantage.</translation>
    </message>
    <message>
        <source>The VAT rate cannot be read exactly from this pack&apos;s price: the basket may differ by a cent.</source>
        <translation>Le taux de TVA ne se déduit pas exactement du prix de ce conditionnement : le panier peut différer d’un centime.</translation>
    </message>
</context>
<context>
    <name>webshop::models::Units</name>
    <message>
        <source>kg</source>
        <translation>kg</translation>
    </message>
    <message>
        <source>piece</source>
        <translation>pièce</translation>
    </message>
</context>
<context>
    <name>webshop::orders::OrderCsv</name>
    <message>
        <source>Article no.</source>
        <translation>Réf.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Cond.</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Quantité</translation>
    </message>
</context>
<context>
    <name>webshop::orders::OrderTexts</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <translation>%1 (%2, %3)</translation>
    </message>
    <message>
        <source>No quantity given.</source>
        <translation>Aucune quantité indiquée.</translation>
    </message>
    <message>
        <source>The quantity &quot;%1&quot; is not a number.</source>
        <translation>La quantité «&#xa0;%1&#xa0;» n’est pas un nombre.</translation>
    </message>
    <message>
        <source>The quantity &quot;%1&quot; could mean %2 or %3: write it without a thousands separator.</source>
        <translation>La quantité «&#xa0;%1&#xa0;» peut signifier %2 ou %3&#xa0;: écrivez-la sans séparateur de milliers.</translation>
    </message>
    <message>
        <source>The quantity must be more than 0.</source>
        <translation>La quantité doit être supérieure à 0.</translation>
    </message>
    <message>
        <source>The quantity &quot;%1&quot; has more than four decimals.</source>
        <translation>La quantité «&#xa0;%1&#xa0;» a plus de quatre décimales.</translation>
    </message>
    <message>
        <source>This pack is sold in whole numbers only, not %1.</source>
        <translation>Ce conditionnement se vend uniquement en nombres entiers, pas %1.</translation>
    </message>
    <message>
        <source>Not checked yet.</source>
        <translation>Pas encore vérifié.</translation>
    </message>
    <message>
        <source>Article number: %1</source>
        <translation>Numéro d’article&#xa0;: %1</translation>
    </message>
    <message>
        <source>Best match: %1</source>
        <translation>Meilleure correspondance&#xa0;: %1</translation>
    </message>
    <message>
        <source>Includes the quantities of lines %1.</source>
        <translation>Inclut les quantités des lignes %1.</translation>
    </message>
    <message>
        <source>The same pack as line %1, kept as a line of its own.</source>
        <translation>Même conditionnement que la ligne %1, conservé comme ligne distincte.</translation>
    </message>
    <message>
        <source>The pack &quot;%1&quot; does not name one pack of %2: choose one.</source>
        <translation>Le conditionnement «&#xa0;%1&#xa0;» ne désigne pas un seul conditionnement de %2&#xa0;: choisissez-en un.</translation>
    </message>
    <message>
        <source>Several articles fit &quot;%1&quot;; best match: %2.</source>
        <translation>Plusieurs articles correspondent à «&#xa0;%1&#xa0;»&#xa0;; meilleure correspondance&#xa0;: %2.</translation>
    </message>
    <message>
        <source>No article number or text.</source>
        <translation>Ni numéro d’article ni texte.</translation>
    </message>
    <message>
        <source>No article found for &quot;%1&quot;.</source>
        <translation>Aucun article trouvé pour «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>Merged into line %1.</source>
        <translation>Fusionné dans la ligne %1.</translation>
    </message>
    <message>
        <source>The same pack as line %1: merge the lines or keep both.</source>
        <translation>Même conditionnement que la ligne %1&#xa0;: fusionnez les lignes ou conservez les deux.</translation>
    </message>
    <message>
        <source>Header line.</source>
        <translation>Ligne d’en-tête.</translation>
    </message>
    <message>
        <source>Blank line.</source>
        <translation>Ligne vide.</translation>
    </message>
    <message>
        <source>Comment line.</source>
        <translation>Ligne de commentaire.</translation>
    </message>
    <message>
        <source>Not checked: the import was cancelled.</source>
        <translation>Non vérifié&#xa0;: l’import a été annulé.</translation>
    </message>
    <message>
        <source>Could not be checked: %1</source>
        <translation>Vérification impossible&#xa0;: %1</translation>
    </message>
    <message>
        <source>Added: %1</source>
        <translation>Ajouté&#xa0;: %1</translation>
    </message>
    <message>
        <source>Added: %1. %2</source>
        <translation>Ajouté&#xa0;: %1. %2</translation>
    </message>
    <message>
        <source>Not added: %1</source>
        <translation>Non ajouté&#xa0;: %1</translation>
    </message>
    <message>
        <source>Perhaps added: check the basket. %1</source>
        <translation>Peut-être ajouté&#xa0;: vérifiez le panier. %1</translation>
    </message>
    <message>
        <source>The quantity &quot;%1&quot; has a comma, but the other quantities of this column use a point as the decimal mark: write it with a point and without a thousands separator.</source>
        <translation>La quantité «&#xa0;%1&#xa0;» contient une virgule, mais les autres quantités de cette colonne utilisent le point comme séparateur décimal&#xa0;: écrivez-la avec un point et sans séparateur de milliers.</translation>
    </message>
    <message>
        <source>The quantity &quot;%1&quot; has a point, but the other quantities of this column use a comma as the decimal mark: write it with a comma and without a thousands separator.</source>
        <translation>La quantité «&#xa0;%1&#xa0;» contient un point, mais les autres quantités de cette colonne utilisent la virgule comme séparateur décimal&#xa0;: écrivez-la avec une virgule et sans séparateur de milliers.</translation>
    </message>
    <message>
        <source>Not imported: columns %1 could each be the quantity, and no header line says which. Add a first line with the column names, with %2 above the quantity column.</source>
        <extracomment>%1: column numbers (&quot;2 and 3&quot;); %2: the header names the reader accepts for the quantity</extracomment>
        <translation>Non importé&#xa0;: chacune des colonnes %1 pourrait être la quantité, et aucune ligne d’en-tête n’indique laquelle. Ajoutez une première ligne avec les noms des colonnes, avec %2 au-dessus de la colonne des quantités.</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <extracomment>the words a header may use for the quantity column, e.g. &quot;Menge&quot; or &quot;Quantity&quot;</extracomment>
        <translation>%1 ou %2</translation>
    </message>
    <message>
        <source>Not added: %1 packs of %2 are more than the %3 packs one add may have without a question.</source>
        <translation>Non ajouté&#xa0;: %1 conditionnements de %2, c’est plus que les %3 conditionnements qu’un ajout peut compter sans confirmation.</translation>
    </message>
    <message>
        <source>Not added: %1 kg of %2 are more than the %3 kg one add may have without a question.</source>
        <translation>Non ajouté&#xa0;: %1 kg de %2, c’est plus que les %3 kg qu’un ajout peut compter sans confirmation.</translation>
    </message>
    <message>
        <source>Not added: %1 of %2 cost %3 %4 gross, more than the %5 %4 one add may cost without a question.</source>
        <translation>Non ajouté&#xa0;: %1 de %2 coûtent %3 %4 TTC, plus que les %5 %4 qu’un ajout peut coûter sans confirmation.</translation>
    </message>
    <message>
        <source>Check the quantity; to add it anyway, run the import again with --allow-large, or raise the limit in Preferences (Large quantities).</source>
        <translation>Vérifiez la quantité&#xa0;; pour l’ajouter quand même, relancez l’import avec --allow-large ou relevez le seuil dans les Préférences (Quantités importantes).</translation>
    </message>
    <message>
        <source>An earlier run of this file sent this pack on %1 for line %2, and this line is not known to be in the basket.</source>
        <translation>Un import précédent de ce fichier a envoyé ce conditionnement le %1 pour la ligne %2, et rien n’indique que cette ligne soit dans le panier.</translation>
    </message>
    <message>
        <source>An earlier run of this file sent this line on %1, and it is not known whether it arrived (or it was sent with another article or quantity).</source>
        <translation>Un import précédent de ce fichier a envoyé cette ligne le %1, et on ne sait pas si elle est arrivée (ou elle a été envoyée avec un autre article ou une autre quantité).</translation>
    </message>
    <message>
        <source>Not sent again. %1 Check the basket; to add it anyway, add the file again (--again on the command line).</source>
        <translation>Non renvoyée. %1 Vérifiez le panier&#xa0;; pour l’ajouter quand même, ajoutez à nouveau le fichier (--again en ligne de commande).</translation>
    </message>
    <message>
        <source>Already added by an earlier run of this file on %1: %2. Not sent again.</source>
        <translation>Déjà ajoutée par un import précédent de ce fichier le %1&#xa0;: %2. Non renvoyée.</translation>
    </message>
</context>
<context>
    <name>webshop::shell::ImportRunner</name>
    <message>
        <source>Cannot read the order file %1: %2</source>
        <translation>Impossible de lire le fichier de commande %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>larger than 64 MB</source>
        <translation>plus de 64 Mo</translation>
    </message>
    <message>
        <source>The demo shop could not be started.</source>
        <translation>Impossible de démarrer la boutique de démonstration.</translation>
    </message>
    <message>
        <source>No server is configured: use --demo or --base-url URL.</source>
        <translation>Aucun serveur n’est configuré&#xa0;: utilisez --demo ou --base-url URL.</translation>
    </message>
    <message>
        <source>No delivery address of this customer is in store %1.</source>
        <translation>Ce client n’a aucune adresse de livraison rattachée au magasin %1.</translation>
    </message>
    <message>
        <source>This customer has no delivery address.</source>
        <translation>Ce client n’a aucune adresse de livraison.</translation>
    </message>
    <message>
        <source>This customer has several delivery addresses: choose one with --store STORE_ID.</source>
        <translation>Ce client a plusieurs adresses de livraison&#xa0;: choisissez-en une avec --store STORE_ID.</translation>
    </message>
    <message>
        <source>Cannot write the report %1: %2</source>
        <translation>Impossible d’écrire le rapport %1&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n record(s): %1.</source>
        <translation>
            <numerusform>%n enregistrement&#xa0;: %1.</numerusform>
            <numerusform>%n enregistrements&#xa0;: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) need attention; see %1.</source>
        <translation>
            <numerusform>%n ligne demande votre attention&#xa0;; voir %1.</numerusform>
            <numerusform>%n lignes demandent votre attention&#xa0;; voir %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>No login is remembered for this server: sign in once with &quot;Remember me&quot;, or set WEBSHOP_API_USER, WEBSHOP_API_PASSWORD, WEBSHOP_USERNAME and WEBSHOP_PASSWORD.</source>
        <translation>Aucune connexion n’est mémorisée pour ce serveur&#xa0;: connectez-vous une fois avec «&#xa0;Rester connecté sur cet ordinateur&#xa0;», ou définissez WEBSHOP_API_USER, WEBSHOP_API_PASSWORD, WEBSHOP_USERNAME et WEBSHOP_PASSWORD.</translation>
    </message>
    <message>
        <source>Lines above the large-quantity limits were not added (needs_confirmation): check their quantities, then run again with --allow-large to add them.</source>
        <translation>Les lignes au-delà des seuils de quantités importantes n’ont pas été ajoutées (needs_confirmation)&#xa0;: vérifiez leurs quantités, puis relancez avec --allow-large pour les ajouter.</translation>
    </message>
    <message>
        <source>The app&apos;s data folder cannot be written, so no add can be recorded first; nothing was added.</source>
        <translation>Le dossier de données de l’application n’est pas accessible en écriture : aucun ajout ne peut donc être enregistré au préalable ; rien n’a été ajouté.</translation>
    </message>
    <message>
        <source>On its way to the basket when this report was written. If the run stopped here, run the file again: what arrived is reported already_added, the rest is added or held back.</source>
        <translation>En cours d’envoi au panier lors de l’écriture de ce rapport. Si l’import s’est arrêté ici, relancez l’import du fichier&#xa0;: ce qui est arrivé est signalé already_added, le reste est ajouté ou retenu.</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) were added by an earlier run of this file and were not sent again (already_added); --again adds them anew.</source>
        <translation>
            <numerusform>%n ligne a été ajoutée par un import précédent de ce fichier et n’a pas été renvoyée (already_added)&#xa0;; --again l’ajoute à nouveau.</numerusform>
            <numerusform>%n lignes ont été ajoutées par un import précédent de ce fichier et n’ont pas été renvoyées (already_added)&#xa0;; --again les ajoute à nouveau.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) were sent by an earlier run of this file that did not learn whether they arrived: not sent again (uncertain). Check the basket; --again adds them anyway.</source>
        <translation>
            <numerusform>%n ligne a été envoyée par un import précédent de ce fichier sans savoir si elle est arrivée&#xa0;: non renvoyée (uncertain). Vérifiez le panier&#xa0;; --again l’ajoute quand même.</numerusform>
            <numerusform>%n lignes ont été envoyées par un import précédent de ce fichier sans savoir si elles sont arrivées&#xa0;: non renvoyées (uncertain). Vérifiez le panier&#xa0;; --again les ajoute quand même.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::ui::AboutDialog</name>
    <message>
        <source>About Webshop Desktop</source>
        <translation>À propos de Webshop Desktop</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Webshop Desktop %1&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Webshop Desktop %1&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>Order from your wholesaler&apos;s webshop: search the catalogue, check prices, fill the basket and re-order from your lists.</source>
        <translation>Commandez sur la boutique en ligne de votre grossiste&#xa0;: parcourez le catalogue, consultez les prix, remplissez le panier et commandez à nouveau depuis vos listes.</translation>
    </message>
    <message>
        <source>Version %1
Qt %2 (built with %3)
QtKeychain %4</source>
        <translation>Version %1
Qt %2 (compilé avec %3)
QtKeychain %4</translation>
    </message>
</context>
<context>
    <name>webshop::ui::AddHistoryDialog</name>
    <message>
        <source>Reading the basket again…</source>
        <translation>Nouvelle lecture du panier…</translation>
    </message>
    <message>
        <source>These adds cannot be checked now: sign in with this customer and delivery address first.</source>
        <translation>Ces ajouts ne peuvent pas être vérifiés pour l’instant&#xa0;: connectez-vous d’abord avec ce client et cette adresse de livraison.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source> for %1</source>
        <translation> pour %1</translation>
    </message>
    <message>
        <source>Add %1 × %2%3 to the basket again?</source>
        <translation>Ajouter à nouveau %1 × %2%3 au panier&#xa0;?</translation>
    </message>
    <message>
        <source>It is not known whether the add of %1 reached the basket. If it did, the basket will hold it twice, and this app cannot remove lines: you would have to correct it in the webshop. Check Again first when you are not sure.</source>
        <translation>On ne sait pas si l’ajout de %1 est parvenu au panier. Si c’est le cas, le panier le contiendra deux fois, et cette application ne peut pas supprimer de lignes&#xa0;: il faudrait le corriger dans la boutique en ligne. En cas de doute, utilisez d’abord «&#xa0;Vérifier à nouveau&#xa0;».</translation>
    </message>
    <message>
        <source>Add Again Anyway</source>
        <translation>Ajouter à nouveau quand même</translation>
    </message>
    <message>
        <source>&amp;Add Again</source>
        <translation>&amp;Ajouter à nouveau</translation>
    </message>
    <message>
        <source>Not added again.</source>
        <translation>L’article n’a pas été ajouté à nouveau.</translation>
    </message>
    <message>
        <source>Adding it again… Its outcome appears at the top of the list.</source>
        <translation>Nouvel ajout en cours… Son résultat apparaît en haut de la liste.</translation>
    </message>
    <message>
        <source>It could not be added again: sign in with this customer and delivery address, and wait until it is settled.</source>
        <translation>Impossible de l’ajouter à nouveau&#xa0;: connectez-vous avec ce client et cette adresse de livraison, et attendez que son résultat soit établi.</translation>
    </message>
    <message>
        <source>Added to Basket</source>
        <translation>Ajouts au panier</translation>
    </message>
    <message>
        <source>Added to basket</source>
        <translation>Ajouts au panier</translation>
    </message>
    <message>
        <source>Everything this app added to the basket of this customer and store: when, at which price, from where and with which outcome.</source>
        <translation>Tout ce que cette application a ajouté au panier de ce client et de ce magasin&#xa0;: quand, à quel prix, depuis où et avec quel résultat.</translation>
    </message>
    <message>
        <source>&amp;From:</source>
        <translation>&amp;Du&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;To:</source>
        <translation>A&amp;u&#xa0;:</translation>
    </message>
    <message>
        <source>All outcomes</source>
        <translation>Tous les résultats</translation>
    </message>
    <message>
        <source>In the basket</source>
        <translation>Dans le panier</translation>
    </message>
    <message>
        <source>Not known</source>
        <translation>Non déterminé</translation>
    </message>
    <message>
        <source>Not added</source>
        <translation>Non ajouté</translation>
    </message>
    <message>
        <source>On its way</source>
        <translation>En cours d’envoi</translation>
    </message>
    <message>
        <source>&amp;Outcome:</source>
        <translation>&amp;Résultat&#xa0;:</translation>
    </message>
    <message>
        <source>Article, pack, number or file line</source>
        <translation>Article, conditionnement, numéro ou ligne du fichier</translation>
    </message>
    <message>
        <source>&amp;Search:</source>
        <translation>Re&amp;chercher&#xa0;:</translation>
    </message>
    <message>
        <source>C&amp;heck Again</source>
        <translation>&amp;Vérifier à nouveau</translation>
    </message>
    <message>
        <source>Reads the basket again and settles the selected adds whose outcome is not known</source>
        <translation>Relit le panier et détermine le résultat des ajouts sélectionnés encore non déterminés</translation>
    </message>
    <message>
        <source>&amp;Add Again Anyway…</source>
        <translation>Ajouter à nouveau &amp;quand même…</translation>
    </message>
    <message>
        <source>Adds the selected add once more: it may then be in the basket twice</source>
        <translation>Refait l’ajout sélectionné&#xa0;: il risque alors de figurer deux fois dans le panier</translation>
    </message>
    <message>
        <source>E&amp;xport CSV…</source>
        <translation>E&amp;xporter en CSV…</translation>
    </message>
    <message>
        <source>No adds in these days.</source>
        <translation>Aucun ajout sur cette période.</translation>
    </message>
    <message>
        <source>Sign in to see what this app added.</source>
        <translation>Connectez-vous pour voir ce que cette application a ajouté.</translation>
    </message>
    <message numerus="yes">
        <source>%n add(s)</source>
        <translation>
            <numerusform>%n ajout</numerusform>
            <numerusform>%n ajouts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n not known</source>
        <translation>
            <numerusform>%1 · %n non déterminé</numerusform>
            <numerusform>%1 · %n non déterminés</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>C&amp;hecking…</source>
        <translation>&amp;Vérification…</translation>
    </message>
    <message>
        <source>Added to basket %1.csv</source>
        <translation>Ajouts au panier %1.csv</translation>
    </message>
    <message>
        <source>Export CSV</source>
        <translation>Exporter en CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message numerus="yes">
        <source>%n add(s) exported to %1.</source>
        <translation>
            <numerusform>%n ajout exporté vers %1.</numerusform>
            <numerusform>%n ajouts exportés vers %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The file could not be saved: %1</source>
        <translation>Le fichier n’a pas pu être enregistré&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>webshop::ui::AddressChooser</name>
    <message>
        <source>Choose a delivery address</source>
        <translation>Choisissez une adresse de livraison</translation>
    </message>
    <message>
        <source>The address decides your store, its prices and what can be delivered. You can switch it later from the toolbar.</source>
        <translation>L’adresse détermine votre magasin, ses prix et ce qui peut être livré. Vous pourrez la changer plus tard depuis la barre d’outils.</translation>
    </message>
    <message>
        <source>Delivery addresses</source>
        <translation>Adresses de livraison</translation>
    </message>
    <message>
        <source>Sign in as someone else</source>
        <translation>Se connecter avec un autre compte</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuer</translation>
    </message>
</context>
<context>
    <name>webshop::ui::ArticleDelegate</name>
    <message>
        <source>%1 / kg</source>
        <translation>%1 / kg</translation>
    </message>
    <message>
        <source>kg</source>
        <comment>weight article badge</comment>
        <translation>kg</translation>
    </message>
    <message>
        <source>Price unknown</source>
        <translation>Prix inconnu</translation>
    </message>
    <message>
        <source>Ask your sales contact</source>
        <translation>Demandez à votre commercial</translation>
    </message>
    <message numerus="yes">
        <source>%Ln pack size(s)</source>
        <translation>
            <numerusform>%Ln conditionnement</numerusform>
            <numerusform>%Ln conditionnements</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 · %Ln pack size(s)</source>
        <translation>
            <numerusform>%1 · %Ln conditionnement</numerusform>
            <numerusform>%1 · %Ln conditionnements</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::ui::ArticleDetailsPane</name>
    <message>
        <source>Article details</source>
        <translation>Détails de l’article</translation>
    </message>
    <message>
        <source>No article selected</source>
        <translation>Aucun article sélectionné</translation>
    </message>
    <message>
        <source>Pick an article in the results to see its pack sizes and prices.</source>
        <translation>Choisissez un article dans les résultats pour voir ses conditionnements et ses prix.</translation>
    </message>
    <message>
        <source>Updating prices…</source>
        <translation>Mise à jour des prix…</translation>
    </message>
    <message>
        <source>Pack sizes</source>
        <translation>Conditionnements</translation>
    </message>
    <message>
        <source>Article no. %1</source>
        <translation>Réf. %1</translation>
    </message>
    <message>
        <source>No picture</source>
        <translation>Pas d’image</translation>
    </message>
    <message>
        <source>Picture of %1</source>
        <translation>Image de %1</translation>
    </message>
    <message>
        <source>Current prices could not be loaded: %1</source>
        <translation>Impossible de charger les prix actuels&#xa0;: %1</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Deposit on empties (bottles, crates), where it applies, is not part of these prices. The shop states it in the basket only: a pack in your basket shows its deposit here.</source>
        <translation>La consigne sur les emballages (bouteilles, caisses), le cas échéant, n’est pas comprise dans ces prix. La boutique ne l’indique que dans le panier : un conditionnement de votre panier affiche ici sa consigne.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::Banner</name>
    <message>
        <source>Dismiss</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Dismiss message</source>
        <translation>Fermer le message</translation>
    </message>
</context>
<context>
    <name>webshop::ui::BasketPage</name>
    <message>
        <source>Basket</source>
        <translation>Panier</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Actualiser</translation>
    </message>
    <message>
        <source>Read the basket from the shop again</source>
        <translation>Recharger le panier depuis la boutique</translation>
    </message>
    <message>
        <source>This app adds articles to your basket. To change quantities, remove lines or check out, continue in the webshop: the basket is the same there.</source>
        <translation>Cette application ajoute des articles à votre panier. Pour modifier les quantités, supprimer des lignes ou passer commande, continuez dans la boutique en ligne&#xa0;: c’est le même panier.</translation>
    </message>
    <message>
        <source>Continue to checkout in the webshop</source>
        <translation>Commander dans la boutique en ligne</translation>
    </message>
    <message>
        <source>Basket lines</source>
        <translation>Lignes du panier</translation>
    </message>
    <message>
        <source>VAT</source>
        <translation>TVA</translation>
    </message>
    <message>
        <source>The basket could not be read: %1</source>
        <translation>Impossible de lire le panier&#xa0;: %1</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <source>Loading your basket…</source>
        <translation>Chargement du panier…</translation>
    </message>
    <message>
        <source>The basket has not been loaded</source>
        <translation>Le panier n’a pas été chargé</translation>
    </message>
    <message>
        <source>Sign in and choose a delivery address to see your basket.</source>
        <translation>Connectez-vous et choisissez une adresse de livraison pour voir votre panier.</translation>
    </message>
    <message>
        <source>Load basket</source>
        <translation>Charger le panier</translation>
    </message>
    <message>
        <source>Your basket is empty</source>
        <translation>Votre panier est vide</translation>
    </message>
    <message>
        <source>Add articles from the search or from your lists.</source>
        <translation>Ajoutez des articles depuis la recherche ou vos listes.</translation>
    </message>
    <message>
        <source>Find articles</source>
        <translation>Rechercher des articles</translation>
    </message>
    <message>
        <source>Total gross</source>
        <translation>Total TTC</translation>
    </message>
    <message>
        <source>updating…</source>
        <translation>mise à jour…</translation>
    </message>
    <message>
        <source>synced just now</source>
        <translation>synchronisé à l’instant</translation>
    </message>
    <message>
        <source>synced at %1</source>
        <translation>synchronisé à %1</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s)</source>
        <translation>
            <numerusform>%Ln ligne</numerusform>
            <numerusform>%Ln lignes</numerusform>
        </translation>
    </message>
    <message>
        <source>Compare Stores…</source>
        <translation>Comparer les magasins…</translation>
    </message>
    <message>
        <source>The prices of these lines at every store of your delivery addresses</source>
        <translation>Les prix de ces lignes dans chaque magasin de vos adresses de livraison</translation>
    </message>
    <message>
        <source>Goods net</source>
        <translation>Marchandise HT</translation>
    </message>
    <message>
        <source>Deposit net</source>
        <translation>Consigne HT</translation>
    </message>
    <message>
        <source>Gross incl. deposit</source>
        <translation>TTC, consigne incl.</translation>
    </message>
    <message>
        <source>Total net incl. deposit</source>
        <translation>Total HT, consigne incl.</translation>
    </message>
    <message>
        <source>The webshop could not be opened in your browser. Its address is %1.</source>
        <translation>Impossible d’ouvrir la boutique en ligne dans votre navigateur. Son adresse est %1.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::BatchAddSummary</name>
    <message>
        <source>%1 (%2)</source>
        <extracomment>An article and its pack: &quot;Mineral water (case of 12 × 0.7 l)&quot;</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Add to Basket</source>
        <translation>Ajouter au panier</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Far more than a usual add (the limits are in Preferences):</source>
        <translation>Bien plus qu’un ajout habituel (seuils dans les Préférences)&#xa0;:</translation>
    </message>
    <message>
        <source>The app cannot remove lines or lower quantities afterwards.</source>
        <translation>L’application ne peut ensuite ni supprimer de lignes ni réduire de quantités.</translation>
    </message>
    <message numerus="yes">
        <source>Add %n line(s) to the basket?</source>
        <translation>
            <numerusform>Ajouter %n ligne au panier&#xa0;?</numerusform>
            <numerusform>Ajouter %n lignes au panier&#xa0;?</numerusform>
        </translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>Lignes</translation>
    </message>
    <message>
        <source>Packs</source>
        <translation>Conditionnements</translation>
    </message>
    <message numerus="yes">
        <source>%1 in %Ln line(s)</source>
        <translation>
            <numerusform>%1 en %Ln ligne</numerusform>
            <numerusform>%1 en %Ln lignes</numerusform>
        </translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Poids</translation>
    </message>
    <message>
        <source>Gross total</source>
        <translation>Total TTC</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) without a known price are not in it.</source>
        <translation>
            <numerusform>%Ln ligne sans prix connu n’y est pas comprise.</numerusform>
            <numerusform>%Ln lignes sans prix connu n’y sont pas comprises.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 in the basket → %3 after this add</source>
        <translation>%1&#xa0;: %2 dans le panier → %3 après cet ajout</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%Ln line(s) of this add)</source>
        <translation>
            <numerusform>%1 (%Ln ligne de cet ajout)</numerusform>
            <numerusform>%1 (%Ln lignes de cet ajout)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Already in the basket (%Ln pack(s)):</source>
        <translation>
            <numerusform>Déjà dans le panier (%Ln conditionnement)&#xa0;:</numerusform>
            <numerusform>Déjà dans le panier (%Ln conditionnements)&#xa0;:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&amp;Add %n Line(s)</source>
        <translation>
            <numerusform>&amp;Ajouter %n ligne</numerusform>
            <numerusform>&amp;Ajouter %n lignes</numerusform>
        </translation>
    </message>
    <message>
        <source>Add &amp;Without the Large Lines</source>
        <translation>Ajouter &amp;sans les lignes importantes</translation>
    </message>
    <message>
        <source>%1 incl. %2 deposit</source>
        <extracomment>The price of an add with its deposit, e.g. &quot;32,56 € incl. 11,78 € deposit&quot;</extracomment>
        <translation>%1 dont %2 de consigne</translation>
    </message>
    <message>
        <source>≈ %1</source>
        <extracomment>An amount the basket may show otherwise (the note under it says why), e.g. &quot;≈ 20,79 €&quot;</extracomment>
        <translation>≈ %1</translation>
    </message>
    <message numerus="yes">
        <source>≈: without the deposit of %Ln line(s): the shop states a pack&apos;s deposit in the basket only, and these packs are not in it yet.</source>
        <translation>
            <numerusform>≈ : sans la consigne de %Ln ligne : la boutique n’indique la consigne d’un conditionnement que dans le panier, et ce conditionnement n’y est pas encore.</numerusform>
            <numerusform>≈ : sans la consigne de %Ln lignes : la boutique n’indique la consigne d’un conditionnement que dans le panier, et ces conditionnements n’y sont pas encore.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::ui::BundleRow</name>
    <message>
        <source>kg</source>
        <comment>weight article badge</comment>
        <translation>kg</translation>
    </message>
    <message>
        <source>Sold by weight: enter the quantity in kilograms</source>
        <translation>Vendu au poids&#xa0;: saisissez la quantité en kilogrammes</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>HT</translation>
    </message>
    <message>
        <source>VAT</source>
        <translation>TVA</translation>
    </message>
    <message>
        <source>Gross</source>
        <translation>TTC</translation>
    </message>
    <message>
        <source>Price unknown</source>
        <translation>Prix inconnu</translation>
    </message>
    <message>
        <source>The shop gave no price for this pack size. The basket will show the price once added.</source>
        <translation>La boutique n’a indiqué aucun prix pour ce conditionnement. Le panier affichera le prix après l’ajout.</translation>
    </message>
    <message>
        <source>&amp;Qty</source>
        <translation>&amp;Qté</translation>
    </message>
    <message>
        <source>Add to basket</source>
        <translation>Ajouter au panier</translation>
    </message>
    <message>
        <source>Pack %1</source>
        <translation>Conditionnement %1</translation>
    </message>
    <message>
        <source>Pack size: %1</source>
        <translation>Contenu&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 / kg</source>
        <translation>%1 / kg</translation>
    </message>
    <message>
        <source>Add %1 to basket</source>
        <translation>Ajouter %1 au panier</translation>
    </message>
    <message>
        <source>Quantity of %1</source>
        <translation>Quantité de %1</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <extracomment>What an add will send: quantity · price, e.g. &quot;1,5 kg · 17,00 €&quot;</extracomment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 incl. %2 deposit</source>
        <extracomment>The price of an add with its deposit, e.g. &quot;32,56 € incl. 11,78 € deposit&quot;</extracomment>
        <translation>%1 dont %2 de consigne</translation>
    </message>
    <message>
        <source>+ %1 deposit per pack (net), as in your basket</source>
        <extracomment>Under a pack&apos;s prices: its deposit as the basket states it, e.g. &quot;+ 3,30 € deposit per pack (net), as in your basket&quot;</extracomment>
        <translation>+ %1 de consigne par conditionnement (HT), comme dans votre panier</translation>
    </message>
    <message>
        <source>The prices above are without deposit. The shop states a pack&apos;s deposit in the basket only: this is the one your basket shows for this pack.</source>
        <translation>Les prix ci-dessus sont sans consigne. La boutique n’indique la consigne d’un conditionnement que dans le panier : c’est celle que votre panier affiche pour ce conditionnement.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::CataloguePage</name>
    <message>
        <source>Loading results</source>
        <translation>Chargement des résultats</translation>
    </message>
    <message>
        <source>Show as cards</source>
        <translation>Afficher en vignettes</translation>
    </message>
    <message>
        <source>Show as list</source>
        <translation>Afficher en liste</translation>
    </message>
    <message>
        <source>Search results</source>
        <translation>Résultats de recherche</translation>
    </message>
    <message>
        <source>Loading more…</source>
        <translation>Chargement de la suite…</translation>
    </message>
    <message>
        <source>Search the catalogue</source>
        <translation>Rechercher dans le catalogue</translation>
    </message>
    <message>
        <source>Type in the search field above: results appear as you type.</source>
        <translation>Saisissez votre recherche ci-dessus&#xa0;: les résultats s’affichent au fil de la frappe.</translation>
    </message>
    <message>
        <source>Searching for “%1”…</source>
        <translation>Recherche de «&#xa0;%1&#xa0;»…</translation>
    </message>
    <message>
        <source>No results for “%1”</source>
        <translation>Aucun résultat pour «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>Search for “%1”</source>
        <translation>Recherche de «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>Showing %1 of %2 · scroll for more</source>
        <translation>%1 sur %2 affichés · faites défiler pour la suite</translation>
    </message>
    <message>
        <source>No articles match “%1”</source>
        <translation>Aucun article ne correspond à «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>Check the spelling, try a shorter word or the article number.</source>
        <translation>Vérifiez l’orthographe, essayez un mot plus court ou la référence de l’article.</translation>
    </message>
    <message>
        <source>Clear search</source>
        <translation>Effacer la recherche</translation>
    </message>
    <message>
        <source>The search did not work</source>
        <translation>La recherche a échoué</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <source>What do you need today?</source>
        <translation>De quoi avez-vous besoin aujourd’hui&#xa0;?</translation>
    </message>
    <message>
        <source>Search by name, brand or article number, e.g. “espresso” or “tomatoes”. Press Ctrl+F to jump to the search field.</source>
        <translation>Recherchez par nom, marque ou référence, p. ex. «&#xa0;espresso&#xa0;» ou «&#xa0;tomates&#xa0;». Appuyez sur Ctrl+F pour aller au champ de recherche.</translation>
    </message>
    <message>
        <source>More results could not be loaded: %1</source>
        <translation>Impossible de charger plus de résultats&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln result(s) for “%1”</source>
        <translation>
            <numerusform>%Ln résultat pour «&#xa0;%1&#xa0;»</numerusform>
            <numerusform>%Ln résultats pour «&#xa0;%1&#xa0;»</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %Ln shown</source>
        <comment>all search results are on screen</comment>
        <translation>
            <numerusform>Tout est affiché</numerusform>
            <numerusform>Tous les %Ln sont affichés</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::ui::ConnectionStatus</name>
    <message>
        <source>Not signed in</source>
        <translation>Non connecté</translation>
    </message>
    <message>
        <source>demo shop</source>
        <translation>boutique de démo</translation>
    </message>
    <message>
        <source>Signing in to %1…</source>
        <translation>Connexion à %1…</translation>
    </message>
    <message>
        <source>Connected · %1</source>
        <translation>Connecté · %1</translation>
    </message>
    <message>
        <source> · %1</source>
        <translation> · %1</translation>
    </message>
    <message>
        <source> · syncing basket…</source>
        <translation> · synchronisation du panier…</translation>
    </message>
    <message>
        <source> · basket synced just now</source>
        <translation> · panier synchronisé à l’instant</translation>
    </message>
    <message numerus="yes">
        <source> · basket synced %Ln min ago</source>
        <translation>
            <numerusform> · panier synchronisé il y a %Ln min</numerusform>
            <numerusform> · panier synchronisé il y a %Ln min</numerusform>
        </translation>
    </message>
    <message>
        <source>Offline: the server cannot be reached. Showing saved data; signing in again by itself.</source>
        <translation>Hors ligne&#xa0;: le serveur est injoignable. Données enregistrées affichées&#xa0;; la connexion sera retentée automatiquement.</translation>
    </message>
    <message>
        <source>Offline: %1 cannot be reached. Trying again by itself (F5: now).</source>
        <translation>Hors ligne&#xa0;: %1 est injoignable. Nouvel essai automatique (F5&#xa0;: maintenant).</translation>
    </message>
    <message>
        <source>Signing in to the demo shop…</source>
        <translation>Connexion à la boutique de démo…</translation>
    </message>
    <message>
        <source>Offline: the demo shop cannot be reached. Trying again by itself (F5: now).</source>
        <translation>Hors ligne&#xa0;: la boutique de démo est injoignable. Nouvel essai automatique (F5&#xa0;: maintenant).</translation>
    </message>
</context>
<context>
    <name>webshop::ui::CredentialsPage</name>
    <message>
        <source>Show password</source>
        <translation>Afficher le mot de passe</translation>
    </message>
    <message>
        <source>Hide password</source>
        <translation>Masquer le mot de passe</translation>
    </message>
    <message>
        <source>Sign in to your webshop</source>
        <translation>Connexion à votre boutique en ligne</translation>
    </message>
    <message>
        <source>Use the API access your company received from the wholesaler, and your own webshop login.</source>
        <translation>Utilisez l’accès API que votre entreprise a reçu du grossiste, ainsi que vos propres identifiants de la boutique en ligne.</translation>
    </message>
    <message>
        <source>Demo shop (built in)</source>
        <translation>Boutique de démo (intégrée)</translation>
    </message>
    <message>
        <source>Company server</source>
        <translation>Serveur de l’entreprise</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Serveur</translation>
    </message>
    <message>
        <source>&amp;Server:</source>
        <translation>&amp;Serveur&#xa0;:</translation>
    </message>
    <message>
        <source>https://shop.example.com</source>
        <translation>https://shop.example.com</translation>
    </message>
    <message>
        <source>Server address</source>
        <translation>Adresse du serveur</translation>
    </message>
    <message>
        <source>Add&amp;ress:</source>
        <translation>Ad&amp;resse&#xa0;:</translation>
    </message>
    <message>
        <source>API user</source>
        <translation>Utilisateur API</translation>
    </message>
    <message>
        <source>&amp;API user:</source>
        <translation>Utilisateur &amp;API&#xa0;:</translation>
    </message>
    <message>
        <source>API password</source>
        <translation>Mot de passe API</translation>
    </message>
    <message>
        <source>API &amp;password:</source>
        <translation>&amp;Mot de passe API&#xa0;:</translation>
    </message>
    <message>
        <source>name@company.com</source>
        <translation>nom@entreprise.fr</translation>
    </message>
    <message>
        <source>Username</source>
        <translation>Nom d’utilisateur</translation>
    </message>
    <message>
        <source>&amp;Username:</source>
        <translation>&amp;Nom d’utilisateur&#xa0;:</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Mot de passe</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>Mot de &amp;passe&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Remember me on this computer</source>
        <translation>Rester &amp;connecté sur cet ordinateur</translation>
    </message>
    <message>
        <source>Passwords are kept in the system keychain, never in a file.</source>
        <translation>Les mots de passe sont conservés dans le trousseau du système, jamais dans un fichier.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Sign In</source>
        <translation>Se connecter</translation>
    </message>
    <message>
        <source>server address</source>
        <translation>adresse du serveur</translation>
    </message>
    <message>
        <source>username</source>
        <translation>nom d’utilisateur</translation>
    </message>
    <message>
        <source>password</source>
        <translation>mot de passe</translation>
    </message>
    <message>
        <source>Please fill in: %1.</source>
        <translation>Veuillez renseigner&#xa0;: %1.</translation>
    </message>
    <message>
        <source>“%1” is not a web address. Enter it like https://shop.example.com.</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas une adresse web. Saisissez-la sous la forme https://shop.example.com.</translation>
    </message>
    <message>
        <source>The server address must not contain a user name or password. Enter only the address, like https://shop.example.com, and the API user and password in their own fields.</source>
        <translation>L’adresse du serveur ne doit contenir ni nom d’utilisateur ni mot de passe. Saisissez uniquement l’adresse, p. ex. https://shop.example.com, puis l’utilisateur et le mot de passe API dans les champs prévus à cet effet.</translation>
    </message>
    <message>
        <source>Signing in…</source>
        <translation>Connexion…</translation>
    </message>
</context>
<context>
    <name>webshop::ui::GuideDelegate</name>
    <message>
        <source>On hand</source>
        <translation>En stock</translation>
    </message>
    <message>
        <source>Par</source>
        <translation>Cible</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Cond.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::GuideFiles</name>
    <message>
        <source>The guide could not be saved to %1: %2</source>
        <translation>Le guide n’a pas pu être enregistré dans %1 : %2</translation>
    </message>
    <message>
        <source>The guide was saved to %1.</source>
        <translation>Le guide a été enregistré dans %1.</translation>
    </message>
    <message>
        <source>The file %1 could not be read.</source>
        <translation>Le fichier %1 n’a pas pu être lu.</translation>
    </message>
    <message>
        <source>Pack %1 is not on this list: left out.</source>
        <translation>Le conditionnement %1 n’est pas sur cette liste : ignoré.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) taken from the file.</source>
        <translation>
            <numerusform>%Ln ligne reprise du fichier.</numerusform>
            <numerusform>%Ln lignes reprises du fichier.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) taken from the file; not taken: %1</source>
        <translation>
            <numerusform>%Ln ligne reprise du fichier ; non reprises : %1</numerusform>
            <numerusform>%Ln lignes reprises du fichier ; non reprises : %1</numerusform>
        </translation>
    </message>
    <message>
        <source>order-guide</source>
        <translation>guide-de-commande</translation>
    </message>
    <message>
        <source>Export Guide</source>
        <translation>Exporter le guide</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>Import Guide</source>
        <translation>Importer un guide</translation>
    </message>
    <message>
        <source>CSV files (*.csv *.txt)</source>
        <translation>Fichiers CSV (*.csv *.txt)</translation>
    </message>
</context>
<context>
    <name>webshop::ui::GuideFooter</name>
    <message>
        <source>Clear Counts</source>
        <translation>Effacer le comptage</translation>
    </message>
    <message numerus="yes">
        <source>Order %Ln line(s)</source>
        <translation>
            <numerusform>Commander %Ln ligne</numerusform>
            <numerusform>Commander %Ln lignes</numerusform>
        </translation>
    </message>
    <message>
        <source>Order</source>
        <translation>À commander</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln line(s) counted</source>
        <extracomment>The guide&apos;s footer: &quot;12 of 30 lines counted&quot;</extracomment>
        <translation>
            <numerusform>%1 sur %Ln ligne comptée</numerusform>
            <numerusform>%1 sur %Ln lignes comptées</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 net incl. deposit</source>
        <translation>%1 HT, consigne incl.</translation>
    </message>
    <message>
        <source>%1 gross incl. deposit</source>
        <translation>%1 TTC, consigne incl.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) without a price</source>
        <translation>
            <numerusform>%Ln ligne sans prix</numerusform>
            <numerusform>%Ln lignes sans prix</numerusform>
        </translation>
    </message>
    <message>
        <source>minimum order %1 reached</source>
        <translation>minimum de commande %1 atteint</translation>
    </message>
    <message>
        <source>%1 short of the minimum order %2</source>
        <translation>il manque %1 pour le minimum de commande %2</translation>
    </message>
</context>
<context>
    <name>webshop::ui::GuideHeader</name>
    <message>
        <source>Order guide</source>
        <translation>Guide de commande</translation>
    </message>
    <message>
        <source>Take Suggested Par</source>
        <translation>Reprendre la cible suggérée</translation>
    </message>
    <message>
        <source>The current line&apos;s par becomes the suggested one (Ctrl+Shift+P)</source>
        <translation>La cible de la ligne courante devient celle suggérée (Ctrl+Maj+P)</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Partager</translation>
    </message>
    <message>
        <source>Export Guide…</source>
        <translation>Exporter le guide…</translation>
    </message>
    <message>
        <source>Save the guide as CSV (pack number, par, position, note) to share it</source>
        <translation>Enregistrer le guide en CSV (n° de cond., cible, emplacement, note) pour le partager</translation>
    </message>
    <message>
        <source>Import Guide…</source>
        <translation>Importer un guide…</translation>
    </message>
    <message>
        <source>Read pars, positions and notes from a guide&apos;s CSV file</source>
        <translation>Lire cibles, emplacements et notes depuis le fichier CSV d’un guide</translation>
    </message>
</context>
<context>
    <name>webshop::ui::GuideOrderQuestion</name>
    <message>
        <source>Nothing to order: count the lines first (a blank count orders nothing).</source>
        <translation>Rien à commander : comptez d’abord les lignes (un comptage vide ne commande rien).</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Nothing was ordered.</source>
        <translation>Rien n’a été commandé.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::GuidePage</name>
    <message>
        <source>Order guide</source>
        <translation>Guide de commande</translation>
    </message>
    <message>
        <source>The guide could not be saved on this computer: %1</source>
        <translation>Le guide n’a pas pu être enregistré sur cet ordinateur : %1</translation>
    </message>
    <message>
        <source>This line has no suggested par: it needs adds on two days or more.</source>
        <translation>Cette ligne n’a pas de cible suggérée : il faut des ajouts sur au moins deux jours.</translation>
    </message>
    <message>
        <source>Loading the guide…</source>
        <translation>Chargement du guide…</translation>
    </message>
    <message>
        <source>This guide&apos;s list could not be loaded</source>
        <translation>La liste de ce guide n’a pas pu être chargée</translation>
    </message>
    <message>
        <source>No order guide yet</source>
        <translation>Pas encore de guide de commande</translation>
    </message>
    <message>
        <source>Open a list on the Lists page and choose Use as Order Guide.</source>
        <translation>Ouvrez une liste dans Listes et choisissez Utiliser comme guide de commande.</translation>
    </message>
    <message>
        <source>Go to Lists</source>
        <translation>Aller aux listes</translation>
    </message>
    <message>
        <source>Count top to bottom: type what is on hand, Enter for the next line.</source>
        <translation>Comptez de haut en bas : saisissez le stock, Entrée pour la ligne suivante.</translation>
    </message>
    <message>
        <source>Order by %1 for the delivery on %2: this guide has not been ordered today.</source>
        <translation>Commandez avant %1 pour la livraison de %2 : ce guide n’a pas encore été commandé aujourd’hui.</translation>
    </message>
    <message numerus="yes">
        <source>Ordering %Ln line(s)…</source>
        <translation>
            <numerusform>Commande de %Ln ligne…</numerusform>
            <numerusform>Commande de %Ln lignes…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) added to the basket.</source>
        <translation>
            <numerusform>%Ln ligne ajoutée au panier.</numerusform>
            <numerusform>%Ln lignes ajoutées au panier.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 added, %2 not: see View → Added to Basket for each line&apos;s outcome.</source>
        <translation>%1 ajoutée(s), %2 non : voir Affichage → Ajouts au panier pour le résultat de chaque ligne.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::GuideReminders</name>
    <message>
        <source>Order guide %1: order by %2 for the delivery on %3; it has not been ordered today.</source>
        <translation>Guide de commande %1 : commandez avant %2 pour la livraison de %3 ; il n’a pas encore été commandé aujourd’hui.</translation>
    </message>
    <message>
        <source>Open Guide</source>
        <translation>Ouvrir le guide</translation>
    </message>
    <message>
        <source>Order guide</source>
        <translation>Guide de commande</translation>
    </message>
</context>
<context>
    <name>webshop::ui::GuideScheduleEditor</name>
    <message>
        <source>Delivery days:</source>
        <translation>Jours de livraison :</translation>
    </message>
    <message>
        <source>Delivery on %1</source>
        <translation>Livraison le %1</translation>
    </message>
    <message>
        <source>Order cut-off:</source>
        <translation>Heure limite :</translation>
    </message>
    <message>
        <source>The time on the day before each delivery by which the order must be in</source>
        <translation>L’heure, la veille de chaque livraison, avant laquelle la commande doit être passée</translation>
    </message>
    <message>
        <source>Order cut-off</source>
        <translation>Heure limite de commande</translation>
    </message>
    <message>
        <source>Minimum order (gross):</source>
        <translation>Minimum de commande (TTC) :</translation>
    </message>
    <message>
        <source>Minimum order value, gross</source>
        <translation>Montant minimum de commande, TTC</translation>
    </message>
    <message>
        <source>The minimum order &quot;%1&quot; is not an amount, e.g. %2.</source>
        <translation>Le minimum de commande « %1 » n’est pas un montant, p. ex. %2.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::GuideTable</name>
    <message>
        <source>Order guide lines</source>
        <translation>Lignes du guide de commande</translation>
    </message>
</context>
<context>
    <name>webshop::ui::HistoryActions</name>
    <message>
        <source>Show Added to Basket</source>
        <translation>Afficher les ajouts</translation>
    </message>
</context>
<context>
    <name>webshop::ui::ImportDialog</name>
    <message>
        <source>Import Order</source>
        <translation>Importer une commande</translation>
    </message>
    <message>
        <source>Save &amp;Report…</source>
        <translation>Enregistrer le &amp;rapport…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Checking was stopped. The lines checked so far are kept; the others are marked &quot;Not checked&quot; and are not added.</source>
        <translation>La vérification a été arrêtée. Les lignes déjà vérifiées sont conservées&#xa0;; les autres sont marquées «&#xa0;Non vérifié&#xa0;» et ne sont pas ajoutées.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) added to the basket.</source>
        <translation>
            <numerusform>%Ln ligne ajoutée au panier.</numerusform>
            <numerusform>%Ln lignes ajoutées au panier.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) not added: each says why. Save the report to keep the list.</source>
        <translation>
            <numerusform>%Ln ligne non ajoutée&#xa0;: la ligne indique pourquoi. Enregistrez le rapport pour garder la liste.</numerusform>
            <numerusform>%Ln lignes non ajoutées&#xa0;: chacune indique pourquoi. Enregistrez le rapport pour garder la liste.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every line of the file is in the basket.</source>
        <translation>Toutes les lignes du fichier sont dans le panier.</translation>
    </message>
    <message>
        <source>Order imported: %1</source>
        <translation>Commande importée&#xa0;: %1</translation>
    </message>
    <message>
        <source>Import Order: %1</source>
        <translation>Importer une commande&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) in the file</source>
        <translation>
            <numerusform>%Ln ligne dans le fichier</numerusform>
            <numerusform>%Ln lignes dans le fichier</numerusform>
        </translation>
    </message>
    <message>
        <source>%L1 shown</source>
        <translation>%L1 affichées</translation>
    </message>
    <message numerus="yes">
        <source>%Ln listed with this filter</source>
        <translation>
            <numerusform>%Ln listée avec ce filtre</numerusform>
            <numerusform>%Ln listées avec ce filtre</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&amp;Add %Ln Line(s) to Basket</source>
        <translation>
            <numerusform>&amp;Ajouter %Ln ligne au panier</numerusform>
            <numerusform>&amp;Ajouter %Ln lignes au panier</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) need you and are not added until fixed. Space on a line shows its choices.</source>
        <translation>
            <numerusform>%Ln ligne demande votre attention et ne sera ajoutée qu’une fois corrigée. La barre d’espace affiche les choix d’une ligne.</numerusform>
            <numerusform>%Ln lignes demandent votre attention et ne seront ajoutées qu’une fois corrigées. La barre d’espace affiche les choix d’une ligne.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing is added before you press Add.</source>
        <translation>Rien n’est ajouté avant que vous cliquiez sur Ajouter.</translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>Ligne %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 report.csv</source>
        <translation>%1 rapport.csv</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Import</translation>
    </message>
    <message>
        <source>Save Report</source>
        <translation>Enregistrer le rapport</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>Add Those Lines A&amp;gain…</source>
        <translation>Ajouter ces lignes à &amp;nouveau…</translation>
    </message>
    <message>
        <source>Nothing was added.</source>
        <translation>Rien n’a été ajouté.</translation>
    </message>
    <message>
        <source>today at %1</source>
        <translation>aujourd’hui à %1</translation>
    </message>
    <message>
        <source>This file was added to this basket %1.</source>
        <translation>Ce fichier a déjà été ajouté à ce panier (%1).</translation>
    </message>
    <message numerus="yes">
        <source>Adding it again puts %Ln line(s) that are in the basket there a second time.</source>
        <translation>
            <numerusform>L’ajouter à nouveau mettra une deuxième fois dans le panier %Ln ligne qui y est déjà.</numerusform>
            <numerusform>L’ajouter à nouveau mettra une deuxième fois dans le panier %Ln lignes qui y sont déjà.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) may have arrived then: they may be there twice.</source>
        <translation>
            <numerusform>%Ln ligne est peut-être arrivée à ce moment-là&#xa0;: elle risque d’y être deux fois.</numerusform>
            <numerusform>%Ln lignes sont peut-être arrivées à ce moment-là&#xa0;: elles risquent d’y être deux fois.</numerusform>
        </translation>
    </message>
    <message>
        <source>The app cannot remove lines or lower quantities afterwards. Add the lines again?</source>
        <translation>L’application ne peut ensuite ni supprimer de lignes ni réduire de quantités. Ajouter les lignes à nouveau&#xa0;?</translation>
    </message>
    <message>
        <source>Add Those Lines Again</source>
        <translation>Ajouter ces lignes à nouveau</translation>
    </message>
    <message>
        <source>&amp;Add Again…</source>
        <translation>&amp;Ajouter à nouveau…</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) were in the basket from an earlier run of this file and were not sent again.</source>
        <translation>
            <numerusform>%Ln ligne était déjà dans le panier depuis un import précédent de ce fichier et n’a pas été renvoyée.</numerusform>
            <numerusform>%Ln lignes étaient déjà dans le panier depuis un import précédent de ce fichier et n’ont pas été renvoyées.</numerusform>
        </translation>
    </message>
    <message>
        <source>This file was added to this basket %1:</source>
        <translation>Ce fichier a déjà été ajouté à ce panier (%1)&#xa0;:</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) are already in the basket and will be skipped.</source>
        <translation>
            <numerusform>%Ln ligne est déjà dans le panier et sera ignorée.</numerusform>
            <numerusform>%Ln lignes sont déjà dans le panier et seront ignorées.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) were sent then without a sure answer: they are held back until you have checked the basket.</source>
        <translation>
            <numerusform>%Ln ligne a été envoyée à ce moment-là sans réponse certaine&#xa0;: elle est retenue jusqu’à ce que vous ayez vérifié le panier.</numerusform>
            <numerusform>%Ln lignes ont été envoyées à ce moment-là sans réponse certaine&#xa0;: elles sont retenues jusqu’à ce que vous ayez vérifié le panier.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) were not added then and will be added now.</source>
        <translation>
            <numerusform>%Ln ligne n’avait pas été ajoutée et le sera maintenant.</numerusform>
            <numerusform>%Ln lignes n’avaient pas été ajoutées et le seront maintenant.</numerusform>
        </translation>
    </message>
    <message>
        <source>&quot;Add Those Lines Again…&quot; adds the whole file anew.</source>
        <translation>«&#xa0;Ajouter ces lignes à nouveau…&#xa0;» ajoute à nouveau tout le fichier.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::ImportLauncher</name>
    <message>
        <source>Sign in first: the lines of an order file are checked with your shop.</source>
        <translation>Connectez-vous d’abord&#xa0;: les lignes d’un fichier de commande sont vérifiées auprès de votre boutique.</translation>
    </message>
    <message>
        <source>An order file is being added to the basket. Open the next one when it has finished.</source>
        <translation>Un fichier de commande est en cours d’ajout au panier. Ouvrez le suivant quand il sera terminé.</translation>
    </message>
    <message>
        <source>Import Order File</source>
        <translation>Importer un fichier de commande</translation>
    </message>
    <message>
        <source>Order files (*.csv *.tsv *.txt);;All files (*)</source>
        <translation>Fichiers de commande (*.csv *.tsv *.txt);;Tous les fichiers (*)</translation>
    </message>
</context>
<context>
    <name>webshop::ui::ImportProgress</name>
    <message>
        <source>&amp;Stop Checking</source>
        <translation>&amp;Arrêter la vérification</translation>
    </message>
    <message>
        <source>Checking the lines with the shop…</source>
        <translation>Vérification des lignes auprès de la boutique…</translation>
    </message>
    <message>
        <source>Checked %L1 of %L2 lines</source>
        <translation>%L1 lignes vérifiées sur %L2</translation>
    </message>
    <message>
        <source>%L1 lines per second</source>
        <translation>%L1 lignes par seconde</translation>
    </message>
    <message numerus="yes">
        <source>about %n second(s) left</source>
        <translation>
            <numerusform>encore environ %n seconde</numerusform>
            <numerusform>encore environ %n secondes</numerusform>
        </translation>
    </message>
    <message>
        <source>Adding line %L1 of %L2 to the basket…</source>
        <translation>Ajout de la ligne %L1 sur %L2 au panier…</translation>
    </message>
</context>
<context>
    <name>webshop::ui::ImportRowMenu</name>
    <message>
        <source>Choose the article for line %1</source>
        <translation>Choisir l’article de la ligne %1</translation>
    </message>
    <message>
        <source>Another article for line %1</source>
        <translation>Un autre article pour la ligne %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Line %1 orders the same pack as line %2</source>
        <translation>La ligne %1 commande le même conditionnement que la ligne %2</translation>
    </message>
    <message>
        <source>&amp;Merge into line %1 (quantities added up)</source>
        <translation>&amp;Fusionner dans la ligne %1 (quantités additionnées)</translation>
    </message>
    <message>
        <source>&amp;Keep as a line of its own</source>
        <translation>&amp;Garder comme ligne séparée</translation>
    </message>
    <message>
        <source>Merge &amp;All Duplicates</source>
        <translation>Fusionner &amp;tous les doublons</translation>
    </message>
    <message>
        <source>Keep All &amp;Duplicates</source>
        <translation>Garder tous les &amp;doublons</translation>
    </message>
</context>
<context>
    <name>webshop::ui::ImportSummaryBar</name>
    <message>
        <source>%L1 ready</source>
        <translation>%L1 prêtes</translation>
    </message>
    <message>
        <source>%L1 to choose</source>
        <translation>%L1 à choisir</translation>
    </message>
    <message numerus="yes">
        <source>%Ln duplicate(s)</source>
        <translation>
            <numerusform>%Ln doublon</numerusform>
            <numerusform>%Ln doublons</numerusform>
        </translation>
    </message>
    <message>
        <source>%L1 not found</source>
        <translation>%L1 introuvables</translation>
    </message>
    <message numerus="yes">
        <source>%Ln invalid quantity(ies)</source>
        <translation>
            <numerusform>%Ln quantité invalide</numerusform>
            <numerusform>%Ln quantités invalides</numerusform>
        </translation>
    </message>
    <message>
        <source>%L1 skipped</source>
        <translation>%L1 ignorées</translation>
    </message>
    <message>
        <source>%L1 added</source>
        <translation>%L1 ajoutées</translation>
    </message>
    <message>
        <source>%L1 not added</source>
        <translation>%L1 non ajoutées</translation>
    </message>
    <message>
        <source>All %L1</source>
        <translation>Toutes %L1</translation>
    </message>
    <message>
        <source>Only problems: %L1</source>
        <translation>Problèmes seulement&#xa0;: %L1</translation>
    </message>
</context>
<context>
    <name>webshop::ui::ImportTotal</name>
    <message>
        <source>≈: without the deposit of packs that are not in your basket yet: the shop states a pack&apos;s deposit in the basket only.</source>
        <translation>≈ : sans la consigne des conditionnements qui ne sont pas encore dans votre panier : la boutique n’indique la consigne que dans le panier.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::ItemNameDelegate</name>
    <message>
        <source>Article no. %1</source>
        <translation>Réf. %1</translation>
    </message>
    <message>
        <source>kg</source>
        <comment>weight article badge</comment>
        <translation>kg</translation>
    </message>
    <message>
        <source>Checking basket…</source>
        <translation>Vérification du panier…</translation>
    </message>
    <message>
        <source>Add not confirmed: check this quantity</source>
        <translation>Ajout non confirmé&#xa0;: vérifiez cette quantité</translation>
    </message>
</context>
<context>
    <name>webshop::ui::LargeAddGuard</name>
    <message>
        <source>%1 %2</source>
        <extracomment>A weight and an article: &quot;15 kg Gouda&quot;; packs and an article: &quot;30 × Coffee (case of 6)&quot;</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Add %1 for %2?</source>
        <translation>Ajouter %1 pour %2&#xa0;?</translation>
    </message>
    <message>
        <source>Add %1?</source>
        <translation>Ajouter %1&#xa0;?</translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <translation>%1 pour %2</translation>
    </message>
    <message>
        <source>Add these quantities?</source>
        <translation>Ajouter ces quantités&#xa0;?</translation>
    </message>
    <message>
        <source>Large quantity</source>
        <translation>Quantité importante</translation>
    </message>
    <message>
        <source>That is far more than a usual add. This app cannot lower a basket line afterwards. The limits are in Preferences.</source>
        <translation>C’est bien plus qu’un ajout habituel. Cette application ne peut pas réduire une ligne du panier par la suite. Les seuils se trouvent dans les Préférences.</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
</context>
<context>
    <name>webshop::ui::ListAddLines</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>webshop::ui::ListItemsTable</name>
    <message>
        <source>List items</source>
        <translation>Lignes de la liste</translation>
    </message>
</context>
<context>
    <name>webshop::ui::ListsHeader</name>
    <message>
        <source>Compare Stores…</source>
        <translation>Comparer les magasins…</translation>
    </message>
    <message>
        <source>The prices of this list at every store of your delivery addresses</source>
        <translation>Les prix de cette liste dans chaque magasin de vos adresses de livraison</translation>
    </message>
    <message>
        <source>Use as Order Guide</source>
        <translation>Utiliser comme guide de commande</translation>
    </message>
    <message>
        <source>Count the store room against par levels and order what is missing (Ctrl+5)</source>
        <translation>Compter la réserve par rapport aux stocks cibles et commander ce qui manque (Ctrl+5)</translation>
    </message>
</context>
<context>
    <name>webshop::ui::ListsPage</name>
    <message>
        <source>Lists</source>
        <translation>Listes</translation>
    </message>
    <message>
        <source>Add &amp;selected</source>
        <translation>Ajouter la &amp;sélection</translation>
    </message>
    <message>
        <source>Add the selected lines with their quantities to the basket</source>
        <translation>Ajouter au panier les lignes sélectionnées avec leurs quantités</translation>
    </message>
    <message>
        <source>Add &amp;all to basket</source>
        <translation>&amp;Tout ajouter au panier</translation>
    </message>
    <message>
        <source>The list could not be loaded: %1</source>
        <translation>La liste n’a pas pu être chargée&#xa0;: %1</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <source>Loading the list…</source>
        <translation>Chargement de la liste…</translation>
    </message>
    <message>
        <source>This list could not be loaded</source>
        <translation>Impossible de charger cette liste</translation>
    </message>
    <message>
        <source>Your lists could not be loaded</source>
        <translation>Impossible de charger vos listes</translation>
    </message>
    <message>
        <source>This list is empty</source>
        <translation>Cette liste est vide</translation>
    </message>
    <message>
        <source>Add articles to it in the webshop; they show up here.</source>
        <translation>Ajoutez-y des articles dans la boutique en ligne&#xa0;; ils apparaîtront ici.</translation>
    </message>
    <message>
        <source>Choose a list</source>
        <translation>Choisissez une liste</translation>
    </message>
    <message>
        <source>Your personal lists are on the left. Pick one to order from it.</source>
        <translation>Vos listes personnelles sont à gauche. Choisissez-en une pour commander.</translation>
    </message>
    <message>
        <source>Nothing to add: every chosen line has quantity 0.</source>
        <translation>Rien à ajouter&#xa0;: toutes les lignes choisies ont la quantité 0.</translation>
    </message>
    <message>
        <source>Waiting…</source>
        <translation>En attente…</translation>
    </message>
    <message>
        <source>%1 added, %2 not: see the lines marked in red.</source>
        <translation>Lignes ajoutées&#xa0;: %1, non ajoutées&#xa0;: %2 (voir en rouge).</translation>
    </message>
    <message numerus="yes">
        <source>%Ln article(s)</source>
        <translation>
            <numerusform>%Ln article</numerusform>
            <numerusform>%Ln articles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Adding %Ln line(s)…</source>
        <translation>
            <numerusform>Ajout de %Ln ligne…</numerusform>
            <numerusform>Ajout de %Ln lignes…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) added to the basket.</source>
        <translation>
            <numerusform>%Ln ligne ajoutée au panier.</numerusform>
            <numerusform>%Ln lignes ajoutées au panier.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Choose the pack and quantity per line (0 skips it), then add.</source>
        <translation>Choisissez un conditionnement et une quantité par ligne (0 = ignorer), puis ajoutez.</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Nothing was added.</source>
        <translation>Rien n’a été ajouté.</translation>
    </message>
    <message>
        <source>The list “%1”</source>
        <translation>La liste «&#xa0;%1&#xa0;»</translation>
    </message>
</context>
<context>
    <name>webshop::ui::ListsSidebar</name>
    <message>
        <source>LISTS</source>
        <translation>LISTES</translation>
    </message>
    <message>
        <source>Personal lists</source>
        <translation>Listes personnelles</translation>
    </message>
    <message>
        <source>Loading lists…</source>
        <translation>Chargement des listes…</translation>
    </message>
    <message>
        <source>Lists not loaded</source>
        <translation>Listes non chargées</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <source>No lists yet</source>
        <translation>Aucune liste pour l’instant</translation>
    </message>
    <message>
        <source>Lists you keep in the webshop appear here.</source>
        <translation>Les listes de votre boutique en ligne apparaissent ici.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::LoginDialog</name>
    <message>
        <source>The server %1 cannot be reached. Check the address and your network connection.</source>
        <translation>Le serveur %1 est injoignable. Vérifiez l’adresse et votre connexion réseau.</translation>
    </message>
    <message>
        <source>The server&apos;s certificate could not be verified. The connection was not made.</source>
        <translation>Le certificat du serveur n’a pas pu être vérifié. La connexion n’a pas été établie.</translation>
    </message>
    <message>
        <source>Plain http:// is only allowed on this computer. Use an https:// address.</source>
        <translation>Le protocole http:// non chiffré n’est autorisé que sur cet ordinateur. Utilisez une adresse https://.</translation>
    </message>
    <message>
        <source>The login was refused. Check the API user and password from your company, and your username and password.</source>
        <translation>La connexion a été refusée. Vérifiez l’utilisateur et le mot de passe API fournis par votre entreprise, ainsi que votre nom d’utilisateur et votre mot de passe.</translation>
    </message>
    <message>
        <source>Sign In</source>
        <translation>Se connecter</translation>
    </message>
    <message>
        <source>Signing in as %1…</source>
        <translation>Connexion en tant que %1…</translation>
    </message>
    <message>
        <source>This customer account has no delivery address, so no store can be chosen. Please ask your wholesaler to add one.</source>
        <translation>Ce compte client n’a aucune adresse de livraison, aucun magasin ne peut donc être choisi. Demandez à votre grossiste d’en ajouter une.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::MainToolBar</name>
    <message>
        <source>Main</source>
        <translation>Principale</translation>
    </message>
    <message>
        <source>Webshop</source>
        <translation>Webshop</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Search articles, e.g. “espresso 1 kg”</source>
        <translation>Rechercher des articles, p. ex. «&#xa0;espresso 1 kg&#xa0;»</translation>
    </message>
    <message>
        <source>Search articles</source>
        <translation>Rechercher des articles</translation>
    </message>
    <message>
        <source>Delivery address</source>
        <translation>Adresse de livraison</translation>
    </message>
    <message>
        <source>Delivery address: it decides the store and its prices</source>
        <translation>Adresse de livraison&#xa0;: elle détermine le magasin et ses prix</translation>
    </message>
    <message>
        <source>Basket (%1)</source>
        <translation>Panier (%1)</translation>
    </message>
    <message>
        <source>Account</source>
        <translation>Compte</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Sign in</source>
        <translation>Se connecter</translation>
    </message>
    <message>
        <source>Basket</source>
        <translation>Panier</translation>
    </message>
    <message numerus="yes">
        <source>Basket: %Ln line(s), total %1</source>
        <translation>
            <numerusform>Panier&#xa0;: %Ln ligne, total %1</numerusform>
            <numerusform>Panier&#xa0;: %Ln lignes, total %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::ui::MainWindow</name>
    <message>
        <source>The new server is used from the next sign-in.</source>
        <translation>Le nouveau serveur est utilisé dès la prochaine connexion.</translation>
    </message>
    <message>
        <source>Sign In Now</source>
        <translation>Se connecter maintenant</translation>
    </message>
    <message>
        <source>Pasted lines</source>
        <translation>Lignes collées</translation>
    </message>
</context>
<context>
    <name>webshop::ui::OfflineAdds</name>
    <message>
        <source>Offline: nothing can be added until the server answers again.</source>
        <translation>Hors ligne&#xa0;: rien ne peut être ajouté tant que le serveur ne répond pas.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::OfflineBanner</name>
    <message>
        <source>Offline since %1 · data from %2</source>
        <translation>Hors ligne depuis %1 · données de %2</translation>
    </message>
    <message>
        <source>Offline since %1</source>
        <translation>Hors ligne depuis %1</translation>
    </message>
    <message>
        <source>The server cannot be reached. You are reading what was saved on this computer; nothing can be added to the basket until the server answers again. The views update by themselves then.</source>
        <translation>Le serveur est injoignable. Vous lisez ce qui a été enregistré sur cet ordinateur&#xa0;; rien ne peut être ajouté au panier tant que le serveur ne répond pas. Les vues se mettront alors à jour d’elles-mêmes.</translation>
    </message>
    <message>
        <source>Try Again</source>
        <translation>Réessayer</translation>
    </message>
</context>
<context>
    <name>webshop::ui::OrderSheetActions</name>
    <message>
        <source>Export as &amp;CSV…</source>
        <translation>E&amp;xporter en CSV…</translation>
    </message>
    <message>
        <source>Export as P&amp;DF…</source>
        <translation>Exporter en &amp;PDF…</translation>
    </message>
    <message>
        <source>Print Pre&amp;view…</source>
        <translation>&amp;Aperçu avant impression…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Imprimer…</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A file name: &quot;Basket 2026-11-26&quot; (the date in ISO form sorts well in a folder)</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Export as CSV</source>
        <translation>Exporter en CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>Impossible d’écrire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <source>Export as PDF</source>
        <translation>Exporter en PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
    <message>
        <source>%1 could not be written.</source>
        <translation>Impossible d’écrire %1.</translation>
    </message>
    <message>
        <source>Print Preview</source>
        <translation>Aperçu avant impression</translation>
    </message>
    <message>
        <source>Print Order Sheet</source>
        <translation>Imprimer le bon de commande</translation>
    </message>
    <message>
        <source>The order sheet could not be printed.</source>
        <translation>Le bon de commande n’a pas pu être imprimé.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::PackDelegate</name>
    <message>
        <source>Pack of %1</source>
        <translation>Conditionnement de %1</translation>
    </message>
</context>
<context>
    <name>webshop::ui::PageList</name>
    <message>
        <source>&amp;Search</source>
        <translation>&amp;Recherche</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Recherche</translation>
    </message>
    <message>
        <source>&amp;Basket</source>
        <translation>&amp;Panier</translation>
    </message>
    <message>
        <source>&amp;Lists</source>
        <translation>&amp;Listes</translation>
    </message>
    <message>
        <source>Lists</source>
        <translation>Listes</translation>
    </message>
    <message>
        <source>&amp;Quick Order</source>
        <translation>&amp;Commande rapide</translation>
    </message>
    <message>
        <source>Quick order</source>
        <translation>Commande rapide</translation>
    </message>
    <message>
        <source>Order &amp;Guide</source>
        <translation>&amp;Guide de commande</translation>
    </message>
</context>
<context>
    <name>webshop::ui::PageStack</name>
    <message>
        <source>Customer no. %1</source>
        <translation>N° client %1</translation>
    </message>
    <message>
        <source>Your basket</source>
        <translation>Votre panier</translation>
    </message>
</context>
<context>
    <name>webshop::ui::PriceChangesDialog</name>
    <message>
        <source>Price Changes</source>
        <translation>Variations de prix</translation>
    </message>
    <message>
        <source>Price changes on your lists</source>
        <translation>Variations de prix sur vos listes</translation>
    </message>
    <message>
        <source>Every change of a pack on your lists, as this computer has seen the prices.</source>
        <translation>Chaque variation d’un conditionnement de vos listes, telle que cet ordinateur a vu les prix.</translation>
    </message>
    <message>
        <source>&amp;Since:</source>
        <translation>&amp;Depuis&#xa0;:</translation>
    </message>
    <message>
        <source>Article</source>
        <translation>Article</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Cond.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Old price</source>
        <translation>Ancien prix</translation>
    </message>
    <message>
        <source>New price</source>
        <translation>Nouveau prix</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Écart</translation>
    </message>
    <message>
        <source>No price changes on your lists since %1. Prices are compared as this computer has seen them: open your lists now and then.</source>
        <translation>Aucune variation de prix sur vos listes depuis le %1. Les prix sont comparés tels que cet ordinateur les a vus&#xa0;: ouvrez vos listes de temps en temps.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln change(s) since %1 (%2)</source>
        <translation>
            <numerusform>%Ln variation depuis le %1 (%2)</numerusform>
            <numerusform>%Ln variations depuis le %1 (%2)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::ui::PriceChart</name>
    <message>
        <source>Price history</source>
        <translation>Historique des prix</translation>
    </message>
    <message>
        <source>No price history yet</source>
        <translation>Pas encore d’historique des prix</translation>
    </message>
    <message>
        <source>Only today&apos;s price so far: %1</source>
        <translation>Seulement le prix d’aujourd’hui pour l’instant&#xa0;: %1</translation>
    </message>
    <message>
        <source>Lowest %1, highest %2 in the last %3 days</source>
        <translation>Le plus bas %1, le plus haut %2 sur les %3 derniers jours</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>max %1</source>
        <translation>max. %1</translation>
    </message>
    <message>
        <source>min %1</source>
        <translation>min. %1</translation>
    </message>
</context>
<context>
    <name>webshop::ui::PriceHistoryPanel</name>
    <message>
        <source>Price history · last %1 days</source>
        <translation>Historique des prix · %1 derniers jours</translation>
    </message>
    <message>
        <source>Price history of %1</source>
        <translation>Historique des prix de %1</translation>
    </message>
</context>
<context>
    <name>webshop::ui::PriceModeSwitch</name>
    <message>
        <source>Net</source>
        <translation>HT</translation>
    </message>
    <message>
        <source>Show prices without VAT</source>
        <translation>Afficher les prix hors taxes</translation>
    </message>
    <message>
        <source>Show net prices</source>
        <translation>Afficher les prix HT</translation>
    </message>
    <message>
        <source>Gross</source>
        <translation>TTC</translation>
    </message>
    <message>
        <source>Show prices with VAT</source>
        <translation>Afficher les prix toutes taxes comprises</translation>
    </message>
    <message>
        <source>Show gross prices</source>
        <translation>Afficher les prix TTC</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>Prix</translation>
    </message>
</context>
<context>
    <name>webshop::ui::ProgressLine</name>
    <message>
        <source>Loading</source>
        <translation>Chargement</translation>
    </message>
</context>
<context>
    <name>webshop::ui::QuantityDelegate</name>
    <message>
        <source>Quantity of %1</source>
        <translation>Quantité de %1</translation>
    </message>
</context>
<context>
    <name>webshop::ui::QuantityEdit</name>
    <message>
        <source>Quantity</source>
        <translation>Quantité</translation>
    </message>
    <message>
        <source> kg</source>
        <comment>quantity unit suffix</comment>
        <translation> kg</translation>
    </message>
    <message>
        <source>Weight in kilograms, e.g. %1</source>
        <translation>Poids en kilogrammes, p. ex. %1</translation>
    </message>
    <message>
        <source>Number of packs</source>
        <translation>Nombre de conditionnements</translation>
    </message>
    <message>
        <source>Enter a quantity.</source>
        <translation>Saisissez une quantité.</translation>
    </message>
    <message>
        <source>Enter a weight in kilograms, e.g. %1.</source>
        <translation>Saisissez un poids en kilogrammes, p. ex. %1.</translation>
    </message>
    <message>
        <source>Enter a whole number of packs.</source>
        <translation>Saisissez un nombre entier de conditionnements.</translation>
    </message>
    <message>
        <source>Enter a quantity above zero.</source>
        <translation>Saisissez une quantité supérieure à zéro.</translation>
    </message>
    <message>
        <source>Whole packs only.</source>
        <translation>Conditionnements entiers uniquement.</translation>
    </message>
    <message>
        <source>At most three decimals (grams).</source>
        <translation>Trois décimales au maximum (grammes).</translation>
    </message>
    <message>
        <source>Unclear: %1 or %2? Type it without a separator or with %3 for decimals.</source>
        <translation>Ambigu&#xa0;: %1 ou %2&#xa0;? Saisissez la valeur sans séparateur ou avec %3 pour les décimales.</translation>
    </message>
    <message>
        <source>At most %1 per add.</source>
        <translation>%1 au maximum par ajout.</translation>
    </message>
    <message>
        <source>At most %1 packs per add.</source>
        <translation>%1 conditionnements au maximum par ajout.</translation>
    </message>
    <message>
        <source>Enter a number of packs, e.g. %1.</source>
        <translation>Saisissez un nombre de conditionnements, p. ex. %1.</translation>
    </message>
    <message>
        <source>At most two decimals.</source>
        <translation>Deux décimales au plus.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::QuickOrderGrid</name>
    <message>
        <source>Quick order lines</source>
        <translation>Lignes de la commande rapide</translation>
    </message>
    <message>
        <source>Add Again…</source>
        <translation>Ajouter à nouveau…</translation>
    </message>
    <message>
        <source>Add this line to the basket once more (it may be there already)</source>
        <translation>Ajouter cette ligne une nouvelle fois au panier (elle y est peut-être déjà)</translation>
    </message>
    <message>
        <source>Remove Line</source>
        <translation>Supprimer la ligne</translation>
    </message>
    <message>
        <source>Packs of %1</source>
        <translation>Conditionnements de %1</translation>
    </message>
</context>
<context>
    <name>webshop::ui::QuickOrderPage</name>
    <message>
        <source>Quantity: %1</source>
        <translation>Quantité&#xa0;: %1</translation>
    </message>
    <message>
        <source>Quick order</source>
        <translation>Commande rapide</translation>
    </message>
    <message>
        <source>Type an article number or a few words, Enter, the quantity, Enter. Ctrl+Enter adds all lines to the basket.</source>
        <translation>Saisissez une référence ou quelques mots, Entrée, la quantité, Entrée. Ctrl+Entrée ajoute toutes les lignes au panier.</translation>
    </message>
    <message>
        <source>Fill from</source>
        <translation>Remplir depuis</translation>
    </message>
    <message>
        <source>Add the lines of a list, or of the basket to order it again</source>
        <translation>Ajouter les lignes d’une liste, ou celles du panier pour le commander à nouveau</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Vider</translation>
    </message>
    <message>
        <source>Remove every line (Ctrl+Z brings them back)</source>
        <translation>Supprimer toutes les lignes (Ctrl+Z les rétablit)</translation>
    </message>
    <message>
        <source>The basket (order again)</source>
        <translation>Le panier (commander à nouveau)</translation>
    </message>
    <message>
        <source>Lists</source>
        <translation>Listes</translation>
    </message>
    <message>
        <source>Clear added lines</source>
        <translation>Retirer les lignes ajoutées</translation>
    </message>
    <message>
        <source>Remove the lines that are in the basket now; the others stay</source>
        <translation>Retirer les lignes qui sont maintenant dans le panier&#xa0;; les autres restent</translation>
    </message>
    <message>
        <source>Add all to basket</source>
        <translation>Tout ajouter au panier</translation>
    </message>
    <message>
        <source>Add every line to the basket (Ctrl+Enter)</source>
        <translation>Ajouter chaque ligne au panier (Ctrl+Entrée)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) · %1 %2</source>
        <translation>
            <numerusform>%Ln ligne · %1 %2</numerusform>
            <numerusform>%Ln lignes · %1 %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to add yet: every line needs an article and a quantity.</source>
        <translation>Rien à ajouter pour l’instant&#xa0;: chaque ligne doit avoir un article et une quantité.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) not sent: they need an article, a quantity, or are in the basket already.</source>
        <translation>
            <numerusform>%Ln ligne non envoyée&#xa0;: il manque l’article ou la quantité, ou elle est déjà dans le panier.</numerusform>
            <numerusform>%Ln lignes non envoyées&#xa0;: il manque l’article ou la quantité, ou elles sont déjà dans le panier.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln large line(s) kept back: check the quantity, then add again.</source>
        <translation>
            <numerusform>%Ln ligne importante retenue&#xa0;: vérifiez la quantité, puis ajoutez à nouveau.</numerusform>
            <numerusform>%Ln lignes importantes retenues&#xa0;: vérifiez la quantité, puis ajoutez à nouveau.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Adding %Ln line(s)…</source>
        <translation>
            <numerusform>Ajout de %Ln ligne…</numerusform>
            <numerusform>Ajout de %Ln lignes…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) added to the basket.</source>
        <translation>
            <numerusform>%Ln ligne ajoutée au panier.</numerusform>
            <numerusform>%Ln lignes ajoutées au panier.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 added, %2 not: see the lines marked in the status column.</source>
        <translation>Ajoutées&#xa0;: %1, non ajoutées&#xa0;: %2 — voir les lignes marquées dans la colonne Statut.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln added line(s) cleared; the others stay for another try.</source>
        <translation>
            <numerusform>%Ln ligne ajoutée retirée&#xa0;; les autres restent pour un nouvel essai.</numerusform>
            <numerusform>%Ln lignes ajoutées retirées&#xa0;; les autres restent pour un nouvel essai.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was added.</source>
        <translation>Rien n’a été ajouté.</translation>
    </message>
    <message>
        <source>This line was added.</source>
        <translation>Cette ligne a été ajoutée.</translation>
    </message>
    <message>
        <source>This line was added at %1.</source>
        <translation>Cette ligne a été ajoutée (%1).</translation>
    </message>
    <message>
        <source>This line may already have been added.</source>
        <translation>Cette ligne a peut-être déjà été ajoutée.</translation>
    </message>
    <message>
        <source>This line may already have been added (at %1).</source>
        <translation>Cette ligne a peut-être déjà été ajoutée (%1).</translation>
    </message>
    <message>
        <source>Adding it again may double it; the app cannot remove lines. Add again?</source>
        <translation>L’ajouter à nouveau risque de la doubler&#xa0;; l’application ne peut pas supprimer de lignes. Ajouter à nouveau&#xa0;?</translation>
    </message>
    <message>
        <source>This line&apos;s add is still on its way: wait for its result.</source>
        <translation>L’ajout de cette ligne est encore en cours d’envoi&#xa0;: attendez son résultat.</translation>
    </message>
    <message>
        <source>Nothing to add again: this line has not been added. Ctrl+Enter adds it.</source>
        <translation>Rien à ajouter à nouveau&#xa0;: cette ligne n’a pas été ajoutée. Ctrl+Entrée l’ajoute.</translation>
    </message>
    <message>
        <source>Add Again</source>
        <translation>Ajouter à nouveau</translation>
    </message>
    <message>
        <source>&amp;Add Again</source>
        <translation>&amp;Ajouter à nouveau</translation>
    </message>
    <message>
        <source>Not added again.</source>
        <translation>La ligne n’a pas été ajoutée à nouveau.</translation>
    </message>
    <message>
        <source>Adding the line again…</source>
        <translation>Nouvel ajout de la ligne…</translation>
    </message>
    <message>
        <source>The line could not be added again: it changed meanwhile.</source>
        <translation>La ligne n’a pas pu être ajoutée à nouveau&#xa0;: elle a changé entre-temps.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>incl. %1 deposit</source>
        <translation>dont %1 de consigne</translation>
    </message>
    <message numerus="yes">
        <source>deposit not known for %n line(s) (packs not in the basket yet)</source>
        <translation>
            <numerusform>consigne inconnue pour %n ligne (conditionnement pas encore dans le panier)</numerusform>
            <numerusform>consigne inconnue pour %n lignes (conditionnements pas encore dans le panier)</numerusform>
        </translation>
    </message>
    <message>
        <source>≈: the basket may show another amount. Lines marked ≈ say why in their tooltip.</source>
        <translation>≈ : le panier peut afficher un autre montant. Les lignes marquées ≈ indiquent pourquoi dans leur info-bulle.</translation>
    </message>
    <message>
        <source>The quick order</source>
        <translation>La commande rapide</translation>
    </message>
</context>
<context>
    <name>webshop::ui::QuitFlow</name>
    <message>
        <source>An article could not be added to the basket.</source>
        <translation>Un article n’a pas pu être ajouté au panier.</translation>
    </message>
    <message>
        <source>The window stays open: %1</source>
        <translation>La fenêtre reste ouverte&#xa0;: %1</translation>
    </message>
    <message>
        <source>The window stays open: some articles could not be confirmed in the basket. Check the basket before you quit.</source>
        <translation>La fenêtre reste ouverte&#xa0;: certains articles n’ont pas pu être confirmés dans le panier. Vérifiez le panier avant de quitter.</translation>
    </message>
    <message>
        <source>You are still signed in: %1</source>
        <translation>Vous êtes toujours connecté&#xa0;: %1</translation>
    </message>
    <message>
        <source>You are still signed in: some articles could not be confirmed in the basket. Check the basket before you sign out.</source>
        <translation>Vous êtes toujours connecté&#xa0;: certains articles n’ont pas pu être confirmés dans le panier. Vérifiez le panier avant de vous déconnecter.</translation>
    </message>
    <message>
        <source>Waiting for the basket: the window closes as soon as every article has been added.</source>
        <translation>En attente du panier&#xa0;: la fenêtre se fermera dès que tous les articles auront été ajoutés.</translation>
    </message>
    <message>
        <source>Quit Now</source>
        <translation>Quitter maintenant</translation>
    </message>
    <message>
        <source>Waiting for the basket: you are signed out as soon as every article has been added.</source>
        <translation>En attente du panier&#xa0;: vous serez déconnecté dès que tous les articles auront été ajoutés.</translation>
    </message>
    <message>
        <source>Sign Out Now</source>
        <translation>Se déconnecter maintenant</translation>
    </message>
</context>
<context>
    <name>webshop::ui::QuitQuestion</name>
    <message>
        <source>Basket Not Saved Yet</source>
        <translation>Panier pas encore enregistré</translation>
    </message>
    <message>
        <source>Some articles are still being added to your basket.</source>
        <translation>Des articles sont encore en cours d’ajout à votre panier.</translation>
    </message>
    <message>
        <source>If you quit now, they may not reach the webshop. Wait, and the window closes by itself as soon as the basket is up to date.</source>
        <translation>Si vous quittez maintenant, ils risquent de ne pas parvenir à la boutique en ligne. Attendez, et la fenêtre se fermera d’elle-même dès que le panier sera à jour.</translation>
    </message>
    <message>
        <source>&amp;Wait</source>
        <translation>&amp;Attendre</translation>
    </message>
    <message>
        <source>&amp;Quit Anyway</source>
        <translation>&amp;Quitter quand même</translation>
    </message>
    <message>
        <source>If you sign out now, they may not reach the webshop. Wait, and you are signed out as soon as the basket is up to date.</source>
        <translation>Si vous vous déconnectez maintenant, ils risquent de ne pas parvenir à la boutique en ligne. Attendez, et vous serez déconnecté dès que le panier sera à jour.</translation>
    </message>
    <message>
        <source>&amp;Sign Out Anyway</source>
        <translation>Se &amp;déconnecter quand même</translation>
    </message>
    <message>
        <source>Also &amp;forget my price history on this computer</source>
        <translation>&amp;Oublier aussi mon historique des prix sur cet ordinateur</translation>
    </message>
</context>
<context>
    <name>webshop::ui::SavedMark</name>
    <message>
        <source>today %1</source>
        <translation>aujourd’hui %1</translation>
    </message>
    <message>
        <source>yesterday %1</source>
        <translation>hier %1</translation>
    </message>
    <message>
        <source>just now</source>
        <translation>à l’instant</translation>
    </message>
    <message numerus="yes">
        <source>%n min old</source>
        <translation>
            <numerusform>il y a %n min</numerusform>
            <numerusform>il y a %n min</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n h old</source>
        <translation>
            <numerusform>il y a %n h</numerusform>
            <numerusform>il y a %n h</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n day(s) old</source>
        <translation>
            <numerusform>il y a %n jour</numerusform>
            <numerusform>il y a %n jours</numerusform>
        </translation>
    </message>
    <message>
        <source>Offline results from saved articles</source>
        <translation>Résultats hors ligne parmi les articles enregistrés</translation>
    </message>
    <message>
        <source>Saved copy · %1</source>
        <translation>Copie enregistrée · %1</translation>
    </message>
    <message>
        <source>The server cannot be reached: these are the saved articles that match, not the server&apos;s search. The newest was fetched %1.</source>
        <translation>Le serveur est injoignable&#xa0;: voici les articles enregistrés correspondants, pas la recherche du serveur. Le plus récent a été récupéré %1.</translation>
    </message>
    <message>
        <source>The server cannot be reached: this copy was fetched %1.</source>
        <translation>Le serveur est injoignable&#xa0;: cette copie a été récupérée %1.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::SettingsDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Serveur</translation>
    </message>
    <message>
        <source>&amp;Demo shop (built in)</source>
        <translation>&amp;Boutique de démo (intégrée)</translation>
    </message>
    <message>
        <source>&amp;Company server:</source>
        <translation>Serveur d’&amp;entreprise&#xa0;:</translation>
    </message>
    <message>
        <source>https://shop.example.com</source>
        <translation>https://shop.example.com</translation>
    </message>
    <message>
        <source>Company server address</source>
        <translation>Adresse du serveur de l’entreprise</translation>
    </message>
    <message>
        <source>Profile:</source>
        <translation>Profil&#xa0;:</translation>
    </message>
    <message>
        <source>HTTP headers</source>
        <translation>En-têtes HTTP</translation>
    </message>
    <message>
        <source>Cookies</source>
        <translation>Cookies</translation>
    </message>
    <message>
        <source>How the login tokens are sent. Your IT department tells you if cookies are needed.</source>
        <translation>Mode d’envoi des jetons de connexion. Votre service informatique vous indiquera si les cookies sont nécessaires.</translation>
    </message>
    <message>
        <source>&amp;Tokens sent as:</source>
        <translation>&amp;Jetons envoyés via&#xa0;:</translation>
    </message>
    <message>
        <source> s</source>
        <comment>seconds suffix</comment>
        <translation> s</translation>
    </message>
    <message>
        <source>How long to wait for an answer before giving up</source>
        <translation>Durée d’attente d’une réponse avant abandon</translation>
    </message>
    <message>
        <source>Ti&amp;meout:</source>
        <translation>&amp;Délai d’attente&#xa0;:</translation>
    </message>
    <message>
        <source>The webshop&apos;s address (default)</source>
        <translation>Adresse de la boutique en ligne (par défaut)</translation>
    </message>
    <message>
        <source>Opened by “Continue to checkout in the webshop”</source>
        <translation>Ouverte par «&#xa0;Commander dans la boutique en ligne&#xa0;»</translation>
    </message>
    <message>
        <source>C&amp;heckout page:</source>
        <translation>Page de &amp;commande&#xa0;:</translation>
    </message>
    <message>
        <source>Language and region</source>
        <translation>Langue et région</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Langue&#xa0;:</translation>
    </message>
    <message>
        <source>From the delivery address</source>
        <translation>Selon l’adresse de livraison</translation>
    </message>
    <message>
        <source>The country the shop is asked for; normally it follows the delivery address.</source>
        <translation>Le pays demandé à la boutique&#xa0;; il suit normalement l’adresse de livraison.</translation>
    </message>
    <message>
        <source>C&amp;ountry:</source>
        <translation>&amp;Pays&#xa0;:</translation>
    </message>
    <message>
        <source>Display</source>
        <translation>Affichage</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Vignettes</translation>
    </message>
    <message>
        <source>List</source>
        <translation>Liste</translation>
    </message>
    <message>
        <source>&amp;Results as:</source>
        <translation>&amp;Résultats en&#xa0;:</translation>
    </message>
    <message>
        <source>Gross (with VAT)</source>
        <translation>TTC (avec TVA)</translation>
    </message>
    <message>
        <source>Net (without VAT)</source>
        <translation>HT (hors TVA)</translation>
    </message>
    <message>
        <source>&amp;Prices:</source>
        <translation>Pri&amp;x&#xa0;:</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Comme le système</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Clair</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <source>&amp;Appearance:</source>
        <translation>&amp;Apparence&#xa0;:</translation>
    </message>
    <message>
        <source>Enter the company server&apos;s address, like https://shop.example.com.</source>
        <translation>Saisissez l’adresse du serveur de l’entreprise, p. ex. https://shop.example.com.</translation>
    </message>
    <message>
        <source>The checkout page must be a web address, or left empty.</source>
        <translation>La page de commande doit être une adresse web ou rester vide.</translation>
    </message>
    <message>
        <source>Large quantities</source>
        <translation>Quantités importantes</translation>
    </message>
    <message>
        <source>As&amp;k before adding more than:</source>
        <translation>De&amp;mander avant d’ajouter plus de&#xa0;:</translation>
    </message>
    <message>
        <source>A basket line cannot be lowered from this app: a typing slip would cost a call.</source>
        <translation>Cette application ne peut pas réduire une ligne du panier&#xa0;: une faute de frappe vous obligerait à téléphoner.</translation>
    </message>
    <message>
        <source> packs</source>
        <comment>spin box suffix</comment>
        <translation> conditionnements</translation>
    </message>
    <message>
        <source> kg</source>
        <comment>spin box suffix</comment>
        <translation> kg</translation>
    </message>
    <message>
        <source>The gross price of one add, in the shop&apos;s currency</source>
        <translation>Le prix TTC d’un ajout, dans la devise de la boutique</translation>
    </message>
    <message>
        <source>Pack&amp;s:</source>
        <translation>C&amp;onditionnements&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Weight:</source>
        <translation>Po&amp;ids&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Gross price:</source>
        <translation>Prix &amp;TTC&#xa0;:</translation>
    </message>
    <message>
        <source>An address must not contain a user name or password: enter the address only.</source>
        <translation>L’adresse ne doit contenir ni nom d’utilisateur ni mot de passe&#xa0;: saisissez uniquement l’adresse.</translation>
    </message>
    <message>
        <source>Language and appearance change at once; a new server is used from the next sign-in. Passwords are kept in the system keychain only.</source>
        <translation>La langue et l’apparence changent immédiatement&#xa0;; un nouveau serveur est utilisé dès la prochaine connexion. Les mots de passe sont conservés uniquement dans le trousseau du système.</translation>
    </message>
    <message>
        <source> days</source>
        <comment>spin box suffix</comment>
        <translation> jours</translation>
    </message>
    <message>
        <source>Older prices are deleted when the app starts</source>
        <translation>Les prix plus anciens sont supprimés au démarrage de l’application</translation>
    </message>
    <message>
        <source>&amp;Forget Local Data…</source>
        <translation>&amp;Oublier les données locales…</translation>
    </message>
    <message>
        <source>Price &amp;history:</source>
        <translation>&amp;Historique des prix&#xa0;:</translation>
    </message>
    <message>
        <source>Prices this computer has seen, for the charts and the change badges</source>
        <translation>Prix vus par cet ordinateur, pour les graphiques et les badges de variation</translation>
    </message>
    <message>
        <source>Forget Local Data</source>
        <translation>Oublier les données locales</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>The local price history has been deleted.</source>
        <translation>L’historique local des prix a été supprimé.</translation>
    </message>
    <message>
        <source>The local price history could not be deleted.</source>
        <translation>L’historique local des prix n’a pas pu être supprimé.</translation>
    </message>
    <message>
        <source>Deletes the price history, the prices seen and the history of basket adds of every customer on this computer</source>
        <translation>Supprime l’historique des prix, les prix vus et l’historique des ajouts au panier de tous les clients sur cet ordinateur</translation>
    </message>
    <message>
        <source>Delete the price history, the prices seen and the history of basket adds on this computer?</source>
        <translation>Supprimer l’historique des prix, les prix vus et l’historique des ajouts au panier sur cet ordinateur&#xa0;?</translation>
    </message>
    <message>
        <source>This applies to every customer who signed in here. Your basket and lists in the webshop stay as they are. Adds still on their way to the basket are kept until their outcome is known.</source>
        <translation>Cela concerne tous les clients qui se sont connectés ici. Votre panier et vos listes dans la boutique en ligne restent tels quels. Les ajouts encore en cours d’envoi au panier sont conservés jusqu’à ce que leur résultat soit connu.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::SignInFlow</name>
    <message>
        <source>You are not signed in. Sign in to search and order.</source>
        <translation>Vous n’êtes pas connecté. Connectez-vous pour rechercher et commander.</translation>
    </message>
    <message>
        <source>Sign In</source>
        <translation>Se connecter</translation>
    </message>
    <message>
        <source>Your session has ended and could not be renewed. Please sign in again.</source>
        <translation>Votre session a pris fin et n’a pas pu être renouvelée. Veuillez vous reconnecter.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::StoreComparisonDialog</name>
    <message>
        <source>Compare Stores</source>
        <translation>Comparer les magasins</translation>
    </message>
    <message>
        <source>Compare stores</source>
        <translation>Comparer les magasins</translation>
    </message>
    <message>
        <source>Prices per store</source>
        <translation>Prix par magasin</translation>
    </message>
    <message>
        <source>Cancel Comparison</source>
        <translation>Annuler la comparaison</translation>
    </message>
    <message>
        <source>Switch to This Address…</source>
        <translation>Passer à cette adresse…</translation>
    </message>
    <message>
        <source>Opens the choice of your delivery address. Nothing changes until you choose there.</source>
        <translation>Ouvre le choix de l’adresse de livraison. Rien ne change tant que vous n’y avez pas choisi.</translation>
    </message>
    <message>
        <source>%1 at the stores of your delivery addresses (prices: %2). Comparing changes nothing: not your basket, not your delivery address.</source>
        <translation>%1 dans les magasins de vos adresses de livraison (prix&#xa0;: %2). Comparer ne change rien&#xa0;: ni votre panier, ni votre adresse de livraison.</translation>
    </message>
    <message>
        <source>Checking prices: %1 of %2</source>
        <translation>Vérification des prix&#xa0;: %1 sur %2</translation>
    </message>
    <message>
        <source>Cancelled: %1 of %2 prices checked, the rest was not asked for.</source>
        <translation>Annulé&#xa0;: %1 prix sur %2 vérifiés, le reste n’a pas été demandé.</translation>
    </message>
    <message>
        <source>Prices checked: %1 of %2.</source>
        <translation>Prix vérifiés&#xa0;: %1 sur %2.</translation>
    </message>
    <message>
        <source>All your delivery addresses are served by one store: there is nothing to compare.</source>
        <translation>Toutes vos adresses de livraison dépendent d’un seul magasin&#xa0;: il n’y a rien à comparer.</translation>
    </message>
    <message>
        <source>Not in the totals, so that they compare the same articles: %1.</source>
        <translation>Hors des totaux, pour qu’ils comparent les mêmes articles&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Totals count the %1 of %2 lines that every store sells at a known price.</source>
        <translation>Les totaux comptent les %1 lignes sur %2 que chaque magasin vend à un prix connu.</translation>
    </message>
    <message>
        <source>No line is sold at a known price at every store, so there are no totals to compare.</source>
        <translation>Aucune ligne n’est vendue à un prix connu dans chaque magasin, il n’y a donc pas de totaux à comparer.</translation>
    </message>
    <message>
        <source>Deposit as in your basket: %1, not included in the totals.</source>
        <translation>Consigne comme dans votre panier&#xa0;: %1, non comprise dans les totaux.</translation>
    </message>
    <message>
        <source>Switch to %1…</source>
        <translation>Passer à %1…</translation>
    </message>
</context>
<context>
    <name>webshop::ui::WhatEdit</name>
    <message>
        <source>Article number or words</source>
        <translation>Référence ou mots-clés</translation>
    </message>
    <message>
        <source>Suggestions</source>
        <translation>Suggestions</translation>
    </message>
    <message>
        <source>Article number %1 · Pack number %2</source>
        <translation>Référence article %1 · Référence conditionnement %2</translation>
    </message>
    <message>
        <source>%1 / kg</source>
        <comment>price per kilogram</comment>
        <translation>%1/kg</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a pack&apos;s price (its price per kg or l)</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <comment>suggestion without prices: name · pack</comment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 · Art. %4 · Pack %5</source>
        <extracomment>A quick order suggestion: name · pack · its price · article number · pack number</extracomment>
        <translation>%1 · %2 · %3 · Art. %4 · Cond. %5</translation>
    </message>
    <message>
        <source>%1 · %2 · Pack %3</source>
        <extracomment>One pack in the quick order&apos;s pack choice: pack · its price · pack number</extracomment>
        <translation>%1 · %2 · Cond. %3</translation>
    </message>
</context>
<context>
    <name>webshop::ui::WindowChrome</name>
    <message>
        <source>Webshop</source>
        <translation>Webshop</translation>
    </message>
    <message>
        <source>%1 — Webshop</source>
        <translation>%1 — Webshop</translation>
    </message>
</context>
<context>
    <name>webshop::ui::WindowMenus</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <source>&amp;Import Order File…</source>
        <translation>&amp;Importer un fichier de commande…</translation>
    </message>
    <message>
        <source>&amp;Switch User…</source>
        <translation>&amp;Changer d’utilisateur…</translation>
    </message>
    <message>
        <source>&amp;Log Out</source>
        <translation>Se &amp;déconnecter</translation>
    </message>
    <message>
        <source>Log Out and &amp;Forget Local Data</source>
        <translation>Se déconnecter et &amp;oublier les données locales</translation>
    </message>
    <message>
        <source>Signs out and deletes your price history and add history on this computer</source>
        <translation>Vous déconnecte et supprime votre historique des prix et l’historique de vos ajouts sur cet ordinateur</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Find Articles</source>
        <translation>&amp;Rechercher des articles</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Préférences…</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Actualiser</translation>
    </message>
    <message>
        <source>Compare S&amp;tores…</source>
        <translation>Comparer les &amp;magasins…</translation>
    </message>
    <message>
        <source>Price C&amp;hanges…</source>
        <translation>&amp;Variations de prix…</translation>
    </message>
    <message>
        <source>&amp;Added to Basket…</source>
        <translation>A&amp;jouts au panier…</translation>
    </message>
    <message>
        <source>&amp;Net Prices</source>
        <translation>Prix &amp;HT</translation>
    </message>
    <message>
        <source>&amp;Gross Prices</source>
        <translation>Prix &amp;TTC</translation>
    </message>
    <message>
        <source>Results as &amp;Cards</source>
        <translation>Résultats en &amp;vignettes</translation>
    </message>
    <message>
        <source>Results as L&amp;ist</source>
        <translation>Résultats en l&amp;iste</translation>
    </message>
    <message>
        <source>&amp;About Webshop Desktop</source>
        <translation>À &amp;propos de Webshop Desktop</translation>
    </message>
</context>
<context>
    <name>webshop::values::ApiError</name>
    <message>
        <source>The server could not be reached. Check your internet connection and try again.</source>
        <translation>Le serveur est injoignable. Vérifiez votre connexion Internet et réessayez.</translation>
    </message>
    <message>
        <source>The server took too long to answer. Try again in a moment.</source>
        <translation>Le serveur a mis trop de temps à répondre. Réessayez dans un instant.</translation>
    </message>
    <message>
        <source>A secure connection to the server could not be established. The server&apos;s certificate was not accepted.</source>
        <translation>Impossible d’établir une connexion sécurisée avec le serveur. Son certificat n’a pas été accepté.</translation>
    </message>
    <message>
        <source>Your login is no longer valid. Please log in again.</source>
        <translation>Votre session n’est plus valide. Veuillez vous reconnecter.</translation>
    </message>
    <message>
        <source>The requested item was not found on the server.</source>
        <translation>L’élément demandé est introuvable sur le serveur.</translation>
    </message>
    <message>
        <source>The server refused the request: %1</source>
        <translation>Le serveur a refusé la requête&#xa0;: %1</translation>
    </message>
    <message>
        <source>The server refused the request.</source>
        <translation>Le serveur a refusé la requête.</translation>
    </message>
    <message>
        <source>The server is busy with too many requests. Try again in a moment.</source>
        <translation>Le serveur est surchargé. Réessayez dans un instant.</translation>
    </message>
    <message>
        <source>The server had a problem (error %1). Try again later.</source>
        <translation>Le serveur a rencontré un problème (erreur %1). Réessayez plus tard.</translation>
    </message>
    <message>
        <source>The server answered with an unexpected error (%1).</source>
        <translation>Le serveur a répondu par une erreur inattendue (%1).</translation>
    </message>
    <message>
        <source>The server sent an answer this app does not understand.</source>
        <translation>Le serveur a envoyé une réponse que cette application ne comprend pas.</translation>
    </message>
    <message>
        <source>The request was cancelled.</source>
        <translation>La requête a été annulée.</translation>
    </message>
    <message>
        <source>The server sent an answer that is too large to process.</source>
        <translation>La réponse du serveur est trop volumineuse pour être traitée.</translation>
    </message>
    <message>
        <source>The connection was refused because it is not encrypted. Use an https:// address.</source>
        <translation>La connexion a été refusée car elle n’est pas chiffrée. Utilisez une adresse https://.</translation>
    </message>
    <message>
        <source>The connection dropped after the request was sent. Checking whether it arrived…</source>
        <translation>La connexion a été interrompue après l’envoi de la requête. Vérification de sa réception…</translation>
    </message>
    <message>
        <source>Your access does not include this function (%1).</source>
        <translation>Votre accès n’inclut pas cette fonction (%1).</translation>
    </message>
    <message>
        <source>error %1</source>
        <translation>erreur %1</translation>
    </message>
    <message>
        <source>The server address must not contain a user name or password (user:password@). Enter the API user and password in their own fields.</source>
        <translation>L’adresse du serveur ne doit contenir ni nom d’utilisateur ni mot de passe (user:password@). Saisissez l’utilisateur et le mot de passe API dans les champs prévus à cet effet.</translation>
    </message>
</context>
<context>
    <name>webshop::values::DeliveryAddress</name>
    <message>
        <source>Store %1</source>
        <translation>Magasin %1</translation>
    </message>
</context>
</TS>
