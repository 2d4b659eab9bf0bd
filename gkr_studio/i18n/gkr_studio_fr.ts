<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>AboutDialog</name>
    <message>
        <source>the GKR: Heavy Hitters rulebook and advanced rulebook, restated with the project&apos;s rulings (ids R-…) in its rules reference (Help ▸ Rules Reference)</source>
        <translation>le livre de règles de GKR: Heavy Hitters et son Livre de Règles Avancées, reformulés avec les décisions du projet (identifiants R-…) dans sa référence des règles (Aide ▸ Référence des règles)</translation>
    </message>
    <message>
        <source>A map studio for &lt;i&gt;GKR: Heavy Hitters&lt;/i&gt; battlefields, with a rules engine that knows line of sight, cover, alley shots and reach.</source>
        <translation>Un studio de cartes pour les Champs de Bataille de &lt;i&gt;GKR: Heavy Hitters&lt;/i&gt;, avec un moteur de règles qui connaît la Ligne de Vue, le couvert, les Tirs de Ruelle et la portée.</translation>
    </message>
    <message>
        <source>Licence: {0}.</source>
        <translation>Licence : {0}.</translation>
    </message>
    <message>
        <source>The rules: {0}. The card numbers of the built-in catalog are made-up stand-ins; the real cards&apos; numbers are not in our sources.</source>
        <translation>Les règles : {0}. Les valeurs des cartes du catalogue intégré sont des substituts inventés ; celles des vraies cartes ne sont pas dans nos sources.</translation>
    </message>
    <message>
        <source>&lt;i&gt;GKR: Heavy Hitters&lt;/i&gt; is published by Weta Workshop and Cryptozoic (2018); this studio is an unofficial tool for its players.</source>
        <translation>&lt;i&gt;GKR: Heavy Hitters&lt;/i&gt; est publié par Weta Workshop et Cryptozoic (2018) ; ce studio est un outil non officiel pour ses joueurs.</translation>
    </message>
    <message>
        <source>About {0}</source>
        <translation>À propos de {0}</translation>
    </message>
</context>
<context>
    <name>ActionLabels</name>
    <message>
        <source>{0} path</source>
        <translation>voie {0}</translation>
    </message>
    <message>
        <source>Pilot token on space {0} of {1}</source>
        <translation>Jeton Pilote sur la case {0} sur {1}</translation>
    </message>
    <message>
        <source>{0} on {1} (unlocked)</source>
        <translation>{0} en {1} (débloquée)</translation>
    </message>
    <message>
        <source>{0} on {1}</source>
        <translation>{0} en {1}</translation>
    </message>
    <message>
        <source>Path {0}: {1}</source>
        <translation>Voie {0} : {1}</translation>
    </message>
    <message>
        <source>Upgrades: {0}</source>
        <translation>Améliorations : {0}</translation>
    </message>
    <message>
        <source>Stay on {0}, stay</source>
        <translation>Rester en {0}, sans tourner</translation>
    </message>
    <message>
        <source>Stay on {0}, face {1}</source>
        <translation>Rester en {0}, face {1}</translation>
    </message>
    <message>
        <source>Fire {0} at {1}</source>
        <translation>Tirer avec {0} sur {1}</translation>
    </message>
    <message>
        <source>Fire {0} at {1}: automatic hit (orbital){2}</source>
        <translation>Tirer avec {0} sur {1} : touche automatique (orbital){2}</translation>
    </message>
    <message>
        <source>Fire {0} at {1}: needs {2}+{3}</source>
        <translation>Tirer avec {0} sur {1} : il faut {2}+{3}</translation>
    </message>
    <message>
        <source>damage hand {0} deck {1}</source>
        <translation>Dégâts : main {0}, pioche {1}</translation>
    </message>
    <message>
        <source>damage hand {0}</source>
        <translation>Dégâts : main {0}</translation>
    </message>
    <message>
        <source>damage deck {0}</source>
        <translation>Dégâts : pioche {0}</translation>
    </message>
    <message>
        <source>keep</source>
        <translation>garder la main</translation>
    </message>
    <message>
        <source>reboot</source>
        <translation>Reboot</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>passer</translation>
    </message>
    <message>
        <source>accept</source>
        <translation>accepter</translation>
    </message>
    <message>
        <source>reroll</source>
        <translation>relancer</translation>
    </message>
    <message>
        <source>repair ally</source>
        <translation>réparer l&apos;allié</translation>
    </message>
    <message>
        <source>repair</source>
        <translation>réparer</translation>
    </message>
    <message>
        <source>play {0}</source>
        <translation>jouer {0}</translation>
    </message>
    <message>
        <source>hold {0}</source>
        <translation>garder {0}</translation>
    </message>
    <message>
        <source>react {0}</source>
        <translation>réagir avec {0}</translation>
    </message>
    <message>
        <source>react none</source>
        <translation>ne pas réagir</translation>
    </message>
    <message>
        <source>discard sponsor {0}</source>
        <translation>défausser le Sponsor {0}</translation>
    </message>
    <message>
        <source>discard {0}</source>
        <translation>défausser {0}</translation>
    </message>
    <message>
        <source>Deploy {0} on {1}</source>
        <translation>Déployer {0} en {1}</translation>
    </message>
    <message>
        <source>Tag {0} with {1}</source>
        <translation>Poser un Tag sur {0} avec {1}</translation>
    </message>
    <message>
        <source>Push {0} to {1}</source>
        <translation>Pousser {0} en {1}</translation>
    </message>
    <message>
        <source>Declare {0}</source>
        <translation>Déclarer {0}</translation>
    </message>
    <message>
        <source>Declare nothing</source>
        <translation>Ne rien déclarer</translation>
    </message>
    <message>
        <source>Pick seat {0}&apos;s pilot card (face down)</source>
        <translation>Choisir la carte Pilote de la place {0} (face cachée)</translation>
    </message>
    <message>
        <source>Pilot {0} ({1})</source>
        <translation>Pilote {0} ({1})</translation>
    </message>
    <message>
        <source>Re-roll with the pilot&apos;s ability</source>
        <translation>Relancer avec la capacité du Pilote</translation>
    </message>
    <message>
        <source>declare (face down)</source>
        <translation>déclaration (face cachée)</translation>
    </message>
    <message>
        <source>pick an ally (face down)</source>
        <translation>choix d&apos;un allié (face cachée)</translation>
    </message>
    <message>
        <source>move {0} {1}</source>
        <translation>déplacer {0} {1}</translation>
    </message>
    <message>
        <source>move {0} {1} face {2}</source>
        <translation>déplacer {0} {1} face {2}</translation>
    </message>
    <message>
        <source>deploy {0} {1}</source>
        <translation>déployer {0} {1}</translation>
    </message>
    <message>
        <source>push {0} {1}</source>
        <translation>pousser {0} {1}</translation>
    </message>
    <message>
        <source>tag {0} {1}</source>
        <translation>Tag {0} {1}</translation>
    </message>
    <message>
        <source>fire {0} {1}</source>
        <translation>tirer {0} {1}</translation>
    </message>
    <message>
        <source>declare {0}</source>
        <translation>déclarer {0}</translation>
    </message>
    <message>
        <source>declare</source>
        <translation>ne rien déclarer</translation>
    </message>
    <message>
        <source>ally P{0}</source>
        <translation>allié P{0}</translation>
    </message>
    <message>
        <source>pilot {0}</source>
        <translation>Pilote {0}</translation>
    </message>
    <message>
        <source>path {0}</source>
        <translation>voie {0}</translation>
    </message>
    <message>
        <source>reroll pilot</source>
        <translation>relancer (Pilote)</translation>
    </message>
</context>
<context>
    <name>AllyPicker</name>
    <message>
        <source>Seat {0} ({1}) · {2} · score {3}</source>
        <translation>Place {0} ({1}) · {2} · score {3}</translation>
    </message>
    <message>
        <source> · your ally now</source>
        <translation> · votre allié actuel</translation>
    </message>
    <message>
        <source>Pick an ally (shifting alliances)</source>
        <translation>Choisir un allié (alliances changeantes)</translation>
    </message>
    <message>
        <source>Face down. If that player picks you too, you are allies until the end of the next Reset phase.</source>
        <translation>Face cachée. Si ce joueur vous choisit aussi, vous êtes alliés jusqu&apos;à la fin de la prochaine Phase de Réinitialisation.</translation>
    </message>
    <message>
        <source>Pick the pilot card of one opponent, face down. The picks are revealed together: if that player picked you too, you are allied until the end of the next Reset phase (allies cannot attack each other; only one player wins).</source>
        <translation>Choisissez face cachée la carte Pilote d&apos;un adversaire. Les choix sont révélés ensemble : si ce joueur vous a choisi aussi, vous êtes alliés jusqu&apos;à la fin de la prochaine Phase de Réinitialisation (des alliés ne peuvent pas s&apos;attaquer ; un seul joueur gagne).</translation>
    </message>
</context>
<context>
    <name>AutosaveKeeper</name>
    <message>
        <source>Autosave failed</source>
        <translation>Échec de la sauvegarde automatique</translation>
    </message>
    <message>
        <source>Your unsaved work cannot be autosaved:
{0}

It is still open here: save it with File ▸ Save. You will be told again only after autosave has worked once more.</source>
        <translation>Votre travail non enregistré ne peut pas être sauvegardé automatiquement :
{0}

Il est toujours ouvert ici : enregistrez-le avec Fichier ▸ Enregistrer. Vous ne serez de nouveau prévenu qu&apos;après une sauvegarde automatique réussie.</translation>
    </message>
    <message>
        <source>Recovery folder</source>
        <translation>Dossier de récupération</translation>
    </message>
    <message>
        <source>These recovery copies could not be removed; they will be offered again at the next start:
{0}</source>
        <translation>Ces copies de récupération n&apos;ont pas pu être supprimées ; elles seront proposées de nouveau au prochain démarrage :
{0}</translation>
    </message>
</context>
<context>
    <name>BalancePanel</name>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Stop playing games after each edit (click again to go on)</source>
        <translation>Ne plus jouer de parties après chaque modification (cliquer de nouveau pour reprendre)</translation>
    </message>
    <message>
        <source>Games start when you pause editing.</source>
        <translation>Les parties commencent quand vous faites une pause dans vos modifications.</translation>
    </message>
    <message>
        <source>Each seat&apos;s win rate shows here as games finish</source>
        <translation>Le taux de victoire de chaque place s&apos;affiche ici à mesure que les parties se terminent</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>The edge is the win rate less the fair share, adjusted for each seat&apos;s luck with the dice and the cards, with its interval: what the verdict rests on</source>
        <translation>L&apos;avantage est le taux de victoire moins la part équitable, corrigé de la chance de chaque place aux dés et aux cartes, avec son intervalle : ce sur quoi repose le verdict</translation>
    </message>
    <message>
        <source>Balance fix: {0}</source>
        <translation>Correction d&apos;équilibre : {0}</translation>
    </message>
    <message>
        <source>Looking for one edit that evens it out: playing the most promising ones…</source>
        <translation>Recherche d&apos;une modification qui égalise les places : les plus prometteuses sont jouées…</translation>
    </message>
    <message numerus="yes">
        <source>No single edit evens it out: none of the {0} tried shrinks the edge.</source>
        <translation>
            <numerusform>Aucune modification seule n&apos;égalise les places : {0} essayée, sans réduire l&apos;avantage.</numerusform>
            <numerusform>Aucune modification seule n&apos;égalise les places : aucune des {0} essayées ne réduit l&apos;avantage.</numerusform>
        </translation>
    </message>
    <message>
        <source>{0} makes it fair: {1}</source>
        <translation>{0} la rend équilibrée : {1}</translation>
    </message>
    <message>
        <source>{0} makes it edge: {1}</source>
        <translation>{0} y laisse un avantage : {1}</translation>
    </message>
    <message>
        <source>{0} makes it unclear: {1}</source>
        <translation>{0} laisse le verdict incertain : {1}</translation>
    </message>
    <message>
        <source>Play more games</source>
        <translation>Jouer plus de parties</translation>
    </message>
    <message>
        <source>Find a balance fix</source>
        <translation>Chercher une correction d&apos;équilibre</translation>
    </message>
    <message>
        <source>Make this edit</source>
        <translation>Faire cette modification</translation>
    </message>
    <message>
        <source>{0}; the same games: {1}</source>
        <translation>{0} ; les mêmes parties : {1}</translation>
    </message>
    <message>
        <source>Seat {0} ({1})</source>
        <translation>Place {0} ({1})</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
</context>
<context>
    <name>BalancePlaytestDialog</name>
    <message>
        <source>Balance playtest: {0}</source>
        <translation>Test d&apos;équilibre : {0}</translation>
    </message>
    <message>
        <source>Stop when the verdict is clear (as the Balance dock does); Games is then the most</source>
        <translation>S&apos;arrêter dès que le verdict est net (comme le dock Équilibre) ; Parties est alors le maximum</translation>
    </message>
    <message>
        <source> points</source>
        <translation> points</translation>
    </message>
    <message>
        <source>How far off its fair share a seat&apos;s win rate must be to count as an edge</source>
        <translation>De combien le taux de victoire d&apos;une place doit s&apos;écarter de sa part équitable pour compter comme un avantage</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Edge beyond</source>
        <translation>Avantage au-delà de</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Graine</translation>
    </message>
    <message>
        <source>Worker processes</source>
        <translation>Processus de calcul</translation>
    </message>
    <message>
        <source>Bot in every seat</source>
        <translation>Bot à chaque place</translation>
    </message>
    <message>
        <source>Standard: every seat for itself</source>
        <translation>Standard : chaque place pour elle-même</translation>
    </message>
    <message>
        <source>2v2 with fixed alliances: each team&apos;s win rate</source>
        <translation>2c2 avec alliances fixes : le taux de victoire de chaque équipe</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Mode</translation>
    </message>
    <message>
        <source>Seats are rotated between games: each game the factions move one seat on, so a seat&apos;s rate measures its start hex.</source>
        <translation>Les places tournent d&apos;une partie à l&apos;autre : à chaque partie, les factions avancent d&apos;une place, si bien que le taux d&apos;une place mesure son hexagone de départ.</translation>
    </message>
    <message>
        <source>What does this seat&apos;s edge come from?</source>
        <translation>D&apos;où vient l&apos;avantage de cette place ?</translation>
    </message>
    <message>
        <source>Play the same deals again with the favoured seat barred from alley shots, tagging or support units, and see how its win rate moves</source>
        <translation>Rejouer les mêmes donnes en privant la place favorisée des Tirs de Ruelle, des Tags ou des Unités de Soutien, et voir comment son taux de victoire bouge</translation>
    </message>
    <message>
        <source>Heat map on the board: where units fired from</source>
        <translation>Carte de chaleur sur le Plateau de Jeu : d&apos;où les unités ont tiré</translation>
    </message>
    <message>
        <source>Heat map on the board: where units were destroyed</source>
        <translation>Carte de chaleur sur le Plateau de Jeu : où les unités ont été détruites</translation>
    </message>
    <message>
        <source>The same games: {0}</source>
        <translation>Les mêmes parties : {0}</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Départ</translation>
    </message>
    <message>
        <source>First blood</source>
        <translation>Premier sang</translation>
    </message>
    <message numerus="yes">
        <source>Playing {0} game(s)…</source>
        <translation>
            <numerusform>{0} partie en cours…</numerusform>
            <numerusform>{0} parties en cours…</numerusform>
        </translation>
    </message>
    <message>
        <source>Seat {0}</source>
        <translation>Place {0}</translation>
    </message>
    <message numerus="yes">
        <source>{0} game(s) (cancelled: these are the games finished).</source>
        <translation>
            <numerusform>{0} partie (annulé : voici les parties terminées).</numerusform>
            <numerusform>{0} parties (annulé : voici les parties terminées).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} game(s).</source>
        <translation>
            <numerusform>{0} partie.</numerusform>
            <numerusform>{0} parties.</numerusform>
        </translation>
    </message>
    <message>
        <source>{0} Win types: {1}. Game length: {2} rounds on average (median {3}, from {4} to {5}).</source>
        <translation>{0} Types de victoire : {1}. Durée des parties : {2} tours en moyenne (médiane {3}, de {4} à {5}).</translation>
    </message>
    <message>
        <source>where units fired from</source>
        <translation>d&apos;où les unités ont tiré</translation>
    </message>
    <message>
        <source>where units were destroyed</source>
        <translation>où les unités ont été détruites</translation>
    </message>
</context>
<context>
    <name>BatchWords</name>
    <message>
        <source>fair: {0}</source>
        <translation>équilibrée : {0}</translation>
    </message>
    <message>
        <source>edge: {0}</source>
        <translation>avantage : {0}</translation>
    </message>
</context>
<context>
    <name>BatchWorker</name>
    <message>
        <source>the search for a balance fix stopped</source>
        <translation>la recherche d&apos;une correction d&apos;équilibre s&apos;est arrêtée</translation>
    </message>
    <message>
        <source>the games stopped</source>
        <translation>les parties se sont arrêtées</translation>
    </message>
    <message>
        <source>the playtest stopped</source>
        <translation>le test s&apos;est arrêté</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0} : {1}</translation>
    </message>
</context>
<context>
    <name>BotNames</name>
    <message>
        <source>full</source>
        <translation>complet</translation>
    </message>
    <message>
        <source>strong</source>
        <translation>fort</translation>
    </message>
    <message>
        <source>solo</source>
        <translation>solo</translation>
    </message>
    <message>
        <source>random</source>
        <translation>aléatoire</translation>
    </message>
</context>
<context>
    <name>CatalogPicker</name>
    <message>
        <source>GKR card catalogs (*.catalog.json *.json);;All files (*)</source>
        <translation>Catalogues de cartes GKR (*.catalog.json *.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Choisir…</translation>
    </message>
    <message>
        <source>Play with your own card numbers: a .catalog.json file (copy catalogs/standin.catalog.json and edit it)</source>
        <translation>Jouer avec vos propres valeurs de cartes : un fichier .catalog.json (copiez catalogs/standin.catalog.json et modifiez-le)</translation>
    </message>
    <message>
        <source>Stand-in</source>
        <translation>Intégrées</translation>
    </message>
    <message>
        <source>Back to the built-in stand-in cards</source>
        <translation>Revenir aux cartes de remplacement intégrées</translation>
    </message>
    <message>
        <source>Cards: stand-in (built in)</source>
        <translation>Cartes : de remplacement (intégrées)</translation>
    </message>
    <message>
        <source>Cards: {0} ({1})</source>
        <translation>Cartes : {0} ({1})</translation>
    </message>
    <message>
        <source>Choose a card catalog</source>
        <translation>Choisir un catalogue de cartes</translation>
    </message>
    <message>
        <source>Cannot use this catalog</source>
        <translation>Impossible d&apos;utiliser ce catalogue</translation>
    </message>
</context>
<context>
    <name>ChecksPanel</name>
    <message>
        <source>No map</source>
        <translation>Aucune carte</translation>
    </message>
    <message>
        <source>Show passing checks</source>
        <translation>Afficher les vérifications réussies</translation>
    </message>
    <message>
        <source>Fix all warnings</source>
        <translation>Corriger tous les avertissements</translation>
    </message>
    <message>
        <source>Make the smallest change that clears every failing check, as one undoable edit</source>
        <translation>Faire le plus petit changement qui lève toutes les vérifications en échec, en une seule modification annulable</translation>
    </message>
    <message>
        <source>{0} error</source>
        <translation>{0} erreur</translation>
    </message>
    <message>
        <source>{0} errors</source>
        <translation>{0} erreurs</translation>
    </message>
    <message>
        <source>{0} warning</source>
        <translation>{0} avertissement</translation>
    </message>
    <message>
        <source>{0} warnings</source>
        <translation>{0} avertissements</translation>
    </message>
    <message>
        <source>All checks pass</source>
        <translation>Toutes les vérifications sont réussies</translation>
    </message>
    <message>
        <source>analysed in {0} ms</source>
        <translation>analysée en {0} ms</translation>
    </message>
</context>
<context>
    <name>DecisionBox</name>
    <message>
        <source>Your decision</source>
        <translation>Votre décision</translation>
    </message>
    <message>
        <source>Declare weapons (face down)</source>
        <translation>Déclarer des armes (face cachée)</translation>
    </message>
    <message>
        <source>Declare the checked weapons</source>
        <translation>Déclarer les armes cochées</translation>
    </message>
    <message>
        <source>Every legal action: double-click one to take it</source>
        <translation>Toutes les actions permises : double-cliquez sur l&apos;une d&apos;elles pour la jouer</translation>
    </message>
    <message>
        <source>All legal actions (double-click):</source>
        <translation>Toutes les actions permises (double-clic) :</translation>
    </message>
    <message>
        <source>Waiting for the bots…</source>
        <translation>Les bots jouent…</translation>
    </message>
    <message>
        <source>{0}. Click a highlighted hex on the board.</source>
        <translation>{0}. Cliquez sur un hexagone souligné du Plateau de Jeu.</translation>
    </message>
    <message>
        <source>{0}.</source>
        <translation>{0}.</translation>
    </message>
    <message>
        <source>{0}: {1} energy, speed {2}, range {3}, damage {4}</source>
        <translation>{0} : {1} d&apos;Énergie, vitesse {2}, portée {3}, Dégâts {4}</translation>
    </message>
    <message numerus="yes">
        <source>{0} energy of your {1}: %n critical, %n card(s) to the damage pile</source>
        <translation>
            <numerusform>{0} d&apos;Énergie sur vos {1} : %n Critique, %n carte vers la Pile des Dégâts</numerusform>
            <numerusform>{0} d&apos;Énergie sur vos {1} : %n Critiques, %n cartes vers la Pile des Dégâts</numerusform>
        </translation>
    </message>
    <message>
        <source>{0} energy of your {1}</source>
        <translation>{0} d&apos;Énergie sur vos {1}</translation>
    </message>
</context>
<context>
    <name>EditPositionPanel</name>
    <message>
        <source>Heavy Hitter</source>
        <translation>Heavy Hitter</translation>
    </message>
    <message>
        <source>combat unit</source>
        <translation>Unité de Combat</translation>
    </message>
    <message>
        <source>repair unit</source>
        <translation>Unité de Réparation</translation>
    </message>
    <message>
        <source>recon unit</source>
        <translation>Unité de Reconnaissance</translation>
    </message>
    <message>
        <source>The rules wait. Drag a unit to a hex, or pick one here and click a free hex; right-click a Heavy Hitter to turn it; click a building for its tags and rubble.</source>
        <translation>Les règles attendent. Faites glisser une unité sur un hexagone, ou choisissez-la ici et cliquez sur un hexagone libre ; clic droit sur un Heavy Hitter pour le tourner ; cliquez sur un Immeuble pour ses Tags et ses décombres.</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Take this support unit off the board</source>
        <translation>Retirer cette Unité de Soutien du Plateau de Jeu</translation>
    </message>
    <message>
        <source>The hand&apos;s card ids, separated by commas; Enter applies</source>
        <translation>Les identifiants des cartes de la main, séparés par des virgules ; Entrée applique</translation>
    </message>
    <message>
        <source>The next cards drawn, first drawn first; Enter applies</source>
        <translation>Les prochaines cartes piochées, la première piochée en premier ; Entrée applique</translation>
    </message>
    <message>
        <source>Give it the Glory Hound</source>
        <translation>Lui donner le Glory Hound</translation>
    </message>
    <message>
        <source>Seat and unit</source>
        <translation>Place et unité</translation>
    </message>
    <message>
        <source>Facing</source>
        <translation>Orientation</translation>
    </message>
    <message>
        <source>Hit points</source>
        <translation>Points de Vie</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Dégâts</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Énergie</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Main</translation>
    </message>
    <message>
        <source>Deck top</source>
        <translation>Dessus de la pioche</translation>
    </message>
    <message>
        <source>Building</source>
        <translation>Immeuble</translation>
    </message>
    <message>
        <source>Rubble</source>
        <translation>Décombres</translation>
    </message>
    <message>
        <source>The tag on its {0} face</source>
        <translation>Le Tag de sa face {0}</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Tags</translation>
    </message>
    <message>
        <source>Restart at this round and phase</source>
        <translation>Reprendre à ce Tour et cette phase</translation>
    </message>
    <message>
        <source>Round and phase</source>
        <translation>Tour et phase</translation>
    </message>
    <message>
        <source>Resume the rules</source>
        <translation>Réactiver les règles</translation>
    </message>
    <message>
        <source>Discard the edits</source>
        <translation>Abandonner les modifications</translation>
    </message>
    <message>
        <source>{0} on {1}</source>
        <translation>{0} en {1}</translation>
    </message>
    <message>
        <source>{0} (off the board)</source>
        <translation>{0} (hors du Plateau de Jeu)</translation>
    </message>
    <message>
        <source>P{0} has the Glory Hound</source>
        <translation>P{0} a le Glory Hound</translation>
    </message>
    <message>
        <source>Give P{0} the Glory Hound</source>
        <translation>Donner le Glory Hound à P{0}</translation>
    </message>
    <message>
        <source>Click a building on the board</source>
        <translation>Cliquez sur un Immeuble du Plateau de Jeu</translation>
    </message>
    <message>
        <source>{0}: rubble of P{1}</source>
        <translation>{0} : décombres de P{1}</translation>
    </message>
    <message>
        <source>{0}: standing</source>
        <translation>{0} : debout</translation>
    </message>
    <message>
        <source>Standing</source>
        <translation>Debout</translation>
    </message>
    <message>
        <source>Rubble of P{0}</source>
        <translation>Décombres de P{0}</translation>
    </message>
</context>
<context>
    <name>Editor</name>
    <message>
        <source>Rename map</source>
        <translation>Renommer la carte</translation>
    </message>
    <message>
        <source>Edit map details</source>
        <translation>Modifier les détails de la carte</translation>
    </message>
    <message>
        <source>Edit description</source>
        <translation>Modifier la description</translation>
    </message>
    <message>
        <source>Switch to the fallout side</source>
        <translation>Passer au côté retombées</translation>
    </message>
    <message>
        <source>Switch to the standard side</source>
        <translation>Passer au côté standard</translation>
    </message>
    <message>
        <source>Reset zones</source>
        <translation>Réinitialiser les zones</translation>
    </message>
    <message>
        <source>Reorder seats</source>
        <translation>Réordonner les places</translation>
    </message>
    <message>
        <source>Use the default teams</source>
        <translation>Utiliser les équipes par défaut</translation>
    </message>
    <message>
        <source>Name teams {teams}</source>
        <translation>Nommer les équipes {teams}</translation>
    </message>
</context>
<context>
    <name>ExportController</name>
    <message>
        <source>Export image</source>
        <translation>Exporter une image</translation>
    </message>
    <message>
        <source>Cannot export image</source>
        <translation>Impossible d&apos;exporter l&apos;image</translation>
    </message>
    <message>
        <source>Exported {0}</source>
        <translation>{0} exporté</translation>
    </message>
    <message>
        <source>Cannot print</source>
        <translation>Impossible d&apos;imprimer</translation>
    </message>
    <message>
        <source>The printer could not be started.</source>
        <translation>L&apos;imprimante n&apos;a pas pu être démarrée.</translation>
    </message>
    <message>
        <source>Printed the map sheet</source>
        <translation>Fiche de la carte imprimée</translation>
    </message>
    <message>
        <source>Printed the map sheet to {0}</source>
        <translation>Fiche de la carte imprimée dans {0}</translation>
    </message>
    <message>
        <source>Print Preview: {0}</source>
        <translation>Aperçu avant impression : {0}</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Export image</source>
        <translation>Exporter une image</translation>
    </message>
    <message>
        <source>Overlays</source>
        <translation>Calques</translation>
    </message>
    <message>
        <source>Pin a hex first (P): these overlays are drawn from it</source>
        <translation>Épinglez d&apos;abord un hexagone (P) : ces calques sont tracés à partir de lui</translation>
    </message>
    <message>
        <source>Fallout zones</source>
        <translation>Zones de retombées</translation>
    </message>
    <message>
        <source>Zones belong to the fallout side</source>
        <translation>Les zones appartiennent au côté retombées</translation>
    </message>
    <message>
        <source>Map sheet: title, author, players, side, the board and the checks on one A4 page</source>
        <translation>Fiche de la carte : titre, auteur, joueurs, côté, le Plateau de Jeu et les vérifications sur une page A4</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source> dpi</source>
        <translation> ppp</translation>
    </message>
    <message>
        <source>Title: the map&apos;s name, players, side and buildings above the board</source>
        <translation>Titre : nom de la carte, joueurs, côté et Immeubles au-dessus du Plateau de Jeu</translation>
    </message>
    <message>
        <source>Legend of the overlays beside the board</source>
        <translation>Légende des calques à côté du Plateau de Jeu</translation>
    </message>
    <message>
        <source>Board width (PNG)</source>
        <translation>Largeur du Plateau de Jeu (PNG)</translation>
    </message>
    <message>
        <source>Sheet resolution</source>
        <translation>Résolution de la fiche</translation>
    </message>
</context>
<context>
    <name>FixWords</name>
    <message numerus="yes">
        <source>Fix all warnings (%n check(s)): %1</source>
        <translation>
            <numerusform>Corriger tous les avertissements (%n vérification) : %1</numerusform>
            <numerusform>Corriger tous les avertissements (%n vérifications) : %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fixes</name>
    <message>
        <source>Restore %1 symmetry</source>
        <translation>Rétablir la symétrie (%1)</translation>
    </message>
    <message>
        <source>Nothing to fix</source>
        <translation>Rien à corriger</translation>
    </message>
    <message>
        <source>Fix %1: %2</source>
        <translation>Correction (%1) : %2</translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <translation>Correction : %1</translation>
    </message>
    <message>
        <source>Place the start hexes with the Start hex tool: 2-4, one per player.</source>
        <translation>Placez les hexagones de départ avec l&apos;outil Hexagone de départ : 2 à 4, un par joueur.</translation>
    </message>
    <message>
        <source>No automatic fix: %1.</source>
        <translation>Aucune correction automatique : %1.</translation>
    </message>
</context>
<context>
    <name>GameItems</name>
    <message>
        <source>{0} facing {1}</source>
        <translation>{0} orienté {1}</translation>
    </message>
    <message>
        <source>{0} tags: {1}</source>
        <translation>Tags de {0} : {1}</translation>
    </message>
</context>
<context>
    <name>GenerateDialog</name>
    <message>
        <source>Generate a map</source>
        <translation>Générer une carte</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>standard</translation>
    </message>
    <message>
        <source>fallout</source>
        <translation>retombées</translation>
    </message>
    <message>
        <source>half turn</source>
        <translation>demi-tour</translation>
    </message>
    <message>
        <source>third turn</source>
        <translation>tiers de tour</translation>
    </message>
    <message>
        <source>mirror</source>
        <translation>miroir</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>The first seed tried; after each press of Generate it moves past the candidates shown, so the next press makes new ones</source>
        <translation>La première graine essayée ; après chaque appui sur Générer, elle passe au-delà des candidates affichées, et l&apos;appui suivant en produit de nouvelles</translation>
    </message>
    <message>
        <source>guideline (2)</source>
        <translation>recommandation (2)</translation>
    </message>
    <message>
        <source>any</source>
        <translation>indifférent</translation>
    </message>
    <message>
        <source>Keep the current map&apos;s locked buildings and starts</source>
        <translation>Garder les Immeubles et départs verrouillés de la carte actuelle</translation>
    </message>
    <message>
        <source>Generate</source>
        <translation>Générer</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Board side</source>
        <translation>Côté du Plateau de Jeu</translation>
    </message>
    <message>
        <source>Symmetry</source>
        <translation>Symétrie</translation>
    </message>
    <message>
        <source>Buildings</source>
        <translation>Immeubles</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Graine</translation>
    </message>
    <message>
        <source>Alley shots at least</source>
        <translation>Tirs de Ruelle, au moins</translation>
    </message>
    <message>
        <source>Buildings in reach at least</source>
        <translation>Immeubles à portée, au moins</translation>
    </message>
    <message>
        <source>Press Generate to make candidates.</source>
        <translation>Appuyez sur Générer pour produire des candidates.</translation>
    </message>
    <message>
        <source>seed {0}</source>
        <translation>graine {0}</translation>
    </message>
    <message>
        <source>Generate again</source>
        <translation>Générer de nouveau</translation>
    </message>
</context>
<context>
    <name>HeatMap</name>
    <message>
        <source>Heat map: {0}</source>
        <translation>Carte de chaleur : {0}</translation>
    </message>
    <message>
        <source>Heat map: {0} (Balance Playtest, {1} games)</source>
        <translation>Carte de chaleur : {0} (Test d&apos;équilibre, {1} parties)</translation>
    </message>
</context>
<context>
    <name>HeatSwitch</name>
    <message>
        <source>Balance heat map</source>
        <translation>Carte de chaleur de l&apos;équilibre</translation>
    </message>
    <message>
        <source>Heat</source>
        <translation>Chaleur</translation>
    </message>
    <message>
        <source>Balance heat map: run Play ▸ Balance Playtest and tick a heat map</source>
        <translation>Carte de chaleur de l&apos;équilibre : lancez Jouer ▸ Test d&apos;équilibre et cochez une carte de chaleur</translation>
    </message>
</context>
<context>
    <name>HintBar</name>
    <message>
        <source>Pick a tool on the toolbar (or press its key: B places buildings, H starts). Switch overlays on with Ctrl+1…7 and hover a hex: its tooltip and the legend say what the colours mean. The Checks panel judges the map on every edit. Help ▸ Quick reference lists every tool, key and check.</source>
        <translation>Choisissez un outil dans la barre d&apos;outils (ou appuyez sur sa touche : B place des Immeubles, H des départs). Activez des calques avec Ctrl+1…7 et survolez un hexagone : son info-bulle et la légende disent ce que signifient les couleurs. Le panneau Vérifications juge la carte à chaque modification. Aide ▸ Aide-mémoire liste chaque outil, touche et vérification.</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>Compris</translation>
    </message>
</context>
<context>
    <name>InspectorPanel</name>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>Pick an attacker and a target: type hexes, or use the Shot inspector tool (L) on the board.</source>
        <translation>Choisissez un attaquant et une cible : tapez des hexagones, ou utilisez l&apos;outil Inspecteur de tir (L) sur le Plateau de Jeu.</translation>
    </message>
    <message>
        <source>e.g. 4D</source>
        <translation>p. ex. 4D</translation>
    </message>
    <message>
        <source>e.g. 4H</source>
        <translation>p. ex. 4H</translation>
    </message>
    <message>
        <source>Swap</source>
        <translation>Échanger</translation>
    </message>
    <message>
        <source>Draw the shortest paths</source>
        <translation>Tracer les plus courts chemins</translation>
    </message>
    <message>
        <source>Shot</source>
        <translation>Tir</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>Attaquant</translation>
    </message>
    <message>
        <source>facing</source>
        <translation>orientation</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cible</translation>
    </message>
    <message>
        <source>Sight rules</source>
        <translation>Règles de vue</translation>
    </message>
    <message>
        <source>Distance</source>
        <translation>Distance</translation>
    </message>
    <message>
        <source>Shortest paths</source>
        <translation>Plus courts chemins</translation>
    </message>
    <message>
        <source>Line of sight</source>
        <translation>Ligne de Vue (LdV)</translation>
    </message>
    <message>
        <source>Target&apos;s cover</source>
        <translation>Couvert de la cible</translation>
    </message>
    <message>
        <source>Alley shot</source>
        <translation>Tir de Ruelle</translation>
    </message>
    <message>
        <source>In firing arc</source>
        <translation>Dans l&apos;arc de tir</translation>
    </message>
    <message>
        <source>From the flank</source>
        <translation>Par le flanc</translation>
    </message>
    <message>
        <source>To hit a Heavy Hitter</source>
        <translation>Pour toucher un Heavy Hitter</translation>
    </message>
    <message>
        <source>To hit a support unit</source>
        <translation>Pour toucher une Unité de Soutien</translation>
    </message>
    <message>
        <source>{0} ({1} clear of buildings)</source>
        <translation>{0} ({1} sans Immeuble)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>partial (+1)</source>
        <translation>Couvert Partiel (+1)</translation>
    </message>
    <message>
        <source>full: no line of sight</source>
        <translation>Couvert Complet : pas de Ligne de Vue</translation>
    </message>
    <message>
        <source>yes, through {0} (+2)</source>
        <translation>oui, par {0} (+2)</translation>
    </message>
    <message>
        <source>— (no facing: support unit, all round)</source>
        <translation>— (pas d&apos;orientation : Unité de Soutien, tout autour)</translation>
    </message>
    <message>
        <source>— (no target facing)</source>
        <translation>— (pas d&apos;orientation de la cible)</translation>
    </message>
    <message>
        <source>out of the firing arc</source>
        <translation>hors de l&apos;arc de tir</translation>
    </message>
    <message>
        <source>no direct fire (missiles need a spotter)</source>
        <translation>pas de tir direct (les missiles demandent un observateur)</translation>
    </message>
    <message>
        <source>no direct fire</source>
        <translation>pas de tir direct</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>System Language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>GKR Studio will speak the new language from its next start. Your map and everything open stay as they are.</source>
        <translation>GKR Studio parlera la nouvelle langue dès son prochain démarrage. Votre carte et tout ce qui est ouvert restent tels quels.</translation>
    </message>
</context>
<context>
    <name>Legend</name>
    <message>
        <source>Sight and cover from the hex under the cursor</source>
        <translation>Vue et couvert depuis l&apos;hexagone sous le curseur</translation>
    </message>
    <message>
        <source>Sight and cover from {0}</source>
        <translation>Vue et couvert depuis {0}</translation>
    </message>
    <message>
        <source>in sight, no cover</source>
        <translation>en vue, aucun couvert</translation>
    </message>
    <message>
        <source>partial cover (+1 to hit)</source>
        <translation>Couvert Partiel (+1 pour toucher)</translation>
    </message>
    <message>
        <source>full cover: no direct fire</source>
        <translation>Couvert Complet : pas de tir direct</translation>
    </message>
    <message>
        <source>alley-shot target</source>
        <translation>cible d&apos;un Tir de Ruelle</translation>
    </message>
    <message>
        <source>Alleys</source>
        <translation>Ruelles</translation>
    </message>
    <message>
        <source>alley with shots</source>
        <translation>ruelle avec des tirs</translation>
    </message>
    <message>
        <source>alley without a shot</source>
        <translation>ruelle sans tir</translation>
    </message>
    <message>
        <source>Distance from the hex under the cursor</source>
        <translation>Distance depuis l&apos;hexagone sous le curseur</translation>
    </message>
    <message>
        <source>Distance from {0}</source>
        <translation>Distance depuis {0}</translation>
    </message>
    <message>
        <source>even distances</source>
        <translation>distances paires</translation>
    </message>
    <message>
        <source>seat {0}; its buildings ringed</source>
        <translation>place {0} ; ses Immeubles cerclés</translation>
    </message>
    <message>
        <source>seat {0}</source>
        <translation>place {0}</translation>
    </message>
    <message>
        <source>First-move reach</source>
        <translation>Portée du premier déplacement</translation>
    </message>
    <message>
        <source>shared (a tie)</source>
        <translation>partagé (égalité)</translation>
    </message>
    <message>
        <source>Territories (nearest seat)</source>
        <translation>Territoires (place la plus proche)</translation>
    </message>
    <message>
        <source>Zone {0}</source>
        <translation>Zone {0}</translation>
    </message>
    <message>
        <source>Zone 1 (outer ring)</source>
        <translation>Zone 1 (anneau extérieur)</translation>
    </message>
    <message>
        <source>Zone 4 (centre)</source>
        <translation>Zone 4 (centre)</translation>
    </message>
    <message>
        <source>Fallout zones</source>
        <translation>Zones de retombées</translation>
    </message>
    <message>
        <source>Heat map (count per hex)</source>
        <translation>Carte de chaleur (compte par hexagone)</translation>
    </message>
    <message>
        <source>{0} (most)</source>
        <translation>{0} (maximum)</translation>
    </message>
    <message>
        <source>2v2 teams (named in the map)</source>
        <translation>Équipes 2c2 (nommées dans la carte)</translation>
    </message>
</context>
<context>
    <name>LegendBox</name>
    <message>
        <source>No overlay is on. Switch one on in the Overlays menu (Ctrl+1…7); this column then says what its colours mean.</source>
        <translation>Aucun calque n&apos;est affiché. Activez-en un dans le menu Calques (Ctrl+1…7) ; cette colonne dit alors ce que signifient ses couleurs.</translation>
    </message>
</context>
<context>
    <name>LiveBalance</name>
    <message numerus="yes">
        <source>No games: {1} (and {0} more)</source>
        <translation>
            <numerusform>Pas de parties : {1} (et {0} autre)</numerusform>
            <numerusform>Pas de parties : {1} (et {0} autres)</numerusform>
        </translation>
    </message>
    <message>
        <source>No games: {0}</source>
        <translation>Pas de parties : {0}</translation>
    </message>
    <message>
        <source>Paused: no games are played after edits.</source>
        <translation>En pause : aucune partie n&apos;est jouée après les modifications.</translation>
    </message>
    <message>
        <source>Waiting for the Balance Playtest run to end.</source>
        <translation>En attente de la fin du Test d&apos;équilibre.</translation>
    </message>
    <message>
        <source>Games start when you pause editing.</source>
        <translation>Les parties commencent quand vous faites une pause dans vos modifications.</translation>
    </message>
    <message>
        <source>Playing…</source>
        <translation>Parties en cours…</translation>
    </message>
    <message>
        <source>Playing… {0} so far</source>
        <translation>Parties en cours… {0} jusqu&apos;ici</translation>
    </message>
    <message>
        <source>Done: {0} (the verdict is clear).</source>
        <translation>Terminé : {0} (le verdict est net).</translation>
    </message>
    <message>
        <source>Done: {0} (all games played).</source>
        <translation>Terminé : {0} (toutes les parties jouées).</translation>
    </message>
</context>
<context>
    <name>LostGameButton</name>
    <message>
        <source>Show a game where a seat lost</source>
        <translation>Montrer une partie perdue par une place</translation>
    </message>
    <message>
        <source>Once games have been played: open one where a seat lost, to watch how</source>
        <translation>Une fois des parties jouées : en ouvrir une qu&apos;une place a perdue, pour voir comment</translation>
    </message>
    <message>
        <source>Show a game where {0} lost</source>
        <translation>Montrer une partie perdue par {0}</translation>
    </message>
    <message>
        <source>Replay one of these games where seat {0} ({1}), the seat that wins least, lost; the arrow picks another seat</source>
        <translation>Rejouer une de ces parties perdue par la place {0} ({1}), celle qui gagne le moins ; la flèche choisit une autre place</translation>
    </message>
    <message>
        <source>Seat {0} ({1})</source>
        <translation>Place {0} ({1})</translation>
    </message>
</context>
<context>
    <name>LostGameWords</name>
    <message numerus="yes">
        <source>Seat {1} ({2}) lost none of the {0} game(s).</source>
        <translation>
            <numerusform>La place {1} ({2}) n&apos;a perdu aucune partie sur {0}.</numerusform>
            <numerusform>La place {1} ({2}) n&apos;a perdu aucune des {0} parties.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LostGames</name>
    <message>
        <source>Game {0} of these games played again is not the one recorded (the map has changed since?): wait for the new games.</source>
        <translation>La partie {0} de ces parties, rejouée, n&apos;est pas celle enregistrée (la carte a-t-elle changé depuis ?) : attendez les nouvelles parties.</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>personne</translation>
    </message>
    <message>
        <source>{0} and {1}</source>
        <translation>{0} et {1}</translation>
    </message>
    <message>
        <source>Replay: game {0} of the batch, where seat {1} ({2}) lost — {3} won — GKR Studio</source>
        <translation>Rejeu : partie {0} de la série, perdue par la place {1} ({2}) — victoire de {3} — GKR Studio</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Opened</source>
        <translation>Ouvert</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>Vérifications</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Équilibre</translation>
    </message>
    <message>
        <source>Map properties</source>
        <translation>Propriétés</translation>
    </message>
    <message>
        <source>LOS inspector</source>
        <translation>Inspecteur LdV</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>Focus unpinned: the overlays follow the cursor.</source>
        <translation>Hexagone de référence libéré : les calques suivent le curseur.</translation>
    </message>
    <message>
        <source>Focus pinned on {0}.</source>
        <translation>Hexagone de référence épinglé en {0}.</translation>
    </message>
    <message>
        <source>Cannot playtest this map</source>
        <translation>Impossible de tester cette carte</translation>
    </message>
    <message>
        <source>A game needs a finished, valid map (see Checks):</source>
        <translation>Une partie demande une carte terminée et valide (voir Vérifications) :</translation>
    </message>
</context>
<context>
    <name>MapDocument</name>
    <message>
        <source>Untitled</source>
        <translation>Sans titre</translation>
    </message>
</context>
<context>
    <name>MapFiles</name>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Ouvrir un fichier &amp;récent</translation>
    </message>
    <message>
        <source>“{0}” has unsaved changes. Save them?</source>
        <translation>« {0} » a des modifications non enregistrées. Les enregistrer ?</translation>
    </message>
    <message>
        <source>Open map</source>
        <translation>Ouvrir une carte</translation>
    </message>
    <message>
        <source>Cannot open map</source>
        <translation>Impossible d&apos;ouvrir la carte</translation>
    </message>
    <message>
        <source>Opened {0}</source>
        <translation>{0} ouvert</translation>
    </message>
    <message>
        <source>Cannot open game</source>
        <translation>Impossible d&apos;ouvrir la partie</translation>
    </message>
    <message>
        <source>Opened {0} in a playtest window</source>
        <translation>{0} ouvert dans une fenêtre de partie d&apos;essai</translation>
    </message>
    <message>
        <source>Save map as</source>
        <translation>Enregistrer la carte sous</translation>
    </message>
    <message>
        <source>Cannot save map</source>
        <translation>Impossible d&apos;enregistrer la carte</translation>
    </message>
    <message>
        <source>Saved {0}</source>
        <translation>{0} enregistré</translation>
    </message>
    <message>
        <source>Clear Recent Files</source>
        <translation>Effacer les fichiers récents</translation>
    </message>
    <message>
        <source>… and {0} more</source>
        <translation>… et {0} de plus</translation>
    </message>
</context>
<context>
    <name>MapSummary</name>
    <message>
        <source>Untitled map</source>
        <translation>Carte sans titre</translation>
    </message>
    <message>
        <source>{0} player</source>
        <translation>{0} joueur</translation>
    </message>
    <message>
        <source>{0} players</source>
        <translation>{0} joueurs</translation>
    </message>
    <message>
        <source>fallout side</source>
        <translation>côté retombées</translation>
    </message>
    <message>
        <source>standard side</source>
        <translation>côté standard</translation>
    </message>
    <message>
        <source>{0} building</source>
        <translation>{0} Immeuble</translation>
    </message>
    <message>
        <source>{0} buildings</source>
        <translation>{0} Immeubles</translation>
    </message>
    <message>
        <source>by {0}</source>
        <translation>par {0}</translation>
    </message>
    <message>
        <source>Checks: all pass</source>
        <translation>Vérifications : toutes réussies</translation>
    </message>
    <message>
        <source>Checks: {0} problem</source>
        <translation>Vérifications : {0} problème</translation>
    </message>
    <message>
        <source>Checks: {0} problems</source>
        <translation>Vérifications : {0} problèmes</translation>
    </message>
</context>
<context>
    <name>MovesPanel</name>
    <message>
        <source>setup</source>
        <translation>prép.</translation>
    </message>
    <message>
        <source>deploy</source>
        <translation>Déploiement</translation>
    </message>
    <message>
        <source>move</source>
        <translation>mouv.</translation>
    </message>
    <message>
        <source>combat</source>
        <translation>comb.</translation>
    </message>
    <message>
        <source>tag</source>
        <translation>Tag</translation>
    </message>
    <message>
        <source>reset</source>
        <translation>réinit.</translation>
    </message>
    <message>
        <source>Click an action to go back there. Playing on from there starts a branch; the old line stays (↳ under the action where it leaves).</source>
        <translation>Cliquez sur une action pour y revenir. Jouer à partir de là ouvre une branche ; l&apos;ancienne ligne reste (↳ sous l&apos;action où elle se sépare).</translation>
    </message>
    <message>
        <source>#</source>
        <translation>n°</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>The round and phase</source>
        <translation>Le Tour et la phase</translation>
    </message>
    <message>
        <source>Start of the game</source>
        <translation>Début de la partie</translation>
    </message>
    <message>
        <source>{0}
Other branches leaving here: {1}</source>
        <translation>{0}
Autres branches partant d&apos;ici : {1}</translation>
    </message>
    <message numerus="yes">
        <source>↳ branch: {0} … (%n action(s))</source>
        <translation>
            <numerusform>↳ branche : {0} … (%n action)</numerusform>
            <numerusform>↳ branche : {0} … (%n actions)</numerusform>
        </translation>
    </message>
    <message>
        <source>Go to the end of this branch</source>
        <translation>Aller à la fin de cette branche</translation>
    </message>
    <message>
        <source>round {0}, {1}</source>
        <translation>Tour {0}, {1}</translation>
    </message>
</context>
<context>
    <name>NewMapDialog</name>
    <message>
        <source>New map</source>
        <translation>Nouvelle carte</translation>
    </message>
    <message>
        <source>Blank map</source>
        <translation>Carte vide</translation>
    </message>
    <message>
        <source>standard side, nothing placed</source>
        <translation>côté standard, rien de placé</translation>
    </message>
    <message>
        <source>Generate…</source>
        <translation>Générer…</translation>
    </message>
    <message>
        <source>new maps that pass every check</source>
        <translation>de nouvelles cartes qui réussissent toutes les vérifications</translation>
    </message>
    <message>
        <source>Start from a blank board, a copy of a rulebook map, or generate new maps:</source>
        <translation>Partez d&apos;un Plateau de Jeu vide, d&apos;une copie d&apos;une carte du livret de règles, ou générez de nouvelles cartes :</translation>
    </message>
    <message>
        <source>{0}: {1}, {2} buildings</source>
        <translation>{0} : {1}, {2} Immeubles</translation>
    </message>
</context>
<context>
    <name>OpeningProgress</name>
    <message>
        <source>Opening a game</source>
        <translation>Ouverture d&apos;une partie</translation>
    </message>
    <message>
        <source>Reading {0}…</source>
        <translation>Lecture de {0}…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Checking {0}: action {1} of {2}</source>
        <translation>Vérification de {0} : action {1} sur {2}</translation>
    </message>
</context>
<context>
    <name>Overlay</name>
    <message>
        <source>Sight and cover from a hex</source>
        <translation>Vue et couvert depuis un hexagone</translation>
    </message>
    <message>
        <source>Alleys and alley shots</source>
        <translation>Ruelles et Tirs de Ruelle</translation>
    </message>
    <message>
        <source>Distance rings</source>
        <translation>Cercles de distance</translation>
    </message>
    <message>
        <source>Buildings in reach</source>
        <translation>Immeubles à portée</translation>
    </message>
    <message>
        <source>Seat territories</source>
        <translation>Territoires des places</translation>
    </message>
    <message>
        <source>Fallout zones</source>
        <translation>Zones de retombées</translation>
    </message>
</context>
<context>
    <name>PassDevicePage</name>
    <message>
        <source>&lt;p style=&apos;font-size:15pt&apos;&gt;&lt;b style=&apos;color:{0}&apos;&gt;Seat {1} · {2}&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Pass the device to seat {1}&apos;s player. Their hand and decision are hidden until they continue.&lt;/p&gt;</source>
        <translation>&lt;p style=&apos;font-size:15pt&apos;&gt;&lt;b style=&apos;color:{0}&apos;&gt;Place {1} · {2}&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Passez l&apos;appareil au joueur de la place {1}. Sa main et sa décision restent cachées jusqu&apos;à ce qu&apos;il continue.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>I play seat {0}: show my hand</source>
        <translation>Je joue la place {0} : montrer ma main</translation>
    </message>
</context>
<context>
    <name>PasteStamp</name>
    <message>
        <source>{0} piece</source>
        <translation>{0} pièce</translation>
    </message>
    <message>
        <source>{0} pieces</source>
        <translation>{0} pièces</translation>
    </message>
    <message>
        <source>Nothing to paste: copy pieces first (Ctrl+C).</source>
        <translation>Rien à coller : copiez d&apos;abord des pièces (Ctrl+C).</translation>
    </message>
    <message>
        <source>Does not fit at {0}: {1}. Move the stamp, or Esc to cancel.</source>
        <translation>Ne tient pas en {0} : {1}. Déplacez le tampon, ou Échap pour annuler.</translation>
    </message>
    <message>
        <source>Click to paste {0} at {1} (Enter places it too); Esc cancels.</source>
        <translation>Cliquez pour coller {0} en {1} (Entrée le place aussi) ; Échap annule.</translation>
    </message>
    <message>
        <source>Not pasted: {0}</source>
        <translation>Non collé : {0}</translation>
    </message>
    <message>
        <source>Paste {0} at {1}</source>
        <translation>Coller {0} en {1}</translation>
    </message>
    <message>
        <source>Pasted {0}: {1}.</source>
        <translation>{0} collé(s) : {1}.</translation>
    </message>
    <message>
        <source>Paste cancelled: nothing was placed.</source>
        <translation>Collage annulé : rien n&apos;a été placé.</translation>
    </message>
</context>
<context>
    <name>PlayerTables</name>
    <message>
        <source>Seat</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Heavy Hitter</source>
        <translation>Heavy Hitter</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Énergie</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Main</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Pioche</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Défausse</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Dégâts</translation>
    </message>
    <message>
        <source>Firing line</source>
        <translation>Ligne de Tir</translation>
    </message>
    <message>
        <source>Sponsors</source>
        <translation>Sponsors</translation>
    </message>
    <message>
        <source>Support units (HP)</source>
        <translation>Unités de Soutien (PV)</translation>
    </message>
    <message>
        <source>Pilot</source>
        <translation>Pilote</translation>
    </message>
    <message>
        <source>Rubble</source>
        <translation>Décombres</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Tags</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>The card&apos;s name (its effect is in the tooltip)</source>
        <translation>Le nom de la carte (son effet est dans l&apos;infobulle)</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>primary, secondary, orbital, deploy, reaction, maneuver or sponsor</source>
        <translation>principale, secondaire, orbitale, Déploiement, Réaction, Manœuvre ou Sponsor</translation>
    </message>
    <message>
        <source>E</source>
        <translation>É</translation>
    </message>
    <message>
        <source>Energy to play it</source>
        <translation>L&apos;Énergie pour la jouer</translation>
    </message>
    <message>
        <source>Spd</source>
        <translation>Vit.</translation>
    </message>
    <message>
        <source>Speed: faster weapons fire first</source>
        <translation>Vitesse : les armes les plus rapides tirent en premier</translation>
    </message>
    <message>
        <source>Rng</source>
        <translation>Port.</translation>
    </message>
    <message>
        <source>Range in hexes</source>
        <translation>Portée en hexagones</translation>
    </message>
    <message>
        <source>Dmg</source>
        <translation>Dég.</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Effet</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Ce qu&apos;elle fait</translation>
    </message>
    <message>
        <source>primary</source>
        <translation>principale</translation>
    </message>
    <message>
        <source>secondary</source>
        <translation>secondaire</translation>
    </message>
    <message>
        <source>orbital</source>
        <translation>orbitale</translation>
    </message>
    <message>
        <source>deploy</source>
        <translation>Déploiement</translation>
    </message>
    <message>
        <source>reaction</source>
        <translation>Réaction</translation>
    </message>
    <message>
        <source>maneuver</source>
        <translation>Manœuvre</translation>
    </message>
    <message>
        <source>sponsor</source>
        <translation>Sponsor</translation>
    </message>
    <message>
        <source> ★ Glory Hound</source>
        <translation> ★ Glory Hound</translation>
    </message>
    <message>
        <source> · ally: seat {0}</source>
        <translation> · allié : place {0}</translation>
    </message>
    <message>
        <source>destroyed</source>
        <translation>détruit</translation>
    </message>
    <message>
        <source>{0} facing {1}</source>
        <translation>{0} orienté {1}</translation>
    </message>
</context>
<context>
    <name>PlaytestCounts</name>
    <message numerus="yes">
        <source>Move to {0} (%n hex(es)), face {1}</source>
        <translation>
            <numerusform>Aller en {0} (%n hexagone), face {1}</numerusform>
            <numerusform>Aller en {0} (%n hexagones), face {1}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move to {0} (%n hex(es)), stay</source>
        <translation>
            <numerusform>Aller en {0} (%n hexagone), sans tourner</numerusform>
            <numerusform>Aller en {0} (%n hexagones), sans tourner</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0}, %n hit point(s)</source>
        <translation>
            <numerusform>{0}, %n Point de Vie</numerusform>
            <numerusform>{0}, %n Points de Vie</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} energy (%n critical: %n card(s) to damage)</source>
        <translation>
            <numerusform>{0} d&apos;Énergie (%n Critique : %n carte aux Dégâts)</numerusform>
            <numerusform>{0} d&apos;Énergie (%n Critiques : %n cartes aux Dégâts)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… et %n de plus</numerusform>
            <numerusform>… et %n de plus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over: %1 won (%2).</source>
        <translation>
            <numerusform>Partie terminée : %1 a gagné (%2).</numerusform>
            <numerusform>Partie terminée : %1 ont gagné (%2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n face down</source>
        <translation>
            <numerusform>%n face cachée</numerusform>
            <numerusform>%n faces cachées</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlaytestSession</name>
    <message>
        <source>the position is not being edited</source>
        <translation>la position n&apos;est pas en cours de modification</translation>
    </message>
    <message>
        <source>the position is being edited: resume the rules first</source>
        <translation>la position est en cours de modification : réactivez d&apos;abord les règles</translation>
    </message>
    <message>
        <source>it is not a human player&apos;s turn</source>
        <translation>ce n&apos;est pas le tour d&apos;un joueur humain</translation>
    </message>
</context>
<context>
    <name>PlaytestSettingsWindow</name>
    <message>
        <source>Seat {0} · {1}</source>
        <translation>Place {0} · {1}</translation>
    </message>
    <message>
        <source>(team {0}, ally: seat {1})</source>
        <translation>(équipe {0}, allié : place {1})</translation>
    </message>
    <message>
        <source>(you)</source>
        <translation>(vous)</translation>
    </message>
    <message>
        <source>(solo opponent)</source>
        <translation>(adversaire solo)</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Mode</translation>
    </message>
    <message>
        <source>Solo game: you (seat 1) against the rulebook&apos;s solo opponents; no Glory Hound, pilots or upgrades. 2v2: allies at opposite corners, a team wins together. Shifting alliances: each Reset phase every player picks an opponent&apos;s pilot card; mutual picks are allied for a round; only one player wins</source>
        <translation>Partie solo : vous (place 1) contre les adversaires solo du livre de règles ; ni Glory Hound, ni Pilotes, ni Améliorations. 2c2 : alliés dans des coins opposés, une équipe gagne ensemble. Alliances changeantes : à chaque Phase de Réinitialisation, chaque joueur choisit la carte Pilote d&apos;un adversaire ; deux joueurs qui se choisissent sont alliés pour un Tour ; un seul joueur gagne</translation>
    </message>
    <message>
        <source>Solo game: cards more in each opponent&apos;s combat draw</source>
        <translation>Partie solo : cartes en plus dans le tirage de combat de chaque adversaire</translation>
    </message>
    <message>
        <source>Extra weapons (solo)</source>
        <translation>Armes en plus (solo)</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Places</translation>
    </message>
    <message>
        <source>Start a new game?</source>
        <translation>Commencer une nouvelle partie ?</translation>
    </message>
    <message>
        <source>A game is in progress (round {0}). Playing another mode or with other rules starts a new game from the seed, and this one ends. Start the new game?</source>
        <translation>Une partie est en cours (Tour {0}). Jouer un autre mode ou avec d&apos;autres règles commence une nouvelle partie à partir de la graine, et celle-ci s&apos;arrête. Commencer la nouvelle partie ?</translation>
    </message>
    <message>
        <source>Advanced rules</source>
        <translation>Règles avancées</translation>
    </message>
    <message>
        <source>Pilots</source>
        <translation>Pilotes</translation>
    </message>
    <message>
        <source>Every player has a pilot card of their faction with one ability (the catalog&apos;s pilots; stand-ins: stride, re-roll, brace, draw)</source>
        <translation>Chaque joueur a une carte Pilote de sa faction avec une capacité (les Pilotes du catalogue ; cartes de remplacement : enjambée, relance, parade, pioche)</translation>
    </message>
    <message>
        <source>Achievements: standard side</source>
        <translation>Progression : côté standard</translation>
    </message>
    <message>
        <source>Achievements: alternate side (paths)</source>
        <translation>Progression : côté alternatif (voies)</translation>
    </message>
    <message>
        <source>Alternate side: each player picks a path at setup that unlocks the upgrades in its own order</source>
        <translation>Côté alternatif : chaque joueur choisit à la mise en place une voie qui débloque les Améliorations dans son propre ordre</translation>
    </message>
    <message>
        <source>Cannot play with these rules: {0}</source>
        <translation>Impossible de jouer avec ces règles : {0}</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>Bot: {0}</source>
        <translation>Bot : {0}</translation>
    </message>
    <message>
        <source>Cannot play with these cards: {0}</source>
        <translation>Impossible de jouer avec ces cartes : {0}</translation>
    </message>
</context>
<context>
    <name>PlaytestStatus</name>
    <message>
        <source>setup phase</source>
        <translation>mise en place</translation>
    </message>
    <message>
        <source>deploy phase</source>
        <translation>Phase de Déploiement</translation>
    </message>
    <message>
        <source>movement phase</source>
        <translation>Phase de Mouvement</translation>
    </message>
    <message>
        <source>combat phase</source>
        <translation>Phase de Combat</translation>
    </message>
    <message>
        <source>tagging phase</source>
        <translation>Phase de Tag</translation>
    </message>
    <message>
        <source>reset phase</source>
        <translation>Phase de Réinitialisation</translation>
    </message>
    <message>
        <source>seat {0}</source>
        <translation>la place {0}</translation>
    </message>
    <message>
        <source>{0} and {1}</source>
        <translation>{0} et {1}</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>personne</translation>
    </message>
    <message>
        <source>both teams (a tie)</source>
        <translation>les deux équipes (égalité)</translation>
    </message>
    <message>
        <source>team {0} (seats {1} and {2}: {3})</source>
        <translation>l&apos;équipe {0} (places {1} et {2} : {3})</translation>
    </message>
    <message>
        <source>Game over: nobody won ({0}).</source>
        <translation>Partie terminée : personne n&apos;a gagné ({0}).</translation>
    </message>
    <message>
        <source>solo game: you (seat 1) move first</source>
        <translation>partie solo : vous (place 1) jouez en premier</translation>
    </message>
    <message>
        <source>Glory Hound: seat {0}</source>
        <translation>Glory Hound : place {0}</translation>
    </message>
    <message>
        <source> vs </source>
        <translation> contre </translation>
    </message>
    <message>
        <source> · teams {0}</source>
        <translation> · équipes {0}</translation>
    </message>
    <message>
        <source> · alliances: {0}</source>
        <translation> · alliances : {0}</translation>
    </message>
    <message>
        <source>seat {0}+seat {1}</source>
        <translation>place {0}+place {1}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt; · round {1} · {2} · {3}</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt; · Tour {1} · {2} · {3}</translation>
    </message>
    <message>
        <source>seat {0}: {1}</source>
        <translation>place {0} : {1}</translation>
    </message>
    <message>
        <source>Scores: {0}</source>
        <translation>Scores : {0}</translation>
    </message>
    <message>
        <source>Editing the position: the rules wait until Resume the rules.</source>
        <translation>Modification de la position : les règles attendent « Réactiver les règles ».</translation>
    </message>
    <message>
        <source>you</source>
        <translation>vous</translation>
    </message>
    <message>
        <source>bot: {0}</source>
        <translation>bot : {0}</translation>
    </message>
    <message>
        <source>To act: seat {0} ({1}) — {2}</source>
        <translation>À jouer : place {0} ({1}) — {2}</translation>
    </message>
    <message>
        <source>A replay: the bar above the moves steps through the game; Resume bots (Ctrl+R) lets the bots play on from here.</source>
        <translation>Un replay : la barre au-dessus des coups parcourt la partie ; Relancer les bots (Ctrl+R) laisse les bots continuer à partir d&apos;ici.</translation>
    </message>
    <message>
        <source>Bots paused after a take-back: Resume bots (Ctrl+R) lets them play on; Step plays one action.</source>
        <translation>Bots en pause après une reprise : Relancer les bots (Ctrl+R) les laisse continuer ; Étape joue une action.</translation>
    </message>
</context>
<context>
    <name>PlaytestWindow</name>
    <message>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Instantanée</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Main</translation>
    </message>
    <message>
        <source>Shots</source>
        <translation>Tirs</translation>
    </message>
    <message>
        <source>Win chance</source>
        <translation>Chances de victoire</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>Dice and events</source>
        <translation>Dés et événements</translation>
    </message>
    <message>
        <source>Playtest: {0} — GKR Studio</source>
        <translation>Partie d&apos;essai : {0} — GKR Studio</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Restart (same seed)</source>
        <translation>Recommencer (même graine)</translation>
    </message>
    <message>
        <source>New game (next seed)</source>
        <translation>Nouvelle partie (graine suivante)</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Graine</translation>
    </message>
    <message>
        <source>Bots play by themselves</source>
        <translation>Les bots jouent seuls</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Étape</translation>
    </message>
    <message>
        <source>Step phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>Play to end</source>
        <translation>Jusqu&apos;à la fin</translation>
    </message>
    <message>
        <source>Bots play until the game ends or a person&apos;s seat must decide</source>
        <translation>Les bots jouent jusqu&apos;à la fin de la partie ou jusqu&apos;à ce que la place d&apos;une personne doive décider</translation>
    </message>
    <message>
        <source>Settings: mode, rules, seats, seed, cards</source>
        <translation>Réglages : mode, règles, places, graine, cartes</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Dice: {0}</source>
        <translation>Dés : {0}</translation>
    </message>
    <message>
        <source>{0}: nothing to do there now</source>
        <translation>{0} : rien à y faire maintenant</translation>
    </message>
    <message>
        <source>Play to end stopped: seat {0} is played by a person. Take its turn, or make {1} a bot in Seats to let the bots finish the game.</source>
        <translation>« Jusqu&apos;à la fin » s&apos;est arrêté : la place {0} est jouée par une personne. Jouez son tour, ou confiez {1} à un bot dans Places pour que les bots finissent la partie.</translation>
    </message>
</context>
<context>
    <name>PositionEditor</name>
    <message>
        <source>Edit position</source>
        <translation>Modifier la position</translation>
    </message>
    <message>
        <source>Pause the rules and place, turn and change anything (Ctrl+E)</source>
        <translation>Mettre les règles en pause pour placer, tourner et changer ce que l&apos;on veut (Ctrl+E)</translation>
    </message>
    <message>
        <source>Resume the rules</source>
        <translation>Réactiver les règles</translation>
    </message>
    <message>
        <source>Check the edited position and play on from it</source>
        <translation>Lancer la vérification de la position modifiée, puis continuer à partir d&apos;elle</translation>
    </message>
    <message>
        <source>Save position…</source>
        <translation>Enregistrer la position…</translation>
    </message>
    <message>
        <source>Save game…</source>
        <translation>Enregistrer la partie…</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>Cannot resume: {0}</source>
        <translation>Impossible de réactiver les règles : {0}</translation>
    </message>
    <message>
        <source>The rules go on from the edited position; the bots wait (Resume bots)</source>
        <translation>Les règles reprennent à partir de la position modifiée ; les bots attendent (Relancer les bots)</translation>
    </message>
    <message>
        <source>This position cannot be saved: {0}</source>
        <translation>Cette position ne peut pas être enregistrée : {0}</translation>
    </message>
    <message>
        <source>Resume the rules first: an edited position is saved with Save position…</source>
        <translation>Réactivez d&apos;abord les règles : une position modifiée s&apos;enregistre avec Enregistrer la position…</translation>
    </message>
    <message>
        <source>This game starts from an edited position or a position file, not from a game&apos;s setup: save it with Save position…</source>
        <translation>Cette partie part d&apos;une position modifiée ou d&apos;un fichier de position, pas de la mise en place d&apos;une partie : enregistrez-la avec Enregistrer la position…</translation>
    </message>
    <message>
        <source>Save position</source>
        <translation>Enregistrer la position</translation>
    </message>
    <message>
        <source>Position files</source>
        <translation>Fichiers de position</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Game files</source>
        <translation>Fichiers de partie</translation>
    </message>
    <message>
        <source>Saved {0}</source>
        <translation>{0} enregistré</translation>
    </message>
</context>
<context>
    <name>PropertiesPanel</name>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Fallout (zones 1–4)</source>
        <translation>Retombées (zones 1–4)</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Monter</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Descendre</translation>
    </message>
    <message>
        <source>Reset zones to the default rings</source>
        <translation>Remettre les zones aux anneaux par défaut</translation>
    </message>
    <message>
        <source>Who plays with whom in a 2v2 game, saved in the map file; by default the starts farthest apart are allies (R-TEAM-1)</source>
        <translation>Qui joue avec qui dans une partie en 2c2, enregistré dans le fichier de carte ; par défaut, les départs les plus éloignés sont alliés (R-TEAM-1)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Auteur</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Description</translation>
    </message>
    <message>
        <source>Board side</source>
        <translation>Côté du Plateau de Jeu</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Seat order</source>
        <translation>Ordre des places</translation>
    </message>
    <message>
        <source>2v2 teams</source>
        <translation>Équipes 2c2</translation>
    </message>
    <message>
        <source>Symmetric editing</source>
        <translation>Édition symétrique</translation>
    </message>
    <message>
        <source>Seat {0}: {1}</source>
        <translation>Place {0} : {1}</translation>
    </message>
    <message>
        <source>{n} of {planned} starts placed: a draft (see Checks)</source>
        <translation>{n} départs placés sur {planned} : un brouillon (voir Vérifications)</translation>
    </message>
    <message>
        <source>none yet: place 2-4 start hexes (a draft until then)</source>
        <translation>aucun pour l&apos;instant : placez 2 à 4 hexagones de départ (un brouillon d&apos;ici là)</translation>
    </message>
    <message>
        <source>1 start placed: place at least one more (a draft until then)</source>
        <translation>1 départ placé : placez-en au moins un de plus (un brouillon d&apos;ici là)</translation>
    </message>
    <message>
        <source>{n} (one per start hex)</source>
        <translation>{n} (un par hexagone de départ)</translation>
    </message>
    <message>
        <source>Default: {0} (farthest apart)</source>
        <translation>Par défaut : {0} (les plus éloignés)</translation>
    </message>
    <message>
        <source>Named: {0}</source>
        <translation>Nommées : {0}</translation>
    </message>
    <message>
        <source>Turns would not alternate between these teams: 2v2 needs allies at opposite corners (R-TEAM-1)</source>
        <translation>Les tours n&apos;alterneraient pas entre ces équipes : le 2c2 demande des alliés dans des coins opposés (R-TEAM-1)</translation>
    </message>
</context>
<context>
    <name>QuickReference</name>
    <message>
        <source>switch the overlays on and off (Ctrl+7: the Balance Playtest&apos;s heat map)</source>
        <translation>allumer et éteindre les calques (Ctrl+7 : la carte de chaleur du Test d&apos;équilibre)</translation>
    </message>
    <message>
        <source>pin the hex under the cursor for the sight and distance overlays (P again unpins)</source>
        <translation>épingler l&apos;hexagone sous le curseur pour les calques de vue et de distance (P de nouveau le libère)</translation>
    </message>
    <message>
        <source>the zone the Paint zone tool paints</source>
        <translation>la zone que peint l&apos;outil Peindre zone</translation>
    </message>
    <message>
        <source>cancel the drag in progress, or put a floating paste away</source>
        <translation>annuler le glisser en cours, ou ranger un collage flottant</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Échap</translation>
    </message>
    <message>
        <source>copy the selection; paste it as a stamp that follows the cursor (click or Enter places it)</source>
        <translation>copier la sélection ; la coller comme un tampon qui suit le curseur (un clic ou Entrée la pose)</translation>
    </message>
    <message>
        <source>Alt+drag, middle drag</source>
        <translation>Alt+glisser, glisser avec le bouton du milieu</translation>
    </message>
    <message>
        <source>pan the board; the wheel zooms, Ctrl+0 fits</source>
        <translation>faire défiler le Plateau de Jeu ; la molette zoome, Ctrl+0 ajuste</translation>
    </message>
    <message>
        <source>Ctrl+Z, Ctrl+Shift+Z</source>
        <translation>Ctrl+Z, Ctrl+Maj+Z</translation>
    </message>
    <message>
        <source>undo, redo (a whole drag or stroke is one step)</source>
        <translation>annuler, rétablir (un glisser ou un trait entier est une étape)</translation>
    </message>
    <message>
        <source>Ctrl+T, Ctrl+Shift+T</source>
        <translation>Ctrl+T, Ctrl+Maj+T</translation>
    </message>
    <message>
        <source>playtest the map, balance playtest</source>
        <translation>tester la carte en jeu, Test d&apos;équilibre</translation>
    </message>
    <message>
        <source>export an image, print the map sheet</source>
        <translation>exporter une image, imprimer la fiche de la carte</translation>
    </message>
    <message>
        <source>each hex shaded by its cover from the focus hex (clear, partial, blocked); alley-shot targets ringed</source>
        <translation>chaque hexagone teinté selon son couvert depuis l&apos;hexagone de référence (dégagé, partiel, bloqué) ; cibles d&apos;un Tir de Ruelle cerclées</translation>
    </message>
    <message>
        <source>alleys between buildings, their mouths and alley-shot lines</source>
        <translation>les ruelles entre Immeubles, leurs entrées et leurs lignes de Tir de Ruelle</translation>
    </message>
    <message>
        <source>distance from the focus hex</source>
        <translation>distance depuis l&apos;hexagone de référence</translation>
    </message>
    <message>
        <source>where each seat&apos;s Heavy Hitter can end its first move; buildings in reach</source>
        <translation>où le Heavy Hitter de chaque place peut finir son premier déplacement ; Immeubles à portée</translation>
    </message>
    <message>
        <source>the hexes each seat reaches first by walking</source>
        <translation>les hexagones que chaque place atteint la première en marchant</translation>
    </message>
    <message>
        <source>the fallout zones (fallout side)</source>
        <translation>les zones de retombées (côté retombées)</translation>
    </message>
    <message>
        <source>GKR Studio: quick reference</source>
        <translation>GKR Studio : aide-mémoire</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Outils</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <source>Overlays</source>
        <translation>Calques</translation>
    </message>
    <message>
        <source>the last Balance Playtest&apos;s counts per hex (where units fired from, or were destroyed); forgotten when the map is edited</source>
        <translation>les décomptes par hexagone du dernier Test d&apos;équilibre (d&apos;où les unités ont tiré, ou où elles ont été détruites) ; oubliés dès que la carte est modifiée</translation>
    </message>
    <message>
        <source>Balance heat map</source>
        <translation>Carte de chaleur de l&apos;équilibre</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>Vérifications</translation>
    </message>
    <message>
        <source>Rule ids (R-…, G-…) are explained in the &lt;a href=&quot;{0}&quot;&gt;rules reference&lt;/a&gt; (Help ▸ Rules Reference).</source>
        <translation>Les identifiants de règles (R-…, G-…) sont expliqués dans la &lt;a href=&quot;{0}&quot;&gt;référence des règles&lt;/a&gt; (Aide ▸ Référence des règles).</translation>
    </message>
</context>
<context>
    <name>RecoveryDialog</name>
    <message>
        <source>Recover unsaved work?</source>
        <translation>Récupérer le travail non enregistré ?</translation>
    </message>
    <message>
        <source>GKR Studio found unsaved work ({0} copies) left by a studio that did not close.</source>
        <translation>GKR Studio a trouvé du travail non enregistré ({0} copies) laissé par un studio qui ne s&apos;est pas fermé.</translation>
    </message>
    <message>
        <source>GKR Studio found unsaved work left by a studio that did not close.</source>
        <translation>GKR Studio a trouvé du travail non enregistré laissé par un studio qui ne s&apos;est pas fermé.</translation>
    </message>
    <message>
        <source>Recover opens the work selected (the others are kept). Discard Selected removes the copies selected (Ctrl+A selects them all). Keep for Later leaves every copy for the next start.</source>
        <translation>Récupérer ouvre le travail sélectionné (les autres sont gardés). Supprimer la sélection efface les copies sélectionnées (Ctrl+A les sélectionne toutes). Garder pour plus tard laisse toutes les copies pour le prochain démarrage.</translation>
    </message>
    <message>
        <source>&amp;Recover</source>
        <translation>&amp;Récupérer</translation>
    </message>
    <message>
        <source>&amp;Discard Selected</source>
        <translation>&amp;Supprimer la sélection</translation>
    </message>
    <message>
        <source>&amp;Keep for Later</source>
        <translation>&amp;Garder pour plus tard</translation>
    </message>
</context>
<context>
    <name>ReplayControls</name>
    <message>
        <source>Slow</source>
        <translation>Lent</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>To the start of the game</source>
        <translation>Au début de la partie</translation>
    </message>
    <message>
        <source>One action back</source>
        <translation>Une action en arrière</translation>
    </message>
    <message>
        <source>Play the game on at the pace chosen (click again to pause)</source>
        <translation>Dérouler la partie au rythme choisi (cliquer à nouveau pour la pause)</translation>
    </message>
    <message>
        <source>One action forward</source>
        <translation>Une action en avant</translation>
    </message>
    <message>
        <source>To the end of the game</source>
        <translation>À la fin de la partie</translation>
    </message>
    <message>
        <source>How fast the replay plays</source>
        <translation>La vitesse du replay</translation>
    </message>
    <message>
        <source>Jump to a moment of the game</source>
        <translation>Aller à un moment de la partie</translation>
    </message>
    <message>
        <source>Jump to…</source>
        <translation>Aller à…</translation>
    </message>
    <message>
        <source>First blood</source>
        <translation>Premier sang</translation>
    </message>
    <message>
        <source>First demolition</source>
        <translation>Première démolition</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>La fin</translation>
    </message>
    <message>
        <source>{0} (none)</source>
        <translation>{0} (aucun)</translation>
    </message>
    <message>
        <source>Action {0} of {1}</source>
        <translation>Action {0} sur {1}</translation>
    </message>
    <message>
        <source>A branch, {0} actions in</source>
        <translation>Une branche, à {0} actions du début</translation>
    </message>
    <message>
        <source>Replay and moves</source>
        <translation>Replay et coups</translation>
    </message>
</context>
<context>
    <name>RestrictedPlayDialog</name>
    <message>
        <source>What does this seat&apos;s edge come from? %1</source>
        <translation>D&apos;où vient l&apos;avantage de cette place ? %1</translation>
    </message>
    <message>
        <source>Seat %1 (%2)</source>
        <translation>Place %1 (%2)</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Games a batch</source>
        <translation>Parties par série</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Graine</translation>
    </message>
    <message>
        <source>Worker processes</source>
        <translation>Processus de calcul</translation>
    </message>
    <message>
        <source>The seat plays the same deals again barred from one part of the game at a time. Every seat loses when barred from a part it uses: a part explains the edge when barring it costs this seat more than it costs the others.</source>
        <translation>La place rejoue les mêmes donnes, privée d&apos;une partie du jeu à la fois. Toute place perd quand on la prive d&apos;une chose dont elle se sert : une partie du jeu explique l&apos;avantage quand en priver cette place lui coûte plus qu&apos;aux autres.</translation>
    </message>
    <message>
        <source>Barred from</source>
        <translation>Privée de</translation>
    </message>
    <message>
        <source>Unrestricted</source>
        <translation>Sans restriction</translation>
    </message>
    <message>
        <source>Restricted</source>
        <translation>Avec restriction</translation>
    </message>
    <message>
        <source>Change (95% interval)</source>
        <translation>Écart (intervalle à 95 %)</translation>
    </message>
    <message>
        <source>Alley shots</source>
        <translation>Tirs de Ruelle</translation>
    </message>
    <message>
        <source>Tagging</source>
        <translation>Tags</translation>
    </message>
    <message>
        <source>Support units</source>
        <translation>Unités de Soutien</translation>
    </message>
    <message numerus="yes">
        <source>Playing {1} batches of {0} game(s)…</source>
        <translation>
            <numerusform>{1} séries de {0} partie en cours…</numerusform>
            <numerusform>{1} séries de {0} parties en cours…</numerusform>
        </translation>
    </message>
    <message>
        <source>{0} ({1} to {2})</source>
        <translation>{0} ({1} à {2})</translation>
    </message>
    <message>
        <source>Cancelled: the parts above finished.</source>
        <translation>Annulé : les parties du jeu ci-dessus sont terminées.</translation>
    </message>
    <message numerus="yes">
        <source>{1} over {0} game(s) a batch: the change is in points of win rate, paired deal by deal. Pick another seat to compare.</source>
        <translation>
            <numerusform>{1} sur {0} partie par série : l&apos;écart est en points de taux de victoire, apparié donne par donne. Choisissez une autre place pour comparer.</numerusform>
            <numerusform>{1} sur {0} parties par série : l&apos;écart est en points de taux de victoire, apparié donne par donne. Choisissez une autre place pour comparer.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RoundCurveChart</name>
    <message>
        <source>Each seat&apos;s mean chance to win by the win model at the end of each round (a finished game counts with its result)</source>
        <translation>Les chances moyennes de victoire de chaque place selon le modèle de victoire à la fin de chaque Tour (une partie terminée compte avec son résultat)</translation>
    </message>
    <message>
        <source>Mean chance to win, end of each round</source>
        <translation>Chances moyennes de victoire, fin de chaque Tour</translation>
    </message>
    <message>
        <source>R{0}</source>
        <translation>T{0}</translation>
    </message>
</context>
<context>
    <name>RulesReferenceDialog</name>
    <message>
        <source>Rules reference — GKR Studio</source>
        <translation>Référence des règles — GKR Studio</translation>
    </message>
</context>
<context>
    <name>RunPanel</name>
    <message>
        <source>Run</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Stopping after the games under way…</source>
        <translation>Arrêt après les parties en cours…</translation>
    </message>
</context>
<context>
    <name>SecondOpinion</name>
    <message>
        <source>Second opinion: the same games with the strong bot</source>
        <translation>Second avis : les mêmes parties avec le bot fort</translation>
    </message>
    <message>
        <source>A map fair for a weaker player may not be for a stronger one: play the same games again with the strong bot (it looks ahead, and takes longer) and compare the verdicts</source>
        <translation>Une carte équilibrée pour un joueur faible peut ne pas l&apos;être pour un joueur fort : rejouer les mêmes parties avec le bot fort (il anticipe, et prend plus de temps) et comparer les verdicts</translation>
    </message>
    <message>
        <source>The strong bot is playing the same games…</source>
        <translation>Le bot fort joue les mêmes parties…</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <source>Seat {0} ({1})</source>
        <translation>Place {0} ({1})</translation>
    </message>
    <message>
        <source>{0} bot</source>
        <translation>bot {0}</translation>
    </message>
    <message>
        <source>{0} (cancelled)</source>
        <translation>{0} (annulé)</translation>
    </message>
    <message>
        <source>The second opinion was cancelled: these are the games finished.</source>
        <translation>Le second avis a été annulé : voici les parties terminées.</translation>
    </message>
    <message>
        <source>Not comparable yet: a verdict is unclear (play more games, or stop when the verdict is clear).</source>
        <translation>Pas encore comparable : un verdict est incertain (jouez plus de parties, ou arrêtez-vous dès que le verdict est net).</translation>
    </message>
    <message>
        <source>The verdicts agree: the map plays the same for the stronger bot.</source>
        <translation>Les verdicts concordent : la carte se joue de même pour le bot le plus fort.</translation>
    </message>
    <message>
        <source>The verdicts differ: the map plays differently for a stronger player.</source>
        <translation>Les verdicts diffèrent : la carte se joue autrement pour un joueur plus fort.</translation>
    </message>
</context>
<context>
    <name>Selection</name>
    <message>
        <source>{0} piece</source>
        <translation>{0} pièce</translation>
    </message>
    <message>
        <source>{0} pieces</source>
        <translation>{0} pièces</translation>
    </message>
    <message>
        <source>Not all done</source>
        <translation>Pas tout fait</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>Refusé</translation>
    </message>
    <message>
        <source>Move {0}</source>
        <translation>Déplacer {0}</translation>
    </message>
    <message>
        <source>Delete {0}</source>
        <translation>Supprimer {0}</translation>
    </message>
    <message>
        <source>Nothing selected to copy: drag a rubber band around pieces or Shift+click them.</source>
        <translation>Rien de sélectionné à copier : tracez un rectangle autour de pièces ou Maj+cliquez dessus.</translation>
    </message>
    <message>
        <source>Copied {0}.</source>
        <translation>Copié : {0}.</translation>
    </message>
</context>
<context>
    <name>ShotsPanel</name>
    <message>
        <source>Shooter</source>
        <translation>Tireur</translation>
    </message>
    <message>
        <source>The seat, unit and hex that fires</source>
        <translation>La place, l&apos;unité et l&apos;hexagone qui tire</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Arme</translation>
    </message>
    <message>
        <source>A Heavy Hitter&apos;s declared weapons in the Combat phase, else the weapons in its hand; a support unit&apos;s own</source>
        <translation>Les armes déclarées d&apos;un Heavy Hitter en Phase de Combat, sinon les armes de sa main ; celle d&apos;une Unité de Soutien</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cible</translation>
    </message>
    <message>
        <source>The enemy unit and its hex</source>
        <translation>L&apos;unité ennemie et son hexagone</translation>
    </message>
    <message>
        <source>Dist</source>
        <translation>Dist.</translation>
    </message>
    <message>
        <source>Distance in hexes / the weapon&apos;s range</source>
        <translation>Distance en hexagones / portée de l&apos;arme</translation>
    </message>
    <message>
        <source>Sight</source>
        <translation>Vue</translation>
    </message>
    <message>
        <source>Line of sight and cover, an alley shot, a spotted missile target or an orbital strike</source>
        <translation>Ligne de Vue et couvert, un Tir de Ruelle, une cible de missile repérée ou une Frappe Orbitale</translation>
    </message>
    <message>
        <source>Arc</source>
        <translation>Arc</translation>
    </message>
    <message>
        <source>In the Heavy Hitter&apos;s firing arc (support units fire any way)</source>
        <translation>Dans l&apos;Arc de Tir du Heavy Hitter (les Unités de Soutien tirent dans toutes les directions)</translation>
    </message>
    <message>
        <source>Flank</source>
        <translation>Flanc</translation>
    </message>
    <message>
        <source>The shooter is in the target Heavy Hitter&apos;s flank (-1)</source>
        <translation>Le tireur est dans le Flanc du Heavy Hitter visé (-1)</translation>
    </message>
    <message>
        <source>Needs</source>
        <translation>Il faut</translation>
    </message>
    <message>
        <source>The number two attack dice must reach</source>
        <translation>Le total que deux dés d&apos;attaque doivent atteindre</translation>
    </message>
    <message>
        <source>Hit</source>
        <translation>Touche</translation>
    </message>
    <message>
        <source>The chance to hit (double 6 always hits, double 1 always misses)</source>
        <translation>La chance de toucher (un double 6 touche toujours, un double 1 rate toujours)</translation>
    </message>
    <message>
        <source>Exp. dmg</source>
        <translation>Dég. att.</translation>
    </message>
    <message>
        <source>Expected points of damage through the target&apos;s armor</source>
        <translation>Points de Dégâts attendus à travers l&apos;Armure de la cible</translation>
    </message>
    <message>
        <source>Why not</source>
        <translation>Pourquoi pas</translation>
    </message>
    <message>
        <source>Why the rules refuse the shot</source>
        <translation>Pourquoi les règles refusent le tir</translation>
    </message>
    <message>
        <source>Also the shots the rules refuse, and why</source>
        <translation>Aussi les tirs que les règles refusent, et pourquoi</translation>
    </message>
    <message numerus="yes">
        <source>%n shot(s) possible now</source>
        <translation>
            <numerusform>%n tir possible maintenant</numerusform>
            <numerusform>%n tirs possibles maintenant</numerusform>
        </translation>
    </message>
    <message>
        <source> · weapons face down: {0}</source>
        <translation> · armes face cachée : {0}</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>auto</translation>
    </message>
    <message>
        <source>; damage {0} against armor {1}+</source>
        <translation> ; Dégâts {0} contre Armure {1}+</translation>
    </message>
</context>
<context>
    <name>SymmetryControls</name>
    <message>
        <source>No symmetry</source>
        <translation>Aucune symétrie</translation>
    </message>
    <message>
        <source>Half turn about 5F</source>
        <translation>Demi-tour autour de 5F</translation>
    </message>
    <message>
        <source>Third turn about 5F</source>
        <translation>Tiers de tour autour de 5F</translation>
    </message>
    <message>
        <source>Left–right mirror about column F</source>
        <translation>Miroir gauche–droite autour de la colonne F</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>non</translation>
    </message>
    <message>
        <source>Half turn</source>
        <translation>½ tour</translation>
    </message>
    <message>
        <source>Third turn</source>
        <translation>⅓ tour</translation>
    </message>
    <message>
        <source>Mirror</source>
        <translation>miroir</translation>
    </message>
    <message>
        <source>Repeat each placement on this map: {0}</source>
        <translation>Répéter chaque placement sur cette carte : {0}</translation>
    </message>
    <message>
        <source>Place pieces one at a time on this map</source>
        <translation>Placer les pièces une à une sur cette carte</translation>
    </message>
    <message>
        <source>S&amp;ymmetric Editing</source>
        <translation>Édition s&amp;ymétrique</translation>
    </message>
    <message>
        <source>Symmetric editing: {0}</source>
        <translation>Édition symétrique : {0}</translation>
    </message>
    <message>
        <source>Sym: {0}</source>
        <translation>Sym. {0}</translation>
    </message>
    <message>
        <source>Symmetric editing of this map: {0}. Saved with the map; click to change.</source>
        <translation>Édition symétrique de cette carte : {0}. Enregistrée avec la carte ; cliquez pour changer.</translation>
    </message>
    <message>
        <source>Symmetry: {0}</source>
        <translation>Symétrie : {0}</translation>
    </message>
    <message>
        <source>Turn off symmetric editing</source>
        <translation>Désactiver l&apos;édition symétrique</translation>
    </message>
    <message>
        <source>Set symmetric editing to {0}</source>
        <translation>Régler l&apos;édition symétrique sur {0}</translation>
    </message>
    <message>
        <source>Symmetric editing of this map: {0}.</source>
        <translation>Édition symétrique de cette carte : {0}.</translation>
    </message>
</context>
<context>
    <name>TakeBacks</name>
    <message>
        <source>Take back</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>Take back the last action, any seat&apos;s (Ctrl+Z); the bots pause</source>
        <translation>Reprendre la dernière action, quelle que soit sa place (Ctrl+Z) ; les bots se mettent en pause</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rejouer</translation>
    </message>
    <message>
        <source>Play again the action taken back (Ctrl+Shift+Z)</source>
        <translation>Rejouer l&apos;action reprise (Ctrl+Maj+Z)</translation>
    </message>
    <message>
        <source>Resume bots</source>
        <translation>Relancer les bots</translation>
    </message>
    <message>
        <source>Let the bots play on from this position (Ctrl+R)</source>
        <translation>Laisser les bots continuer à partir de cette position (Ctrl+R)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>Take-backs</source>
        <translation>Reprises</translation>
    </message>
</context>
<context>
    <name>TeamRun</name>
    <message>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <source>Starts</source>
        <translation>Départs</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Taux de victoire</translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation>Intervalle à 95 %</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Places</translation>
    </message>
    <message>
        <source>{0}; a tie at the round limit counts half a win for each team. Verdict: {1}. Win types: {2}. Game length: {3} rounds on average.</source>
        <translation>{0} ; une égalité à la limite de tours compte une demi-victoire pour chaque équipe. Verdict : {1}. Types de victoire : {2}. Durée des parties : {3} tours en moyenne.</translation>
    </message>
</context>
<context>
    <name>TeamRunWords</name>
    <message numerus="yes">
        <source>{0} 2v2 game(s) with fixed alliances (cancelled: these are the games finished)</source>
        <translation>
            <numerusform>{0} partie 2c2 avec alliances fixes (annulé : voici les parties terminées)</numerusform>
            <numerusform>{0} parties 2c2 avec alliances fixes (annulé : voici les parties terminées)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} 2v2 game(s) with fixed alliances</source>
        <translation>
            <numerusform>{0} partie 2c2 avec alliances fixes</numerusform>
            <numerusform>{0} parties 2c2 avec alliances fixes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TeamTable</name>
    <message>
        <source>Buildings in reach</source>
        <translation>Immeubles à portée</translation>
    </message>
    <message>
        <source>intact buildings either ally can end its first move next to (R-GUIDE-2)</source>
        <translation>Immeubles intacts à côté desquels l&apos;un ou l&apos;autre allié peut finir son premier déplacement (R-GUIDE-2)</translation>
    </message>
    <message>
        <source>Territory</source>
        <translation>Territoire</translation>
    </message>
    <message>
        <source>buildings the team is nearest to by walking distance, its nearer ally&apos;s (ties split)</source>
        <translation>Immeubles dont l&apos;équipe est la plus proche en distance de marche, celle de son allié le plus proche (égalités partagées)</translation>
    </message>
    <message>
        <source>Exposure (hexes)</source>
        <translation>Exposition (hexagones)</translation>
    </message>
    <message>
        <source>free hexes that see each ally&apos;s start, added up</source>
        <translation>hexagones libres qui voient le départ de chaque allié, additionnés</translation>
    </message>
    <message>
        <source>Allies apart</source>
        <translation>Distance entre alliés</translation>
    </message>
    <message>
        <source>hexes between the allies&apos; starts</source>
        <translation>hexagones entre les départs des alliés</translation>
    </message>
    <message>
        <source>Closest enemy</source>
        <translation>Ennemi le plus proche</translation>
    </message>
    <message>
        <source>each ally&apos;s distance to its closest enemy start, averaged</source>
        <translation>distance de chaque allié au départ ennemi le plus proche, en moyenne</translation>
    </message>
    <message>
        <source>named in the map</source>
        <translation>nommées dans la carte</translation>
    </message>
    <message>
        <source>R-TEAM-1: starts farthest apart</source>
        <translation>R-TEAM-1 : départs les plus éloignés</translation>
    </message>
    <message>
        <source>2v2 team {0}: seats {1} ({2})</source>
        <translation>Équipe 2c2 {0} : places {1} ({2})</translation>
    </message>
</context>
<context>
    <name>TransformPreview</name>
    <message>
        <source>Turn the map a half turn</source>
        <translation>Tourner la carte d&apos;un demi-tour</translation>
    </message>
    <message>
        <source>Turn the map a third of a turn</source>
        <translation>Tourner la carte d&apos;un tiers de tour</translation>
    </message>
    <message>
        <source>Mirror the map about column F</source>
        <translation>Refléter la carte autour de la colonne F</translation>
    </message>
    <message>
        <source>&amp;Half Turn about 5F</source>
        <translation>&amp;Demi-tour autour de 5F</translation>
    </message>
    <message>
        <source>Turn the whole map half a turn</source>
        <translation>Tourner toute la carte d&apos;un demi-tour</translation>
    </message>
    <message>
        <source>&amp;Third Turn about 5F</source>
        <translation>&amp;Tiers de tour autour de 5F</translation>
    </message>
    <message>
        <source>Turn the whole map a third of a turn</source>
        <translation>Tourner toute la carte d&apos;un tiers de tour</translation>
    </message>
    <message>
        <source>&amp;Mirror about Column F</source>
        <translation>&amp;Miroir autour de la colonne F</translation>
    </message>
    <message>
        <source>Mirror the whole map left to right</source>
        <translation>Refléter toute la carte de gauche à droite</translation>
    </message>
    <message>
        <source> (previewed before it is made)</source>
        <translation> (avec un aperçu avant de le faire)</translation>
    </message>
    <message>
        <source>&amp;Transform Map</source>
        <translation>&amp;Transformer la carte</translation>
    </message>
    <message>
        <source>Refused: {0}</source>
        <translation>Refusé : {0}</translation>
    </message>
    <message>
        <source>{0} would lose {1} of the map&apos;s pieces, so nothing was changed:

{2}</source>
        <translation>{0} ferait perdre {1} des pièces de la carte, rien n&apos;a donc été changé :

{2}</translation>
    </message>
    <message>
        <source>{0}: the map stays the same.</source>
        <translation>{0} : la carte reste la même.</translation>
    </message>
    <message>
        <source>{0}? The board shows where every piece would go (the map as it is now is faded); fallout zones turn with it.</source>
        <translation>{0} ? Le Plateau de Jeu montre où irait chaque pièce (la carte actuelle est estompée) ; les zones de retombées tournent avec elle.</translation>
    </message>
    <message numerus="yes">
        <source>The zones of %n hex(es) ({0}) fall off the board and are not kept; the hexes that come in take their default zones.</source>
        <translation>
            <numerusform>La zone de %n hexagone ({0}) sort du Plateau de Jeu et n&apos;est pas gardée ; les hexagones qui entrent prennent leur zone par défaut.</numerusform>
            <numerusform>Les zones de %n hexagones ({0}) sortent du Plateau de Jeu et ne sont pas gardées ; les hexagones qui entrent prennent leur zone par défaut.</numerusform>
        </translation>
    </message>
    <message>
        <source>Preview: {0}. OK makes it; Cancel leaves the map as it is.</source>
        <translation>Aperçu : {0}. OK l&apos;applique ; Annuler laisse la carte telle quelle.</translation>
    </message>
    <message>
        <source>{0}: cancelled, nothing changed.</source>
        <translation>{0} : annulé, rien n&apos;a changé.</translation>
    </message>
    <message>
        <source>{0}: the map changed meanwhile; nothing done.</source>
        <translation>{0} : la carte a changé entre-temps ; rien n&apos;a été fait.</translation>
    </message>
    <message>
        <source>{0}: every piece stayed on the board.</source>
        <translation>{0} : toutes les pièces sont restées sur le Plateau de Jeu.</translation>
    </message>
</context>
<context>
    <name>TurnMarks</name>
    <message>
        <source>{0} energy</source>
        <translation>{0} d&apos;Énergie</translation>
    </message>
</context>
<context>
    <name>UnitNames</name>
    <message>
        <source>HH</source>
        <translation>HH</translation>
    </message>
    <message>
        <source>combat</source>
        <translation>combat</translation>
    </message>
    <message>
        <source>repair</source>
        <translation>réparation</translation>
    </message>
    <message>
        <source>recon</source>
        <translation>reconnaissance</translation>
    </message>
</context>
<context>
    <name>WhyView</name>
    <message>
        <source>Why</source>
        <translation>Pourquoi</translation>
    </message>
    <message>
        <source>What the games show of each seat, and the checks set against them, shows here as games finish</source>
        <translation>Ce que les parties montrent de chaque place, et les vérifications confrontées aux parties, s&apos;affichent ici à mesure que les parties se terminent</translation>
    </message>
    <message>
        <source>A check is borne out when the games&apos; difference has the sign the check predicts and its 95% interval excludes zero</source>
        <translation>Une vérification est confirmée quand l&apos;écart des parties a le signe qu&apos;elle prédit et que son intervalle à 95 % exclut zéro</translation>
    </message>
</context>
<context>
    <name>WinBar</name>
    <message>
        <source>Chance to win by the win model (public information only), {0}:
{1}</source>
        <translation>Chances de victoire selon le modèle de victoire (informations publiques seulement), {0} :
{1}</translation>
    </message>
</context>
<context>
    <name>WinChancePanel</name>
    <message>
        <source>the position being edited</source>
        <translation>la position en cours de modification</translation>
    </message>
    <message>
        <source>after action {0} (round {1})</source>
        <translation>après l&apos;action {0} (Tour {1})</translation>
    </message>
    <message>
        <source>Chance to win {0}: {1}</source>
        <translation>Chances de victoire {0} : {1}</translation>
    </message>
</context>
<context>
    <name>WinChart</name>
    <message>
        <source>R{0}</source>
        <translation>T{0}</translation>
    </message>
    <message>
        <source>Action {0}, round {1}: {2}</source>
        <translation>Action {0}, Tour {1} : {2}</translation>
    </message>
</context>
<context>
    <name>WinRateChart</name>
    <message>
        <source>Run a balance playtest</source>
        <translation>Lancez un Test d&apos;équilibre</translation>
    </message>
    <message>
        <source>Seat {0} ({1}) {2}</source>
        <translation>Place {0} ({1}) {2}</translation>
    </message>
</context>
<context>
    <name>WindowActions</name>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Nouvelle…</translation>
    </message>
    <message>
        <source>Start a new map</source>
        <translation>Commencer une nouvelle carte</translation>
    </message>
    <message>
        <source>&amp;Generate…</source>
        <translation>&amp;Générer…</translation>
    </message>
    <message>
        <source>Make new maps that pass every check and pick one</source>
        <translation>Produire de nouvelles cartes qui passent toutes les vérifications et en choisir une</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Open a map file</source>
        <translation>Ouvrir un fichier de carte</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save the map</source>
        <translation>Enregistrer la carte</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>&amp;Export Image…</source>
        <translation>&amp;Exporter une image…</translation>
    </message>
    <message>
        <source>Export the board as PNG, SVG or PDF</source>
        <translation>Exporter le Plateau de Jeu en PNG, SVG ou PDF</translation>
    </message>
    <message>
        <source>Print Pre&amp;view…</source>
        <translation>&amp;Aperçu avant impression…</translation>
    </message>
    <message>
        <source>See the map sheet as it would print, and print it</source>
        <translation>Voir la fiche de la carte telle qu&apos;elle s&apos;imprimerait, et l&apos;imprimer</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Imprimer…</translation>
    </message>
    <message>
        <source>Print the map sheet: title, players, side, board, checks</source>
        <translation>Imprimer la fiche de la carte : titre, joueurs, côté, Plateau de Jeu, vérifications</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Zoom &amp;avant</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <source>&amp;Fit to Window</source>
        <translation>A&amp;juster à la fenêtre</translation>
    </message>
    <message>
        <source>&amp;Pin Focus Hex</source>
        <translation>É&amp;pingler l&apos;hexagone de référence</translation>
    </message>
    <message>
        <source>Pin the hex under the cursor for the LOS and distance overlays (P again to unpin)</source>
        <translation>Épingler l&apos;hexagone sous le curseur pour les calques de LdV et de distance (P de nouveau pour le libérer)</translation>
    </message>
    <message>
        <source>&amp;Playtest…</source>
        <translation>&amp;Tester en jeu…</translation>
    </message>
    <message>
        <source>Play the map as it is now (unsaved edits included), seats human or bot</source>
        <translation>Jouer la carte telle qu&apos;elle est (modifications non enregistrées comprises), places humaines ou bots</translation>
    </message>
    <message>
        <source>&amp;Balance Playtest…</source>
        <translation>Test d&apos;&amp;équilibre…</translation>
    </message>
    <message>
        <source>Let bots play the map many times and measure each seat&apos;s chances</source>
        <translation>Faire jouer la carte de nombreuses fois par des bots et mesurer les chances de chaque place</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copier</translation>
    </message>
    <message>
        <source>Copy the selected pieces (paste them here or on another map)</source>
        <translation>Copier les pièces sélectionnées (pour les coller ici ou sur une autre carte)</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>C&amp;oller</translation>
    </message>
    <message>
        <source>Paste the copied pieces: they follow the cursor until a click places them (Esc cancels)</source>
        <translation>Coller les pièces copiées : elles suivent le curseur jusqu&apos;à ce qu&apos;un clic les place (Échap annule)</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>Delete the selected pieces</source>
        <translation>Supprimer les pièces sélectionnées</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation>&amp;Tout sélectionner</translation>
    </message>
    <message>
        <source>Select every building and start</source>
        <translation>Sélectionner tous les Immeubles et départs</translation>
    </message>
    <message>
        <source>&amp;Quick Reference</source>
        <translation>Aide-&amp;mémoire</translation>
    </message>
    <message>
        <source>Tools, keys, overlays and checks with their rule ids</source>
        <translation>Outils, touches, calques et vérifications avec les identifiants de leurs règles</translation>
    </message>
    <message>
        <source>&amp;Rules Reference</source>
        <translation>&amp;Référence des règles</translation>
    </message>
    <message>
        <source>Every rule and ruling id (R-…, G-…) the checks and games cite</source>
        <translation>Chaque identifiant de règle et de décision (R-…, G-…) que citent les vérifications et les parties</translation>
    </message>
    <message>
        <source>Show &amp;Hints</source>
        <translation>Afficher les &amp;astuces</translation>
    </message>
    <message>
        <source>Show the first-start hints again</source>
        <translation>Afficher de nouveau les astuces du premier démarrage</translation>
    </message>
    <message>
        <source>&amp;About GKR Studio</source>
        <translation>À &amp;propos de GKR Studio</translation>
    </message>
    <message>
        <source>Version, licence and the rules&apos; source</source>
        <translation>Version, licence et source des règles</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Undo {0}</source>
        <translation>Annuler : {0}</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Redo {0}</source>
        <translation>Rétablir : {0}</translation>
    </message>
    <message>
        <source>&amp;Legend</source>
        <translation>&amp;Légende</translation>
    </message>
    <message>
        <source>Show what the colours of the overlays on the board mean</source>
        <translation>Montrer ce que signifient les couleurs des calques sur le Plateau de Jeu</translation>
    </message>
    <message>
        <source>Zone {0}</source>
        <translation>Zone {0}</translation>
    </message>
    <message>
        <source>Zone painted by the Paint zone tool (keys 1-4)</source>
        <translation>Zone peinte par l&apos;outil Peindre une zone (touches 1-4)</translation>
    </message>
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
        <source>&amp;Overlays</source>
        <translation>&amp;Calques</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Outils</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Jouer</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ai&amp;de</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <source>Cannot open map</source>
        <translation>Impossible d&apos;ouvrir la carte</translation>
    </message>
    <message>
        <source>Cannot open game</source>
        <translation>Impossible d&apos;ouvrir la partie</translation>
    </message>
</context>
<context>
    <name>autosave</name>
    <message>
        <source>is a file, not a folder</source>
        <translation>est un fichier, pas un dossier</translation>
    </message>
    <message>
        <source>cannot be made</source>
        <translation>ne peut pas être créé</translation>
    </message>
    <message>
        <source>cannot autosave: {0}</source>
        <translation>sauvegarde automatique impossible : {0}</translation>
    </message>
    <message>
        <source>cannot be removed</source>
        <translation>ne peut pas être supprimé</translation>
    </message>
</context>
<context>
    <name>toolbar</name>
    <message>
        <source>Sight</source>
        <translation>Vue</translation>
    </message>
    <message>
        <source>Alleys</source>
        <translation>Ruelles</translation>
    </message>
    <message>
        <source>Rings</source>
        <translation>Cercles</translation>
    </message>
    <message>
        <source>Reach</source>
        <translation>Portée</translation>
    </message>
    <message>
        <source>Territories</source>
        <translation>Territ.</translation>
    </message>
    <message>
        <source>Zones</source>
        <translation>Zones</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Créer</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enreg.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Playtest</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>Select</source>
        <translation>Choisir</translation>
    </message>
    <message>
        <source>Building</source>
        <translation>Immeuble</translation>
    </message>
    <message>
        <source>Demolish</source>
        <translation>Démolir</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Départ</translation>
    </message>
    <message>
        <source>Erase</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <source>Paint zone</source>
        <translation>Peindre</translation>
    </message>
    <message>
        <source>Lock</source>
        <translation>Verrou</translation>
    </message>
    <message>
        <source>Inspect</source>
        <translation>Tir</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Coller</translation>
    </message>
</context>
<context>
    <name>tools</name>
    <message>
        <source>Select / Move</source>
        <translation>Sélectionner / Déplacer</translation>
    </message>
    <message>
        <source>Click or drag a rubber band to select, Shift+click to add; drag the selection or use the arrow keys to move it.</source>
        <translation>Cliquez ou tracez un rectangle pour sélectionner, Maj+clic pour ajouter ; faites glisser la sélection ou utilisez les flèches pour la déplacer.</translation>
    </message>
    <message>
        <source>{0} selected</source>
        <translation>{0} sélectionné(s)</translation>
    </message>
    <message>
        <source>{0} piece selected: drag one or use the arrow keys to move them; Ctrl+C copies.</source>
        <translation>{0} pièce sélectionnée : faites-la glisser ou utilisez les flèches pour la déplacer ; Ctrl+C copie.</translation>
    </message>
    <message>
        <source>{0} pieces selected: drag one or use the arrow keys to move them; Ctrl+C copies.</source>
        <translation>{0} pièces sélectionnées : faites-en glisser une ou utilisez les flèches pour les déplacer ; Ctrl+C copie.</translation>
    </message>
    <message>
        <source>Building</source>
        <translation>Immeuble</translation>
    </message>
    <message>
        <source>Click or drag over empty hexes to place buildings; over buildings to remove them.</source>
        <translation>Cliquez ou glissez sur des hexagones vides pour placer des Immeubles ; sur des Immeubles pour les retirer.</translation>
    </message>
    <message>
        <source>Remove building {0}</source>
        <translation>Retirer l&apos;Immeuble {0}</translation>
    </message>
    <message>
        <source>Place building on {0}</source>
        <translation>Placer un Immeuble en {0}</translation>
    </message>
    <message>
        <source>Demolish</source>
        <translation>Démolir</translation>
    </message>
    <message>
        <source>Click a building to demolish it (rubble blocks movement, not sight); click again to restore it.</source>
        <translation>Cliquez sur un Immeuble pour le démolir (les décombres bloquent le déplacement, pas la vue) ; cliquez de nouveau pour le rétablir.</translation>
    </message>
    <message>
        <source>Restore building {0}</source>
        <translation>Rétablir l&apos;Immeuble {0}</translation>
    </message>
    <message>
        <source>Demolish building {0}</source>
        <translation>Démolir l&apos;Immeuble {0}</translation>
    </message>
    <message>
        <source>Start hex</source>
        <translation>Hexagone de départ</translation>
    </message>
    <message>
        <source>Click to add a Heavy Hitter start (next seat); click a start to remove it; drag a start to move it.</source>
        <translation>Cliquez pour ajouter le départ d&apos;un Heavy Hitter (place suivante) ; cliquez sur un départ pour le retirer ; faites-le glisser pour le déplacer.</translation>
    </message>
    <message>
        <source>Place start on {0}</source>
        <translation>Placer un départ en {0}</translation>
    </message>
    <message>
        <source>Remove start {0}</source>
        <translation>Retirer le départ {0}</translation>
    </message>
    <message>
        <source>Erase</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <source>Click or drag to remove buildings and starts.</source>
        <translation>Cliquez ou glissez pour retirer des Immeubles et des départs.</translation>
    </message>
    <message>
        <source>Erase {0}</source>
        <translation>Effacer {0}</translation>
    </message>
    <message>
        <source>Paint zone</source>
        <translation>Peindre zone</translation>
    </message>
    <message>
        <source>Drag to paint the fallout zone; keys 1-4 choose the zone.</source>
        <translation>Glissez pour peindre la zone de retombées ; les touches 1-4 choisissent la zone.</translation>
    </message>
    <message>
        <source>Zones belong to the fallout side: switch the board side in Map properties to paint them.</source>
        <translation>Les zones appartiennent au côté retombées : changez le côté du Plateau de Jeu dans Propriétés de la carte pour les peindre.</translation>
    </message>
    <message>
        <source>Painting zone {0}.</source>
        <translation>Zone peinte : {0}.</translation>
    </message>
    <message>
        <source>Paint zone {0}</source>
        <translation>Peindre la zone {0}</translation>
    </message>
    <message>
        <source>Lock</source>
        <translation>Verrou</translation>
    </message>
    <message>
        <source>Click a building or a start to lock it so that fixes and the generator keep it</source>
        <translation>Cliquez sur un Immeuble ou un départ pour le verrouiller : les corrections et le générateur le gardent</translation>
    </message>
    <message>
        <source>{0}: nothing to lock; lock a building or a start</source>
        <translation>{0} : rien à verrouiller ; verrouillez un Immeuble ou un départ</translation>
    </message>
    <message>
        <source>Unlock start on {0}</source>
        <translation>Déverrouiller le départ en {0}</translation>
    </message>
    <message>
        <source>Lock start on {0}</source>
        <translation>Verrouiller le départ en {0}</translation>
    </message>
    <message>
        <source>Unlock building on {0}</source>
        <translation>Déverrouiller l&apos;Immeuble en {0}</translation>
    </message>
    <message>
        <source>Lock building on {0}</source>
        <translation>Verrouiller l&apos;Immeuble en {0}</translation>
    </message>
    <message>
        <source>Shot inspector</source>
        <translation>Inspecteur de tir</translation>
    </message>
    <message>
        <source>Click a hex to pick the attacker; right-click (or Shift+click) to pick the target.</source>
        <translation>Cliquez sur un hexagone pour choisir l&apos;attaquant ; clic droit (ou Maj+clic) pour choisir la cible.</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Coller</translation>
    </message>
    <message>
        <source>Move the pasted pieces where they go and click (or press Enter); Esc cancels.</source>
        <translation>Amenez les pièces collées à leur place et cliquez (ou appuyez sur Entrée) ; Échap annule.</translation>
    </message>
    <message>
        <source>Not placed</source>
        <translation>Non placé</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>Refusé</translation>
    </message>
    <message>
        <source>Move rubble {0} → {1}</source>
        <translation>Déplacer les décombres {0} → {1}</translation>
    </message>
    <message>
        <source>Move building {0} → {1}</source>
        <translation>Déplacer l&apos;Immeuble {0} → {1}</translation>
    </message>
    <message>
        <source>Move start {0} {1} → {2}</source>
        <translation>Déplacer le départ {0} {1} → {2}</translation>
    </message>
    <message>
        <source>Move {0} → {1}</source>
        <translation>Déplacer {0} → {1}</translation>
    </message>
    <message>
        <source>{0} and {1}</source>
        <translation>{0} et {1}</translation>
    </message>
</context>
</TS>
