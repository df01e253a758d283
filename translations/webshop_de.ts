<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AppController</name>
    <message>
        <source>The demo shop could not be started.</source>
        <translation>Der Demo-Shop konnte nicht gestartet werden.</translation>
    </message>
    <message>
        <source>Login failed.</source>
        <translation>Anmeldung fehlgeschlagen.</translation>
    </message>
    <message>
        <source>No login for the screenshot: use --demo, or set WEBSHOP_API_USER, WEBSHOP_API_PASSWORD, WEBSHOP_USERNAME and WEBSHOP_PASSWORD.</source>
        <translation>Keine Anmeldedaten für den Screenshot: Verwenden Sie --demo oder setzen Sie WEBSHOP_API_USER, WEBSHOP_API_PASSWORD, WEBSHOP_USERNAME und WEBSHOP_PASSWORD.</translation>
    </message>
    <message>
        <source>No delivery address of this customer is in store %1.</source>
        <translation>Dieser Kunde hat keine Lieferadresse im Markt %1.</translation>
    </message>
    <message>
        <source>This customer has no delivery address.</source>
        <translation>Dieser Kunde hat keine Lieferadresse.</translation>
    </message>
    <message>
        <source>The article could not be loaded: %1</source>
        <translation>Der Artikel konnte nicht geladen werden: %1</translation>
    </message>
    <message>
        <source>The search could not be loaded: %1</source>
        <translation>Die Suche konnte nicht geladen werden: %1</translation>
    </message>
    <message>
        <source>The basket could not be loaded: %1</source>
        <translation>Der Warenkorb konnte nicht geladen werden: %1</translation>
    </message>
    <message>
        <source>The lists could not be loaded: %1</source>
        <translation>Die Listen konnten nicht geladen werden: %1</translation>
    </message>
    <message>
        <source>The list could not be loaded: %1</source>
        <translation>Die Liste konnte nicht geladen werden: %1</translation>
    </message>
    <message>
        <source>The order file %1 could not be opened.</source>
        <translation>Die Bestelldatei %1 konnte nicht geöffnet werden.</translation>
    </message>
    <message>
        <source>The sample order is missing from this build.</source>
        <translation>Die Beispielbestellung fehlt in diesem Build.</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Webshop Desktop: order from your wholesaler&apos;s webshop.</source>
        <translation>Webshop Desktop: Bestellen im Webshop Ihres Großhändlers.</translation>
    </message>
    <message>
        <source>Start the built-in demo shop and log in as the demo customer.</source>
        <translation>Integrierten Demo-Shop starten und als Demo-Kunde anmelden.</translation>
    </message>
    <message>
        <source>Address of the webshop API server.</source>
        <translation>Adresse des Webshop-API-Servers.</translation>
    </message>
    <message>
        <source>Language and formats, e.g. de-DE or en-GB.</source>
        <translation>Sprache und Formate, z. B. de-DE oder en-GB.</translation>
    </message>
    <message>
        <source>Start with this search.</source>
        <translation>Mit dieser Suche starten.</translation>
    </message>
    <message>
        <source>View to show: %1.</source>
        <translation>Anzuzeigende Ansicht: %1.</translation>
    </message>
    <message>
        <source>Article (variant id) for the article view.</source>
        <translation>Artikel (Varianten-ID) für die Artikelansicht.</translation>
    </message>
    <message>
        <source>When the view has finished loading, save the window as PNG and exit.</source>
        <translation>Sobald die Ansicht geladen ist, das Fenster als PNG speichern und beenden.</translation>
    </message>
    <message>
        <source>Window size, default 1440x900.</source>
        <translation>Fenstergröße, Standard 1440x900.</translation>
    </message>
    <message>
        <source>Seconds to wait for a screenshot, default 30.</source>
        <translation>Wartezeit für den Screenshot in Sekunden, Standard 30.</translation>
    </message>
    <message>
        <source>Delivery address by store id (non-interactive login).</source>
        <translation>Lieferadresse nach Markt-ID (Anmeldung ohne Dialog).</translation>
    </message>
    <message>
        <source>Unexpected argument: %1</source>
        <translation>Unerwartetes Argument: %1</translation>
    </message>
    <message>
        <source>Not a valid http(s) address: %1</source>
        <translation>Keine gültige http(s)-Adresse: %1</translation>
    </message>
    <message>
        <source>Not a locale tag like de-DE: %1</source>
        <translation>Kein Sprachcode wie de-DE: %1</translation>
    </message>
    <message>
        <source>Unknown view &quot;%1&quot;; choose one of %2.</source>
        <translation>Unbekannte Ansicht „%1“; möglich sind: %2.</translation>
    </message>
    <message>
        <source>--show article needs --article or --search.</source>
        <translation>--show article erfordert --article oder --search.</translation>
    </message>
    <message>
        <source>Window size must look like 1440x900: %1</source>
        <translation>Fenstergröße im Format 1440x900 angeben: %1</translation>
    </message>
    <message>
        <source>Timeout must be 1 to 3600 seconds: %1</source>
        <translation>Das Zeitlimit muss 1 bis 3600 Sekunden betragen: %1</translation>
    </message>
    <message>
        <source>--base-url must not contain a user name or password: give the server address only, and the logins through WEBSHOP_API_USER, WEBSHOP_API_PASSWORD, WEBSHOP_USERNAME and WEBSHOP_PASSWORD or the sign-in form.</source>
        <translation>--base-url darf keinen Benutzernamen und kein Passwort enthalten: Geben Sie nur die Serveradresse an und die Anmeldedaten über WEBSHOP_API_USER, WEBSHOP_API_PASSWORD, WEBSHOP_USERNAME und WEBSHOP_PASSWORD oder über das Anmeldeformular.</translation>
    </message>
    <message>
        <source>Check every line of an order file (CSV, TSV) against the server without a window; exit code 0 only when every line resolved.</source>
        <translation>Prüft jede Zeile einer Bestelldatei (CSV, TSV) ohne Fenster gegen den Server; Exit-Code 0 nur, wenn jede Zeile zugeordnet werden konnte.</translation>
    </message>
    <message>
        <source>Where --import writes its report (CSV, one row per line).</source>
        <translation>Wohin --import seinen Bericht schreibt (CSV, eine Zeile je Dateizeile).</translation>
    </message>
    <message>
        <source>With --import: also add the resolved lines to the basket.</source>
        <translation>Mit --import: die zugeordneten Zeilen auch in den Warenkorb legen.</translation>
    </message>
    <message>
        <source>With --import: lines with the same pack are reported (ask, the default), merged into the first line (merge) or kept as lines of their own (keep).</source>
        <translation>Mit --import: Zeilen mit demselben Gebinde werden gemeldet (ask, die Voreinstellung), in die erste Zeile zusammengeführt (merge) oder als eigene Zeilen behalten (keep).</translation>
    </message>
    <message>
        <source>--import needs --report OUT.csv.</source>
        <translation>--import erfordert --report OUT.csv.</translation>
    </message>
    <message>
        <source>--import runs without a window: leave out --screenshot and --show.</source>
        <translation>--import läuft ohne Fenster: Lassen Sie --screenshot und --show weg.</translation>
    </message>
    <message>
        <source>--duplicates must be ask, merge or keep: %1</source>
        <translation>--duplicates muss ask, merge oder keep sein: %1</translation>
    </message>
    <message>
        <source>--import shows the preview of the file: use --show import or no --show.</source>
        <translation>--import zeigt die Vorschau der Datei: verwenden Sie --show import oder kein --show.</translation>
    </message>
    <message>
        <source>--show import needs --import FILE, or --demo for the sample order.</source>
        <translation>--show import braucht --import DATEI, oder --demo für die Beispielbestellung.</translation>
    </message>
    <message>
        <source>With --add: also add lines above the large-quantity limits of Preferences (default: more than 20 packs, 25 kg or 500 gross), which are otherwise left out as needs_confirmation.</source>
        <translation>Mit --add: auch Zeilen über den Grenzwerten für große Mengen aus den Einstellungen hinzufügen (Voreinstellung: mehr als 20 Gebinde, 25 kg oder 500 brutto), die sonst als needs_confirmation ausgelassen werden.</translation>
    </message>
    <message>
        <source>--allow-large goes with --add: without it nothing is added.</source>
        <translation>--allow-large gehört zu --add: Ohne --add wird nichts hinzugefügt.</translation>
    </message>
    <message>
        <source>With --add: add every line anew, also the lines an earlier run of the same file already added (without it they are reported as already_added and not sent).</source>
        <translation>Mit --add: jede Zeile neu hinzufügen, auch die Zeilen, die ein früherer Import derselben Datei schon hinzugefügt hat (ohne diese Option werden sie als already_added gemeldet und nicht gesendet).</translation>
    </message>
    <message>
        <source>--report, --add, --allow-large, --again and --duplicates need --import FILE.</source>
        <translation>--report, --add, --allow-large, --again und --duplicates brauchen --import DATEI.</translation>
    </message>
    <message>
        <source>--again goes with --add: without it nothing is added.</source>
        <translation>--again gehört zu --add: Ohne --add wird nichts hinzugefügt.</translation>
    </message>
</context>
<context>
    <name>DemoServerMain</name>
    <message>
        <source>Serves the Webshop Commerce Service API with demo data, for trials, tests and integrators.</source>
        <translation>Stellt die API des Webshop Commerce Service mit Demodaten bereit: für Erprobung, Tests und Integratoren.</translation>
    </message>
    <message>
        <source>Port to listen on (0: any free port).</source>
        <translation>Port, auf dem gelauscht wird (0: beliebiger freier Port).</translation>
    </message>
    <message>
        <source>port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>Address to listen on (default: loopback only).</source>
        <translation>Adresse, auf der gelauscht wird (Standard: nur Loopback).</translation>
    </message>
    <message>
        <source>address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>Number of articles (0: the curated demo range).</source>
        <translation>Anzahl der Artikel (0: das kuratierte Demo-Sortiment).</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Token lifetime in seconds.</source>
        <translation>Gültigkeitsdauer der Tokens in Sekunden.</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>Sekunden</translation>
    </message>
    <message>
        <source>Delay every reply.</source>
        <translation>Jede Antwort verzögern.</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>Fraction of requests answered 503 (0 to 1).</source>
        <translation>Anteil der Anfragen, die mit 503 beantwortet werden (0 bis 1).</translation>
    </message>
    <message>
        <source>rate</source>
        <translation>Anteil</translation>
    </message>
    <message>
        <source>Send replies one byte per interval.</source>
        <translation>Antworten byteweise senden, ein Byte pro Intervall.</translation>
    </message>
    <message>
        <source>Read each request, then close the connection without a reply.</source>
        <translation>Jede Anfrage lesen, dann die Verbindung ohne Antwort schließen.</translation>
    </message>
    <message>
        <source>Put a few lines into the first demo customer&apos;s basket.</source>
        <translation>Einige Positionen in den Warenkorb des ersten Demo-Kunden legen.</translation>
    </message>
    <message>
        <source>Do not log requests.</source>
        <translation>Anfragen nicht protokollieren.</translation>
    </message>
    <message>
        <source>Invalid value for --%1: %2</source>
        <translation>Ungültiger Wert für --%1: %2</translation>
    </message>
    <message>
        <source>Invalid address for --bind: %1</source>
        <translation>Ungültige Adresse für --bind: %1</translation>
    </message>
    <message>
        <source>Cannot listen on %1 port %2.</source>
        <translation>Port %2 auf %1 kann nicht geöffnet werden.</translation>
    </message>
    <message>
        <source>Webshop demo backend %1 listening on %2 (%3 articles, ready in %4 ms)</source>
        <translation>Webshop-Demo-Backend %1 lauscht auf %2 (%3 Artikel, bereit in %4 ms)</translation>
    </message>
    <message>
        <source>Client login:   apiUser %1, apiPw %2</source>
        <translation>Client-Login: apiUser %1, apiPw %2</translation>
    </message>
    <message>
        <source>Customer login: username %1, password %2 (%3, customer %4)</source>
        <translation>Kunden-Login: username %1, password %2 (%3, Kunde %4)</translation>
    </message>
    <message>
        <source>Faults: latency %1 ms, error rate %2, drip %3 ms, drop %4</source>
        <translation>Störungen: Latenz %1 ms, Fehlerquote %2, Drip %3 ms, Drop %4</translation>
    </message>
    <message>
        <source>on</source>
        <translation>an</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>Press Ctrl+C to stop.</source>
        <translation>Zum Beenden Strg+C drücken.</translation>
    </message>
    <message>
        <source>How addItem answers: sync (200 with the basket), async[:ms] (202 with {}; the line appears after ms, default 300) or async-empty[:ms] (the same without a body).</source>
        <translation>Wie addItem antwortet: sync (200 mit dem Warenkorb), async[:ms] (202 mit {}; die Position erscheint nach ms, Standard 300) oder async-empty[:ms] (dasselbe ohne Body).</translation>
    </message>
    <message>
        <source>mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <source>The article of basket lines: bundle (the bettyBundleId), variant (the bettyVariantId) or other (an ID of another scheme, ART-…).</source>
        <translation>Der Artikel der Warenkorbpositionen: bundle (die bettyBundleId), variant (die bettyVariantId) oder other (eine ID eines anderen Schemas, ART-…).</translation>
    </message>
    <message>
        <source>scheme</source>
        <translation>Schema</translation>
    </message>
    <message>
        <source>articleNet, articleGross and articleVATAmount of basket lines: line (line amounts) or unit (the price of one pack or kg).</source>
        <translation>articleNet, articleGross und articleVATAmount der Warenkorbpositionen: line (Positionsbeträge) oder unit (der Preis für ein Gebinde bzw. ein kg).</translation>
    </message>
    <message>
        <source>kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Answer 403 on this endpoint, as if outside the API key&apos;s scope (repeatable; one of %1).</source>
        <translation>Auf diesem Endpunkt mit 403 antworten, als läge er außerhalb des Geltungsbereichs des API-Schlüssels (mehrfach angebbar; einer von %1).</translation>
    </message>
    <message>
        <source>endpoint</source>
        <translation>Endpunkt</translation>
    </message>
    <message>
        <source>Run the server&apos;s clock this many seconds off: iat and exp of new tokens shift, yet the server accepts them for the token lifetime (below minus the lifetime: tokens expired when issued).</source>
        <translation>Die Uhr des Servers um so viele Sekunden verstellen: iat und exp neuer Tokens verschieben sich, doch der Server akzeptiert sie für die Gültigkeitsdauer der Tokens (Werte unter minus der Gültigkeitsdauer: Tokens sind schon bei der Ausstellung abgelaufen).</translation>
    </message>
    <message>
        <source>What getBasket answers with 200: normal (the basket), empty ({}) or envelope (an error object); with :n for the next n reads only.</source>
        <translation>Womit getBasket bei 200 antwortet: normal (mit dem Warenkorb), empty ({}) oder envelope (mit einem Fehlerobjekt); mit :n nur für die nächsten n Abrufe.</translation>
    </message>
    <message>
        <source>reply</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <source>Every addItem appends a line of its own: a bundle added twice shows as two lines.</source>
        <translation>Jedes addItem hängt eine eigene Position an: Ein zweimal hinzugefügtes Gebinde erscheint als zwei Positionen.</translation>
    </message>
    <message>
        <source>(expected %1)</source>
        <translation>(erwartet: %1)</translation>
    </message>
    <message>
        <source>sync, async[:ms] or async-empty[:ms], ms from 0 to %1</source>
        <translation>sync, async[:ms] oder async-empty[:ms], ms von 0 bis %1</translation>
    </message>
    <message>
        <source>bundle, variant or other</source>
        <translation>bundle, variant oder other</translation>
    </message>
    <message>
        <source>line or unit</source>
        <translation>line oder unit</translation>
    </message>
    <message>
        <source>whole seconds from %1 to %2</source>
        <translation>ganze Sekunden von %1 bis %2</translation>
    </message>
    <message>
        <source>normal, empty[:n] or envelope[:n], n from 1</source>
        <translation>normal, empty[:n] oder envelope[:n], n ab 1</translation>
    </message>
    <message>
        <source>Spec variants: %1</source>
        <translation>Spezifikationsvarianten: %1</translation>
    </message>
    <message>
        <source>addItem waits this long before it applies the add and answers (no byte meanwhile; other requests are served).</source>
        <translation>addItem wartet so lange, bevor es die Position übernimmt und antwortet (bis dahin kein Byte; andere Anfragen werden bedient).</translation>
    </message>
    <message>
        <source>addItem applies the add, sends the status line and headers with a Content-Length larger than what follows, half the body, and closes the connection.</source>
        <translation>addItem übernimmt die Position, sendet Statuszeile und Header mit einer Content-Length, die größer ist als das, was folgt, den halben Body und schließt die Verbindung.</translation>
    </message>
    <message>
        <source>addItem: close the connection without a reply, the add not applied (before) or applied (after); with :n for the next n adds only.</source>
        <translation>addItem: die Verbindung ohne Antwort schließen, die Position nicht übernommen (before) oder übernommen (after); mit :n nur für die nächsten n Hinzufügungen.</translation>
    </message>
    <message>
        <source>when</source>
        <translation>wann</translation>
    </message>
    <message>
        <source>addItem answers this HTTP status (200 to 599; 301, 302, 303, 307 and 308 with a Location to the same path); the add is applied only with :applied.</source>
        <translation>addItem antwortet mit diesem HTTP-Status (200 bis 599; 301, 302, 303, 307 und 308 mit einer Location auf denselben Pfad); die Position wird nur mit :applied übernommen.</translation>
    </message>
    <message>
        <source>code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>Another client changes the basket: at every n-th basket read the server adds a random other bundle (1 to 3 units), or with :same the bundle and amount of the latest addItem.</source>
        <translation>Ein anderer Client ändert den Warenkorb: Bei jedem n-ten Lesen des Warenkorbs fügt der Server ein zufälliges anderes Gebinde hinzu (1 bis 3 Einheiten), mit :same das Gebinde und die Menge des letzten addItem.</translation>
    </message>
    <message>
        <source>A seeded mix of addItem faults for soak tests: each add is faulty with probability rate (default 0.5); also foreign changes at every 2nd read and a basket article scheme drawn from the seed.</source>
        <translation>Eine reproduzierbare Mischung von addItem-Störungen für Dauertests: Jedes Hinzufügen ist mit der Wahrscheinlichkeit rate gestört (Standard 0.5); dazu fremde Änderungen bei jedem 2. Lesen und ein aus dem Seed gezogenes Artikelschema der Warenkorbpositionen.</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <source>The delay of a slow add under --chaos (beyond the client&apos;s give-up).</source>
        <translation>Die Verzögerung eines langsamen Hinzufügens unter --chaos (länger, als der Client wartet).</translation>
    </message>
    <message>
        <source>before[:n] or after[:n], n from 1</source>
        <translation>before[:n] oder after[:n], n ab 1</translation>
    </message>
    <message>
        <source>a status from 200 to 599, optionally :applied</source>
        <translation>ein Status von 200 bis 599, optional :applied</translation>
    </message>
    <message>
        <source>n[:same], n from 1</source>
        <translation>n[:same], n ab 1</translation>
    </message>
    <message>
        <source>seed[:rate], a whole number and a rate from 0 to 1</source>
        <translation>seed[:rate], eine ganze Zahl und ein Anteil von 0 bis 1</translation>
    </message>
    <message>
        <source>Add faults: %1</source>
        <translation>addItem-Störungen: %1</translation>
    </message>
</context>
<context>
    <name>GuideDemo</name>
    <message>
        <source>Walk-in %1</source>
        <translation>Kühlraum %1</translation>
    </message>
    <message>
        <source>Freezer %1</source>
        <translation>Tiefkühler %1</translation>
    </message>
    <message>
        <source>Dry store %1</source>
        <translation>Trockenlager %1</translation>
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
        <translation>Gebinde</translation>
    </message>
</context>
<context>
    <name>Screenshot</name>
    <message>
        <source>Could not write the screenshot to %1.</source>
        <translation>Der Screenshot konnte nicht unter %1 gespeichert werden.</translation>
    </message>
    <message numerus="yes">
        <source>Nothing finished loading within %n second(s).</source>
        <translation>
            <numerusform>Innerhalb von %n Sekunde wurde nichts fertig geladen.</numerusform>
            <numerusform>Innerhalb von %n Sekunden wurde nichts fertig geladen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::api::BasketSync</name>
    <message>
        <source>The basket could not be read, so nothing was added. Try again when the connection is back.</source>
        <translation>Der Warenkorb konnte nicht gelesen werden, daher wurde nichts hinzugefügt. Versuchen Sie es erneut, sobald die Verbindung wieder steht.</translation>
    </message>
    <message>
        <source>Checking basket…</source>
        <translation>Warenkorb wird geprüft…</translation>
    </message>
    <message>
        <source>The item was not added: %1</source>
        <translation>Der Artikel wurde nicht hinzugefügt: %1</translation>
    </message>
    <message>
        <source>The basket now holds %1 of this item; it was also changed elsewhere.</source>
        <translation>Von diesem Artikel sind jetzt %1 im Warenkorb; der Warenkorb wurde auch an anderer Stelle geändert.</translation>
    </message>
    <message>
        <source>Cancelled: nothing was added.</source>
        <translation>Abgebrochen: Es wurde nichts hinzugefügt.</translation>
    </message>
    <message>
        <source>Not confirmed: the basket was switched before this add could be checked. It may have been added to the previous basket.</source>
        <translation>Nicht bestätigt: Der Warenkorb wurde gewechselt, bevor das Hinzufügen geprüft werden konnte. Der Artikel liegt eventuell im vorherigen Warenkorb.</translation>
    </message>
    <message>
        <source>Added; waiting for the basket to show it…</source>
        <translation>Hinzugefügt; wartet auf Anzeige im Warenkorb…</translation>
    </message>
    <message>
        <source>Added (the server confirmed it); the basket could not be read to show it yet.</source>
        <translation>Hinzugefügt (vom Server bestätigt); der Warenkorb konnte noch nicht gelesen werden, um den Artikel anzuzeigen.</translation>
    </message>
    <message>
        <source>Added (the server confirmed it), but the basket does not show it yet.</source>
        <translation>Hinzugefügt (vom Server bestätigt), aber der Warenkorb zeigt den Artikel noch nicht an.</translation>
    </message>
    <message>
        <source>Added (the server confirmed it); the basket was switched before it could be shown.</source>
        <translation>Hinzugefügt (vom Server bestätigt); der Warenkorb wurde gewechselt, bevor der Artikel darin angezeigt werden konnte.</translation>
    </message>
    <message>
        <source>Cancelled: the login ended before this item was sent. Nothing was added.</source>
        <translation>Abgebrochen: Die Anmeldung endete, bevor dieser Artikel gesendet wurde. Es wurde nichts hinzugefügt.</translation>
    </message>
    <message>
        <source>Not confirmed: the login ended before this add could be checked. It may have been added; check the basket after signing in again.</source>
        <translation>Nicht bestätigt: Die Anmeldung endete, bevor das Hinzufügen geprüft werden konnte. Der Artikel wurde eventuell hinzugefügt; prüfen Sie den Warenkorb, nachdem Sie sich erneut angemeldet haben.</translation>
    </message>
    <message>
        <source>No clear answer from the server; checking whether the basket shows the item…</source>
        <translation>Keine eindeutige Antwort vom Server; es wird geprüft, ob der Warenkorb den Artikel zeigt…</translation>
    </message>
    <message>
        <source>No clear answer from the server, and the basket could not be read: the item may or may not have been added. It is checked again at every basket read; do not add it again meanwhile.</source>
        <translation>Keine eindeutige Antwort vom Server, und der Warenkorb konnte nicht gelesen werden: Es ist offen, ob der Artikel hinzugefügt wurde. Das wird bei jedem Lesen des Warenkorbs erneut geprüft; fügen Sie den Artikel in der Zwischenzeit nicht erneut hinzu.</translation>
    </message>
    <message>
        <source>The basket cannot be lowered from this app; please correct it with your sales contact or in the web shop.</source>
        <translation>Diese App kann den Warenkorb nicht verringern; bitte korrigieren Sie ihn mit Ihrem Ansprechpartner im Vertrieb oder im Webshop.</translation>
    </message>
    <message>
        <source>The basket total grew by twice this item&apos;s price: the server may have added it twice, or the same was added elsewhere. %1</source>
        <translation>Die Warenkorbsumme ist um den doppelten Preis dieses Artikels gestiegen: Der Server hat ihn eventuell doppelt hinzugefügt, oder derselbe Artikel wurde an anderer Stelle hinzugefügt. %1</translation>
    </message>
    <message>
        <source>The basket now holds %1 where this add was %2: the server may have added it twice, or the same was added elsewhere. %3</source>
        <translation>Von diesem Artikel sind jetzt %1 im Warenkorb, dieses Hinzufügen umfasste aber %2: Der Server hat ihn eventuell doppelt hinzugefügt, oder derselbe Artikel wurde an anderer Stelle hinzugefügt. %3</translation>
    </message>
    <message>
        <source>No clear answer from the server, and the basket does not show this item yet: it may still arrive. It was not sent again. Check the basket before adding it again.</source>
        <translation>Keine eindeutige Antwort vom Server, und der Warenkorb zeigt diesen Artikel noch nicht an: Er kann noch ankommen. Er wurde nicht erneut gesendet. Prüfen Sie den Warenkorb, bevor Sie ihn erneut hinzufügen.</translation>
    </message>
    <message>
        <source>In the basket: the server had not answered, but the basket grew by exactly this item.</source>
        <translation>Im Warenkorb: Der Server hatte nicht geantwortet, aber der Warenkorb hat sich um genau diesen Artikel vergrößert.</translation>
    </message>
    <message>
        <source>This item&apos;s line changed by %1 since it was sent, which does not match what this app added: it was also changed elsewhere. Check the basket.</source>
        <translation>Die Position dieses Artikels hat sich seit dem Senden um %1 geändert, was nicht dem entspricht, was diese App hinzugefügt hat: Sie wurde auch an anderer Stelle geändert. Prüfen Sie den Warenkorb.</translation>
    </message>
    <message numerus="yes">
        <source>One of %n open adds of this pack is in the basket; which one cannot be told yet. Check the basket before adding it again.</source>
        <translation>
            <numerusform>Eine von %n offenen Hinzufügungen dieses Gebindes ist im Warenkorb; welche, lässt sich noch nicht sagen. Prüfen Sie den Warenkorb, bevor Sie den Artikel erneut hinzufügen.</numerusform>
            <numerusform>Eine von %n offenen Hinzufügungen dieses Gebindes ist im Warenkorb; welche, lässt sich noch nicht sagen. Prüfen Sie den Warenkorb, bevor Sie den Artikel erneut hinzufügen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::auth::SecretStore</name>
    <message>
        <source>The system keychain is not available (%1). Your login is kept in memory for this session only.</source>
        <translation>Der Schlüsselbund des Systems ist nicht verfügbar (%1). Ihre Anmeldedaten bleiben nur für diese Sitzung im Arbeitsspeicher.</translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation>unbekannter Fehler</translation>
    </message>
    <message>
        <source>The system keychain did not answer (it may be locked or waiting for a password). Your login is kept in memory for this session only.</source>
        <translation>Der Schlüsselbund des Systems antwortet nicht (er ist eventuell gesperrt oder wartet auf ein Passwort). Ihre Anmeldedaten bleiben nur für diese Sitzung im Arbeitsspeicher.</translation>
    </message>
    <message>
        <source>The secret is too large for the system keychain. It is kept in memory for this session only.</source>
        <translation>Die Zugangsdaten sind zu groß für den Schlüsselbund des Systems. Sie bleiben nur für diese Sitzung im Arbeitsspeicher.</translation>
    </message>
</context>
<context>
    <name>webshop::auth::Session</name>
    <message>
        <source>The API user or API password was not accepted by the server.</source>
        <translation>Der Server hat den API-Benutzer oder das API-Passwort nicht akzeptiert.</translation>
    </message>
    <message>
        <source>The user name or password was not accepted by the server.</source>
        <translation>Der Server hat den Benutzernamen oder das Passwort nicht akzeptiert.</translation>
    </message>
    <message>
        <source>The system keychain is not available: your login is kept in memory for this session only, and you will be asked again next time.</source>
        <translation>Der Schlüsselbund des Systems ist nicht verfügbar: Ihre Anmeldedaten bleiben nur für diese Sitzung im Arbeitsspeicher und werden beim nächsten Mal erneut abgefragt.</translation>
    </message>
    <message>
        <source>Your login has expired and could not be renewed. Please log in again.</source>
        <translation>Ihre Anmeldung ist abgelaufen und konnte nicht erneuert werden. Bitte melden Sie sich erneut an.</translation>
    </message>
</context>
<context>
    <name>webshop::control::AddHistoryModel</name>
    <message>
        <source>Waiting to be sent</source>
        <translation>Wartet auf Senden</translation>
    </message>
    <message>
        <source>On its way</source>
        <translation>Unterwegs</translation>
    </message>
    <message>
        <source>Checking the basket</source>
        <translation>Warenkorb wird geprüft</translation>
    </message>
    <message>
        <source>In the basket</source>
        <translation>Im Warenkorb</translation>
    </message>
    <message>
        <source>Added, not shown yet</source>
        <translation>Hinzugefügt, noch nicht angezeigt</translation>
    </message>
    <message>
        <source>Added twice</source>
        <translation>Doppelt hinzugefügt</translation>
    </message>
    <message>
        <source>Not known</source>
        <translation>Unklar</translation>
    </message>
    <message>
        <source>Not added</source>
        <translation>Nicht hinzugefügt</translation>
    </message>
    <message>
        <source>Article details</source>
        <translation>Artikeldetails</translation>
    </message>
    <message>
        <source>List</source>
        <translation>Liste</translation>
    </message>
    <message>
        <source>Quick order</source>
        <translation>Schnellbestellung</translation>
    </message>
    <message>
        <source>Order file</source>
        <translation>Bestelldatei</translation>
    </message>
    <message>
        <source>Order file (command line)</source>
        <translation>Bestelldatei (Befehlszeile)</translation>
    </message>
    <message>
        <source>%1, line %2</source>
        <translation>%1, Zeile %2</translation>
    </message>
    <message>
        <source>Guided order</source>
        <translation>Geführte Bestellung</translation>
    </message>
    <message>
        <source>Net %1</source>
        <translation>Netto %1</translation>
    </message>
    <message>
        <source>%1 (added again)</source>
        <translation>%1 (erneut hinzugefügt)</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Zeitpunkt</translation>
    </message>
    <message>
        <source>Article</source>
        <translation>Artikel</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Gebinde</translation>
    </message>
    <message>
        <source>Qty</source>
        <translation>Menge</translation>
    </message>
    <message>
        <source>Unit gross</source>
        <translation>EP brutto</translation>
    </message>
    <message>
        <source>Line gross</source>
        <translation>Gesamt brutto</translation>
    </message>
    <message>
        <source>Added from</source>
        <translation>Hinzugefügt über</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Details</translation>
    </message>
</context>
<context>
    <name>webshop::control::BasketAdds</name>
    <message>
        <source>Not added: sign in and choose a delivery address first.</source>
        <translation>Nicht hinzugefügt: Melden Sie sich zuerst an und wählen Sie eine Lieferadresse.</translation>
    </message>
    <message>
        <source>Not added: the delivery address or the customer changed after this line was checked. Nothing was sent; check the line for the new store and add it again.</source>
        <translation>Nicht hinzugefügt: Die Lieferadresse oder der Kunde hat sich geändert, nachdem diese Position geprüft wurde. Es wurde nichts gesendet; prüfen Sie die Position für den neuen Markt und fügen Sie sie erneut hinzu.</translation>
    </message>
    <message>
        <source>Not added: the quantity must be more than 0.</source>
        <translation>Nicht hinzugefügt: Die Menge muss größer als 0 sein.</translation>
    </message>
    <message>
        <source>Not added: this computer could not write the add down first (%1). Nothing was sent.</source>
        <translation>Nicht hinzugefügt: Dieser Computer konnte das Hinzufügen nicht vorab festhalten (%1). Es wurde nichts gesendet.</translation>
    </message>
    <message>
        <source>the local data folder cannot be written</source>
        <translation>der lokale Datenordner ist nicht beschreibbar</translation>
    </message>
    <message>
        <source>Not added: the app closed before this add was sent.</source>
        <translation>Nicht hinzugefügt: Die App wurde beendet, bevor dieses Hinzufügen gesendet wurde.</translation>
    </message>
    <message>
        <source>In the basket (checked after the app was started again).</source>
        <translation>Im Warenkorb (nach dem Neustart der App geprüft).</translation>
    </message>
    <message>
        <source>Added (the server confirmed it before the app closed), but the basket does not show it.</source>
        <translation>Hinzugefügt (vom Server bestätigt, bevor die App beendet wurde), aber der Warenkorb zeigt den Artikel nicht an.</translation>
    </message>
    <message>
        <source>This add was on its way when the app closed, and the basket does not show it: it did not arrive, or it was changed in the web shop. It was not sent again; check the basket before adding it again.</source>
        <translation>Dieses Hinzufügen war unterwegs, als die App beendet wurde, und der Warenkorb zeigt den Artikel nicht an: Es ist nicht angekommen, oder der Artikel wurde im Webshop geändert. Es wurde nicht erneut gesendet; prüfen Sie den Warenkorb, bevor Sie den Artikel erneut hinzufügen.</translation>
    </message>
    <message numerus="yes">
        <source>%n add(s) were on their way when the app closed:</source>
        <translation>
            <numerusform>%n Hinzufügung war unterwegs, als die App beendet wurde:</numerusform>
            <numerusform>%n Hinzufügungen waren unterwegs, als die App beendet wurde:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n in the basket</source>
        <translation>
            <numerusform>%n im Warenkorb</numerusform>
            <numerusform>%n im Warenkorb</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n not known (check the basket)</source>
        <translation>
            <numerusform>%n unklar (prüfen Sie den Warenkorb)</numerusform>
            <numerusform>%n unklar (prüfen Sie den Warenkorb)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n not sent</source>
        <translation>
            <numerusform>%n nicht gesendet</numerusform>
            <numerusform>%n nicht gesendet</numerusform>
        </translation>
    </message>
    <message>
        <source>The basket could not be read (%1). Nothing changed; check again later.</source>
        <translation>Der Warenkorb konnte nicht gelesen werden (%1). Es wurde nichts geändert; prüfen Sie später erneut.</translation>
    </message>
    <message>
        <source>In the basket (checked again at %1).</source>
        <translation>Im Warenkorb (um %1 erneut geprüft).</translation>
    </message>
    <message>
        <source>Added (the server confirmed it), but the basket still does not show it (checked again at %1).</source>
        <translation>Hinzugefügt (vom Server bestätigt), aber der Warenkorb zeigt den Artikel immer noch nicht an (um %1 erneut geprüft).</translation>
    </message>
    <message>
        <source>Checked again at %1: the basket does not show this add. It did not arrive, or it was changed in the web shop. Adding it again may put it in the basket twice.</source>
        <translation>Um %1 erneut geprüft: Der Warenkorb zeigt dieses Hinzufügen nicht an. Es ist nicht angekommen, oder der Artikel wurde im Webshop geändert. Wenn Sie ihn erneut hinzufügen, liegt er eventuell doppelt im Warenkorb.</translation>
    </message>
    <message numerus="yes">
        <source>%n still not known</source>
        <translation>
            <numerusform>%n weiterhin unklar</numerusform>
            <numerusform>%n weiterhin unklar</numerusform>
        </translation>
    </message>
    <message>
        <source>Checked the basket again at %1: %2.</source>
        <translation>Warenkorb um %1 erneut geprüft: %2.</translation>
    </message>
</context>
<context>
    <name>webshop::control::ImportController</name>
    <message>
        <source>separated by tabs</source>
        <translation>durch Tabulatoren getrennt</translation>
    </message>
    <message>
        <source>separated by semicolons</source>
        <translation>durch Semikolons getrennt</translation>
    </message>
    <message>
        <source>separated by commas</source>
        <translation>durch Kommas getrennt</translation>
    </message>
    <message>
        <source>one column</source>
        <translation>eine Spalte</translation>
    </message>
    <message>
        <source>separated by &quot;%1&quot;</source>
        <translation>durch „%1“ getrennt</translation>
    </message>
    <message>
        <source>The file %1 cannot be opened: %2</source>
        <translation>Die Datei %1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>The file %1 is larger than 64 MB: that is not an order file.</source>
        <translation>Die Datei %1 ist größer als 64 MB: Das ist keine Bestelldatei.</translation>
    </message>
    <message>
        <source>first line is a header</source>
        <translation>erste Zeile ist eine Kopfzeile</translation>
    </message>
    <message>
        <source>The report could not be saved to %1: %2</source>
        <translation>Der Bericht konnte nicht in %1 gespeichert werden: %2</translation>
    </message>
</context>
<context>
    <name>webshop::control::ImportPreviewModel</name>
    <message>
        <source>Checking…</source>
        <translation>Wird geprüft…</translation>
    </message>
    <message>
        <source>Number found</source>
        <translation>Nummer gefunden</translation>
    </message>
    <message>
        <source>Best match</source>
        <translation>Beste Übereinstimmung</translation>
    </message>
    <message>
        <source>Choose</source>
        <translation>Auswählen</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>Nicht gefunden</translation>
    </message>
    <message>
        <source>Check quantity</source>
        <translation>Menge prüfen</translation>
    </message>
    <message>
        <source>Same as line %1</source>
        <translation>Wie Zeile %1</translation>
    </message>
    <message>
        <source>Merged into line %1</source>
        <translation>In Zeile %1 zusammengeführt</translation>
    </message>
    <message>
        <source>Skipped</source>
        <translation>Übersprungen</translation>
    </message>
    <message>
        <source>Not checked</source>
        <translation>Nicht geprüft</translation>
    </message>
    <message>
        <source>Not checked (error)</source>
        <translation>Nicht geprüft (Fehler)</translation>
    </message>
    <message>
        <source>Added</source>
        <translation>Hinzugefügt</translation>
    </message>
    <message>
        <source>Not added</source>
        <translation>Nicht hinzugefügt</translation>
    </message>
    <message>
        <source>Check basket</source>
        <translation>Warenkorb prüfen</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>In the file</source>
        <translation>In der Datei</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Article</source>
        <translation>Artikel</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Gebinde</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Menge</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>Added before</source>
        <translation>Bereits hinzugefügt</translation>
    </message>
    <message>
        <source>Unit net</source>
        <translation>EP netto</translation>
    </message>
    <message>
        <source>Unit gross</source>
        <translation>EP brutto</translation>
    </message>
    <message>
        <source>Total net</source>
        <translation>Summe netto</translation>
    </message>
    <message>
        <source>Total gross</source>
        <translation>Summe brutto</translation>
    </message>
    <message>
        <source>≈: without deposit. The shop states a pack&apos;s deposit in the basket only, and this pack is not in your basket yet.</source>
        <translation>≈: ohne Pfand. Der Shop nennt das Pfand eines Gebindes nur im Warenkorb, und dieses Gebinde ist noch nicht in Ihrem Warenkorb.</translation>
    </message>
    <message>
        <source>Incl. %1 deposit</source>
        <translation>Inkl. %1 Pfand</translation>
    </message>
    <message>
        <source>≈ %1</source>
        <extracomment>An amount the basket may show otherwise (the tooltip says why), e.g. &quot;≈ 20,79 €&quot;</extracomment>
        <translation>≈ %1</translation>
    </message>
    <message>
        <source>%1 incl. %2 deposit</source>
        <extracomment>The price of an add with its deposit, e.g. &quot;32,56 € incl. 11,78 € deposit&quot;</extracomment>
        <translation>%1 inkl. %2 Pfand</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>The order total of the ready lines before they are added, e.g. &quot;Total gross: 1.234,56 €&quot;</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) without a known price</source>
        <translation>
            <numerusform>%Ln Position ohne bekannten Preis</numerusform>
            <numerusform>%Ln Positionen ohne bekannten Preis</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::control::OfflineCache</name>
    <message>
        <source>Not added: the server cannot be reached. Nothing is kept to send later: add it again once the connection is back.</source>
        <translation>Nicht hinzugefügt: Der Server ist nicht erreichbar. Nichts wird zum späteren Senden aufbewahrt: Fügen Sie es erneut hinzu, sobald die Verbindung wieder besteht.</translation>
    </message>
    <message>
        <source>The remembered sign-in was not accepted by the server. Please sign in again.</source>
        <translation>Die gespeicherte Anmeldung wurde vom Server nicht angenommen. Bitte melden Sie sich erneut an.</translation>
    </message>
</context>
<context>
    <name>webshop::control::OrderGuideController</name>
    <message>
        <source>No one is signed in with a delivery address.</source>
        <translation>Niemand ist mit einer Lieferadresse angemeldet.</translation>
    </message>
</context>
<context>
    <name>webshop::control::OrderGuides</name>
    <message>
        <source>The file has no header: a guide&apos;s file starts with bundle_id, par, position, note.</source>
        <translation>Die Datei hat keine Kopfzeile: Die Datei einer Bestellvorlage beginnt mit bundle_id, par, position, note.</translation>
    </message>
    <message>
        <source>Line %1: no pack number.</source>
        <translation>Zeile %1: keine Gebindenummer.</translation>
    </message>
    <message>
        <source>Line %1: the par &quot;%2&quot; is not a clear number; the line was left out.</source>
        <translation>Zeile %1: Der Sollbestand „%2“ ist keine eindeutige Zahl; die Zeile wurde ausgelassen.</translation>
    </message>
</context>
<context>
    <name>webshop::control::QuickOrder</name>
    <message>
        <source>The basket has no lines to order again.</source>
        <translation>Der Warenkorb hat keine Positionen zum erneuten Bestellen.</translation>
    </message>
    <message>
        <source>The list “%1” has no articles.</source>
        <translation>Die Liste „%1“ enthält keine Artikel.</translation>
    </message>
    <message>
        <source>The list could not be loaded: %1</source>
        <translation>Die Liste konnte nicht geladen werden: %1</translation>
    </message>
</context>
<context>
    <name>webshop::control::StoreComparison</name>
    <message>
        <source>The app does not know this article yet. Search for it once, then compare again.</source>
        <translation>Die App kennt diesen Artikel noch nicht. Suchen Sie ihn einmal und vergleichen Sie dann erneut.</translation>
    </message>
</context>
<context>
    <name>webshop::control::StoreComparisonModel</name>
    <message>
        <source>Store %1</source>
        <translation>Markt %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Wird geprüft…</translation>
    </message>
    <message>
        <source>Not sold here</source>
        <translation>Hier nicht erhältlich</translation>
    </message>
    <message>
        <source>Not loaded</source>
        <translation>Nicht geladen</translation>
    </message>
    <message>
        <source>Not checked</source>
        <translation>Nicht geprüft</translation>
    </message>
    <message>
        <source>This store does not sell this article in this pack.</source>
        <translation>Dieser Markt führt den Artikel in diesem Gebinde nicht.</translation>
    </message>
    <message>
        <source>The store sells it, but the server gave no price.</source>
        <translation>Der Markt führt ihn, aber der Server hat keinen Preis genannt.</translation>
    </message>
    <message>
        <source>The comparison was cancelled before this store was asked.</source>
        <translation>Der Vergleich wurde abgebrochen, bevor dieser Markt gefragt wurde.</translation>
    </message>
    <message>
        <source>Per unit: %1 net, %2 gross</source>
        <translation>Je Einheit: %1 netto, %2 brutto</translation>
    </message>
    <message>
        <source>%1, cheapest</source>
        <translation>%1, am günstigsten</translation>
    </message>
    <message>
        <source>%1 of %2 lines: those every store sells</source>
        <translation>%1 von %2 Positionen: die jeder Markt führt</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>No total</source>
        <translation>Keine Summe</translation>
    </message>
    <message>
        <source>The store of your current delivery address</source>
        <translation>Der Markt Ihrer aktuellen Lieferadresse</translation>
    </message>
    <message>
        <source>Article</source>
        <translation>Artikel</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Menge</translation>
    </message>
    <message>
        <source>Deposit</source>
        <translation>Pfand</translation>
    </message>
    <message>
        <source>%1
%2 · current store</source>
        <translation>%1
%2 · aktueller Markt</translation>
    </message>
    <message>
        <source>%1
%2</source>
        <translation>%1
%2</translation>
    </message>
    <message>
        <source>not sold at %1</source>
        <translation>nicht erhältlich in %1</translation>
    </message>
    <message>
        <source>price unknown at %1</source>
        <translation>Preis unbekannt in %1</translation>
    </message>
    <message>
        <source>not checked at %1</source>
        <translation>nicht geprüft in %1</translation>
    </message>
    <message>
        <source>prices in different currencies</source>
        <translation>Preise in verschiedenen Währungen</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>≈ %1</source>
        <extracomment>An amount the basket may show otherwise (the tooltip says why), e.g. &quot;≈ 20,79 €&quot;</extracomment>
        <translation>≈ %1</translation>
    </message>
    <message>
        <source>≈: the VAT rate cannot be read exactly from this pack&apos;s price: the basket may differ by a cent.</source>
        <translation>≈: Der MwSt.-Satz lässt sich aus dem Preis dieses Gebindes nicht genau ablesen: Der Warenkorb kann um einen Cent abweichen.</translation>
    </message>
</context>
<context>
    <name>webshop::localstore::LocalStore</name>
    <message>
        <source>The folder %1 cannot be created.</source>
        <translation>Der Ordner %1 kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>The local data file %1 cannot be created.</source>
        <translation>Die lokale Datendatei %1 kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>The local data was written by a newer version of the app; it is left as it is.</source>
        <translation>Die lokalen Daten stammen von einer neueren Version der App; sie bleiben unverändert.</translation>
    </message>
    <message>
        <source>The local data file %1 cannot be used.</source>
        <translation>Die lokale Datendatei %1 kann nicht verwendet werden.</translation>
    </message>
    <message>
        <source>Local data could not be saved: %1</source>
        <translation>Lokale Daten konnten nicht gespeichert werden: %1</translation>
    </message>
</context>
<context>
    <name>webshop::models::AddResultText</name>
    <message>
        <source>Waiting for the previous add…</source>
        <translation>Wartet, bis der vorherige Artikel hinzugefügt ist…</translation>
    </message>
    <message>
        <source>Adding to basket…</source>
        <translation>Wird in den Warenkorb gelegt…</translation>
    </message>
    <message>
        <source>Checking basket…</source>
        <translation>Warenkorb wird geprüft…</translation>
    </message>
    <message>
        <source>✓ Added to basket.</source>
        <translation>✓ Zum Warenkorb hinzugefügt.</translation>
    </message>
    <message>
        <source>✓ Added %1 to the basket.</source>
        <translation>✓ %1 zum Warenkorb hinzugefügt.</translation>
    </message>
    <message>
        <source>Added (the server confirmed it), but the basket does not show it yet.</source>
        <translation>Hinzugefügt (vom Server bestätigt), aber der Warenkorb zeigt den Artikel noch nicht an.</translation>
    </message>
    <message>
        <source>The shop added this twice. Please correct it in the webshop.</source>
        <translation>Der Shop hat dies doppelt hinzugefügt. Bitte korrigieren Sie es im Webshop.</translation>
    </message>
    <message>
        <source>It is not known whether this was added. Check the basket before adding it again.</source>
        <translation>Es ist unklar, ob dies hinzugefügt wurde. Prüfen Sie den Warenkorb, bevor Sie es erneut hinzufügen.</translation>
    </message>
    <message>
        <source>Not added.</source>
        <translation>Nicht hinzugefügt.</translation>
    </message>
</context>
<context>
    <name>webshop::models::BasketModel</name>
    <message>
        <source>Article %1: details are not loaded yet</source>
        <translation>Artikel %1: Details noch nicht geladen</translation>
    </message>
    <message>
        <source>Article</source>
        <translation>Artikel</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Menge</translation>
    </message>
    <message>
        <source>Unit net</source>
        <translation>EP netto</translation>
    </message>
    <message>
        <source>Unit gross</source>
        <translation>EP brutto</translation>
    </message>
    <message>
        <source>VAT</source>
        <translation>MwSt.</translation>
    </message>
    <message>
        <source>Worked out from the line total: the catalogue price may differ by a cent.</source>
        <translation>Aus der Positionssumme berechnet: Der Katalogpreis kann um einen Cent abweichen.</translation>
    </message>
    <message>
        <source>Article without a number</source>
        <translation>Artikel ohne Nummer</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>The goods, without deposit and VAT</source>
        <translation>Die Ware, ohne Pfand und MwSt.</translation>
    </message>
    <message>
        <source>Deposit on empties (bottles, crates), without VAT</source>
        <translation>Pfand auf Leergut (Flaschen, Kästen), ohne MwSt.</translation>
    </message>
    <message>
        <source>VAT on the goods and the deposit</source>
        <translation>MwSt. auf Ware und Pfand</translation>
    </message>
    <message>
        <source>What the line costs: goods net + deposit net + VAT</source>
        <translation>Was die Position kostet: Ware netto + Pfand netto + MwSt.</translation>
    </message>
    <message>
        <source>Goods net</source>
        <translation>Ware netto</translation>
    </message>
    <message>
        <source>Gross incl. deposit</source>
        <translation>Brutto inkl. Pfand</translation>
    </message>
    <message>
        <source>Deposit net</source>
        <translation>Pfand netto</translation>
    </message>
    <message>
        <source>Article no. %1 · Pack no. %2</source>
        <extracomment>A basket line&apos;s numbers: the article (variant) and the pack (what the basket orders)</extracomment>
        <translation>Artikelnr. %1 · Gebindenr. %2</translation>
    </message>
</context>
<context>
    <name>webshop::models::BundlesModel</name>
    <message>
        <source>Pack</source>
        <translation>Gebinde</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <source>Pack size</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Netto</translation>
    </message>
    <message>
        <source>VAT</source>
        <translation>MwSt.</translation>
    </message>
    <message>
        <source>Gross</source>
        <translation>Brutto</translation>
    </message>
</context>
<context>
    <name>webshop::models::GuideModel</name>
    <message>
        <source>not counted</source>
        <translation>nicht gezählt</translation>
    </message>
    <message>
        <source>no par</source>
        <translation>kein Soll</translation>
    </message>
    <message>
        <source>enough</source>
        <translation>genug</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <extracomment>One earlier add in the guide&apos;s &quot;Ordered before&quot; column: &quot;3 on 24/11&quot;</extracomment>
        <translation>%1 am %2</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Without deposit, or with an estimated one: the shop states a pack&apos;s deposit in the basket only.</source>
        <translation>Ohne Pfand oder mit geschätztem: Der Shop nennt das Pfand eines Gebindes nur im Warenkorb.</translation>
    </message>
    <message>
        <source>The most this pack was added on one day in the last four weeks. Take it with Ctrl+Shift+P.</source>
        <translation>Die größte Menge dieses Gebindes an einem Tag in den letzten vier Wochen. Übernehmen mit Strg+Umschalt+P.</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Lagerplatz</translation>
    </message>
    <message>
        <source>Article · pack</source>
        <translation>Artikel · Gebinde</translation>
    </message>
    <message>
        <source>Count in</source>
        <translation>Zählen in</translation>
    </message>
    <message>
        <source>Par</source>
        <translation>Soll</translation>
    </message>
    <message>
        <source>Suggested</source>
        <translation>Vorschlag</translation>
    </message>
    <message>
        <source>On hand</source>
        <translation>Bestand</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Bestellen</translation>
    </message>
    <message>
        <source>Net incl. deposit</source>
        <translation>Netto inkl. Pfand</translation>
    </message>
    <message>
        <source>Gross incl. deposit</source>
        <translation>Brutto inkl. Pfand</translation>
    </message>
    <message>
        <source>Ordered before</source>
        <translation>Zuvor bestellt</translation>
    </message>
</context>
<context>
    <name>webshop::models::ListItemsModel</name>
    <message>
        <source>Article</source>
        <translation>Artikel</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Gebinde</translation>
    </message>
    <message>
        <source>Pack size</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Menge</translation>
    </message>
    <message>
        <source>in basket: %1</source>
        <extracomment>Under a list line&apos;s name: what the basket holds of its pack (&quot;in basket: 2&quot;, &quot;in basket: 1.5 kg&quot;)</extracomment>
        <translation>im Warenkorb: %1</translation>
    </message>
    <message>
        <source>%1
Article no. %2 · Pack no. %3</source>
        <extracomment>A list line&apos;s tooltip: the name, then the article number and the chosen pack&apos;s number</extracomment>
        <translation>%1
Artikelnr. %2 · Gebindenr. %3</translation>
    </message>
</context>
<context>
    <name>webshop::models::MoneyFormat</name>
    <message>
        <source>price unknown</source>
        <translation>Preis unbekannt</translation>
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
        <translation>Art.-Nr.</translation>
    </message>
    <message>
        <source>Article</source>
        <translation>Artikel</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Gebinde</translation>
    </message>
    <message>
        <source>Qty</source>
        <translation>Menge</translation>
    </message>
    <message>
        <source>Unit net</source>
        <translation>EP netto</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Netto</translation>
    </message>
    <message>
        <source>VAT</source>
        <translation>MwSt.</translation>
    </message>
    <message>
        <source>Deposit</source>
        <translation>Pfand</translation>
    </message>
    <message>
        <source>Gross</source>
        <translation>Brutto</translation>
    </message>
    <message>
        <source>Order sheet · %1</source>
        <extracomment>The line at the top of every printed page: &quot;Order sheet · Basket&quot;</extracomment>
        <translation>Bestellschein · %1</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
    <message>
        <source>Order sheet</source>
        <translation>Bestellschein</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %Ln line(s)</source>
        <extracomment>Under the title of a printed order sheet: &quot;Basket · 12 lines&quot;</extracomment>
        <translation>
            <numerusform>%1 · %Ln Position</numerusform>
            <numerusform>%1 · %Ln Positionen</numerusform>
        </translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>Kunde</translation>
    </message>
    <message>
        <source>Delivery address</source>
        <translation>Lieferadresse</translation>
    </message>
    <message>
        <source>Store</source>
        <translation>Markt</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Net total</source>
        <translation>Summe netto</translation>
    </message>
    <message>
        <source>of which deposit (net)</source>
        <translation>davon Pfand (netto)</translation>
    </message>
    <message>
        <source>Gross total</source>
        <translation>Summe brutto</translation>
    </message>
    <message>
        <source>Net and gross amounts include the deposit.</source>
        <translation>Netto- und Bruttobeträge enthalten das Pfand.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) without a price are not in the totals.</source>
        <translation>
            <numerusform>%Ln Position ohne Preis ist nicht in den Summen enthalten.</numerusform>
            <numerusform>%Ln Positionen ohne Preis sind nicht in den Summen enthalten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Store %1</source>
        <translation>Markt %1</translation>
    </message>
    <message numerus="yes">
        <source>Net and gross amounts include the deposit where the basket states it: %Ln line(s) without a known deposit (the pack is not in the basket yet).</source>
        <translation>
            <numerusform>Netto- und Bruttobeträge enthalten das Pfand, wo der Warenkorb es nennt: %Ln Position ohne bekanntes Pfand (das Gebinde ist noch nicht im Warenkorb).</numerusform>
            <numerusform>Netto- und Bruttobeträge enthalten das Pfand, wo der Warenkorb es nennt: %Ln Positionen ohne bekanntes Pfand (die Gebinde sind noch nicht im Warenkorb).</numerusform>
        </translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Lagerplatz</translation>
    </message>
    <message>
        <source>Par</source>
        <translation>Soll</translation>
    </message>
    <message>
        <source>Count in</source>
        <translation>Zählen in</translation>
    </message>
    <message>
        <source>On hand</source>
        <translation>Bestand</translation>
    </message>
    <message>
        <source>Count sheet</source>
        <translation>Zählliste</translation>
    </message>
    <message>
        <source>Count sheet · %1</source>
        <extracomment>The line at the top of every printed page of an order guide&apos;s count sheet</extracomment>
        <translation>Zählliste · %1</translation>
    </message>
    <message>
        <source>Pack no.</source>
        <translation>Gebindenr.</translation>
    </message>
</context>
<context>
    <name>webshop::models::PackAddWords</name>
    <message numerus="yes">
        <source>%n earlier add(s) of this pack not known yet: check the basket before adding it again.</source>
        <translation>
            <numerusform>%n früheres Hinzufügen dieses Gebindes ist noch offen: Prüfen Sie den Warenkorb, bevor Sie den Artikel erneut hinzufügen.</numerusform>
            <numerusform>%n frühere Hinzufügungen dieses Gebindes sind noch offen: Prüfen Sie den Warenkorb, bevor Sie den Artikel erneut hinzufügen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::models::PersonalListsModel</name>
    <message>
        <source>Untitled list</source>
        <translation>Liste ohne Namen</translation>
    </message>
    <message>
        <source>List unavailable</source>
        <translation>Liste nicht verfügbar</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Wird geladen…</translation>
    </message>
    <message numerus="yes">
        <source>%Ln article(s)</source>
        <translation>
            <numerusform>%Ln Artikel</numerusform>
            <numerusform>%Ln Artikel</numerusform>
        </translation>
    </message>
    <message>
        <source>Not saved on this computer</source>
        <translation>Nicht auf diesem Computer gespeichert</translation>
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
        <translation>Beim letzten Ansehen: %1</translation>
    </message>
    <message>
        <source>Was %1 when you last saw it (%2)</source>
        <translation>Beim letzten Ansehen: %1 (%2)</translation>
    </message>
</context>
<context>
    <name>webshop::models::PriceDisplay</name>
    <message>
        <source>Net</source>
        <translation>Netto</translation>
    </message>
    <message>
        <source>Gross</source>
        <translation>Brutto</translation>
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
        <translation>%1 · eingegeben: %2 · Gebinde-Nr. %3</translation>
    </message>
    <message>
        <source>Whole packs only: type a whole number.</source>
        <translation>Nur ganze Gebinde: bitte eine ganze Zahl eingeben.</translation>
    </message>
    <message>
        <source>Looking up…</source>
        <translation>Wird gesucht…</translation>
    </message>
    <message>
        <source>Several articles fit: choose one.</source>
        <translation>Mehrere Artikel passen: bitte einen wählen.</translation>
    </message>
    <message>
        <source>No article found.</source>
        <translation>Kein Artikel gefunden.</translation>
    </message>
    <message>
        <source>Press Enter to look it up.</source>
        <translation>Mit Enter nachschlagen.</translation>
    </message>
    <message>
        <source>Article number or words</source>
        <translation>Artikelnummer oder Suchbegriff</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Gebinde</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Menge</translation>
    </message>
    <message>
        <source>Unit net</source>
        <translation>EP netto</translation>
    </message>
    <message>
        <source>Unit gross</source>
        <translation>EP brutto</translation>
    </message>
    <message>
        <source>Total net</source>
        <translation>Summe netto</translation>
    </message>
    <message>
        <source>Total gross</source>
        <translation>Summe brutto</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>in basket: %1</source>
        <extracomment>Under or beside a line: what the basket holds of its pack (&quot;in basket: 2&quot;, &quot;in basket: 1.5 kg&quot;)</extracomment>
        <translation>im Warenkorb: %1</translation>
    </message>
    <message>
        <source>May have been added: this add was on its way when the app closed. The basket is checked at the next sign-in; it is not sent again by itself.</source>
        <translation>Eventuell hinzugefügt: Dieses Hinzufügen war unterwegs, als die App beendet wurde. Der Warenkorb wird bei der nächsten Anmeldung geprüft; es wird nicht von selbst erneut gesendet.</translation>
    </message>
    <message>
        <source>≈ %1</source>
        <extracomment>An amount the basket may show otherwise (the tooltip says why), e.g. &quot;≈ 20,79 €&quot;</extracomment>
        <translation>≈ %1</translation>
    </message>
    <message>
        <source>Deposit</source>
        <translation>Pfand</translation>
    </message>
    <message>
        <source>Without deposit: the shop states a pack&apos;s deposit in the basket only, and this pack is not in your basket yet. The basket may show more.</source>
        <translation>Ohne Pfand: Der Shop nennt das Pfand eines Gebindes nur im Warenkorb, und dieses Gebinde ist noch nicht in Ihrem Warenkorb. Der Warenkorb kann mehr zeigen.</translation>
    </message>
    <message>
        <source>The VAT rate cannot be read exactly from this pack&apos;s price: the basket may differ by a cent.</source>
        <translation>Der MwSt.-Satz lässt sich aus dem Preis dieses Gebindes nicht genau ablesen: Der Warenkorb kann um einen Cent abweichen.</translation>
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
        <translation>Stück</translation>
    </message>
</context>
<context>
    <name>webshop::orders::OrderCsv</name>
    <message>
        <source>Article no.</source>
        <translation>Art.-Nr.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Gebinde</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Menge</translation>
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
        <translation>Keine Menge angegeben.</translation>
    </message>
    <message>
        <source>The quantity &quot;%1&quot; is not a number.</source>
        <translation>Die Menge „%1“ ist keine Zahl.</translation>
    </message>
    <message>
        <source>The quantity &quot;%1&quot; could mean %2 or %3: write it without a thousands separator.</source>
        <translation>Die Menge „%1“ kann %2 oder %3 bedeuten: Schreiben Sie sie ohne Tausendertrennzeichen.</translation>
    </message>
    <message>
        <source>The quantity must be more than 0.</source>
        <translation>Die Menge muss größer als 0 sein.</translation>
    </message>
    <message>
        <source>The quantity &quot;%1&quot; has more than four decimals.</source>
        <translation>Die Menge „%1“ hat mehr als vier Nachkommastellen.</translation>
    </message>
    <message>
        <source>This pack is sold in whole numbers only, not %1.</source>
        <translation>Dieses Gebinde wird nur in ganzen Zahlen verkauft, nicht %1.</translation>
    </message>
    <message>
        <source>Not checked yet.</source>
        <translation>Noch nicht geprüft.</translation>
    </message>
    <message>
        <source>Article number: %1</source>
        <translation>Artikelnummer: %1</translation>
    </message>
    <message>
        <source>Best match: %1</source>
        <translation>Beste Übereinstimmung: %1</translation>
    </message>
    <message>
        <source>Includes the quantities of lines %1.</source>
        <translation>Enthält die Mengen der Zeilen %1.</translation>
    </message>
    <message>
        <source>The same pack as line %1, kept as a line of its own.</source>
        <translation>Dasselbe Gebinde wie in Zeile %1, als eigene Zeile behalten.</translation>
    </message>
    <message>
        <source>The pack &quot;%1&quot; does not name one pack of %2: choose one.</source>
        <translation>Das Gebinde „%1“ bezeichnet nicht genau ein Gebinde von %2: Wählen Sie eines aus.</translation>
    </message>
    <message>
        <source>Several articles fit &quot;%1&quot;; best match: %2.</source>
        <translation>Mehrere Artikel passen zu „%1“; beste Übereinstimmung: %2.</translation>
    </message>
    <message>
        <source>No article number or text.</source>
        <translation>Keine Artikelnummer und kein Text.</translation>
    </message>
    <message>
        <source>No article found for &quot;%1&quot;.</source>
        <translation>Kein Artikel für „%1“ gefunden.</translation>
    </message>
    <message>
        <source>Merged into line %1.</source>
        <translation>In Zeile %1 zusammengeführt.</translation>
    </message>
    <message>
        <source>The same pack as line %1: merge the lines or keep both.</source>
        <translation>Dasselbe Gebinde wie in Zeile %1: Führen Sie die Zeilen zusammen oder behalten Sie beide.</translation>
    </message>
    <message>
        <source>Header line.</source>
        <translation>Kopfzeile.</translation>
    </message>
    <message>
        <source>Blank line.</source>
        <translation>Leerzeile.</translation>
    </message>
    <message>
        <source>Comment line.</source>
        <translation>Kommentarzeile.</translation>
    </message>
    <message>
        <source>Not checked: the import was cancelled.</source>
        <translation>Nicht geprüft: Der Import wurde abgebrochen.</translation>
    </message>
    <message>
        <source>Could not be checked: %1</source>
        <translation>Konnte nicht geprüft werden: %1</translation>
    </message>
    <message>
        <source>Added: %1</source>
        <translation>Hinzugefügt: %1</translation>
    </message>
    <message>
        <source>Added: %1. %2</source>
        <translation>Hinzugefügt: %1. %2</translation>
    </message>
    <message>
        <source>Not added: %1</source>
        <translation>Nicht hinzugefügt: %1</translation>
    </message>
    <message>
        <source>Perhaps added: check the basket. %1</source>
        <translation>Eventuell hinzugefügt: Prüfen Sie den Warenkorb. %1</translation>
    </message>
    <message>
        <source>The quantity &quot;%1&quot; has a comma, but the other quantities of this column use a point as the decimal mark: write it with a point and without a thousands separator.</source>
        <translation>Die Menge „%1“ enthält ein Komma, die übrigen Mengen dieser Spalte verwenden aber einen Punkt als Dezimaltrennzeichen: Schreiben Sie sie mit Punkt und ohne Tausendertrennzeichen.</translation>
    </message>
    <message>
        <source>The quantity &quot;%1&quot; has a point, but the other quantities of this column use a comma as the decimal mark: write it with a comma and without a thousands separator.</source>
        <translation>Die Menge „%1“ enthält einen Punkt, die übrigen Mengen dieser Spalte verwenden aber ein Komma als Dezimaltrennzeichen: Schreiben Sie sie mit Komma und ohne Tausendertrennzeichen.</translation>
    </message>
    <message>
        <source>Not imported: columns %1 could each be the quantity, and no header line says which. Add a first line with the column names, with %2 above the quantity column.</source>
        <extracomment>%1: column numbers (&quot;2 and 3&quot;); %2: the header names the reader accepts for the quantity</extracomment>
        <translation>Nicht importiert: Die Spalten %1 könnten jeweils die Menge sein, und keine Kopfzeile sagt, welche. Fügen Sie eine erste Zeile mit den Spaltennamen hinzu, mit %2 über der Mengenspalte.</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <extracomment>the words a header may use for the quantity column, e.g. &quot;Menge&quot; or &quot;Quantity&quot;</extracomment>
        <translation>%1 oder %2</translation>
    </message>
    <message>
        <source>Not added: %1 packs of %2 are more than the %3 packs one add may have without a question.</source>
        <translation>Nicht hinzugefügt: %1 Gebinde von %2 sind mehr als die %3 Gebinde, die ohne Rückfrage auf einmal hinzugefügt werden dürfen.</translation>
    </message>
    <message>
        <source>Not added: %1 kg of %2 are more than the %3 kg one add may have without a question.</source>
        <translation>Nicht hinzugefügt: %1 kg von %2 sind mehr als die %3 kg, die ohne Rückfrage auf einmal hinzugefügt werden dürfen.</translation>
    </message>
    <message>
        <source>Not added: %1 of %2 cost %3 %4 gross, more than the %5 %4 one add may cost without a question.</source>
        <translation>Nicht hinzugefügt: %1 von %2 kosten %3 %4 brutto, mehr als die %5 %4, die ein Hinzufügen ohne Rückfrage kosten darf.</translation>
    </message>
    <message>
        <source>Check the quantity; to add it anyway, run the import again with --allow-large, or raise the limit in Preferences (Large quantities).</source>
        <translation>Prüfen Sie die Menge; um sie trotzdem hinzuzufügen, starten Sie den Import erneut mit --allow-large oder erhöhen Sie den Grenzwert in den Einstellungen (Große Mengen).</translation>
    </message>
    <message>
        <source>An earlier run of this file sent this pack on %1 for line %2, and this line is not known to be in the basket.</source>
        <translation>Ein früherer Import dieser Datei hat dieses Gebinde am %1 für Zeile %2 gesendet, und es ist unklar, ob diese Zeile im Warenkorb ist.</translation>
    </message>
    <message>
        <source>An earlier run of this file sent this line on %1, and it is not known whether it arrived (or it was sent with another article or quantity).</source>
        <translation>Ein früherer Import dieser Datei hat diese Zeile am %1 gesendet, und es ist unklar, ob sie angekommen ist (oder sie wurde mit einem anderen Artikel oder einer anderen Menge gesendet).</translation>
    </message>
    <message>
        <source>Not sent again. %1 Check the basket; to add it anyway, add the file again (--again on the command line).</source>
        <translation>Nicht erneut gesendet. %1 Prüfen Sie den Warenkorb; um die Zeile trotzdem hinzuzufügen, fügen Sie die Datei erneut hinzu (--again in der Befehlszeile).</translation>
    </message>
    <message>
        <source>Already added by an earlier run of this file on %1: %2. Not sent again.</source>
        <translation>Bereits am %1 von einem früheren Import dieser Datei hinzugefügt: %2. Nicht erneut gesendet.</translation>
    </message>
</context>
<context>
    <name>webshop::shell::ImportRunner</name>
    <message>
        <source>Cannot read the order file %1: %2</source>
        <translation>Die Bestelldatei %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>larger than 64 MB</source>
        <translation>größer als 64 MB</translation>
    </message>
    <message>
        <source>The demo shop could not be started.</source>
        <translation>Der Demo-Shop konnte nicht gestartet werden.</translation>
    </message>
    <message>
        <source>No server is configured: use --demo or --base-url URL.</source>
        <translation>Kein Server eingerichtet: Verwenden Sie --demo oder --base-url URL.</translation>
    </message>
    <message>
        <source>No delivery address of this customer is in store %1.</source>
        <translation>Dieser Kunde hat keine Lieferadresse im Markt %1.</translation>
    </message>
    <message>
        <source>This customer has no delivery address.</source>
        <translation>Dieser Kunde hat keine Lieferadresse.</translation>
    </message>
    <message>
        <source>This customer has several delivery addresses: choose one with --store STORE_ID.</source>
        <translation>Dieser Kunde hat mehrere Lieferadressen: Wählen Sie eine mit --store STORE_ID.</translation>
    </message>
    <message>
        <source>Cannot write the report %1: %2</source>
        <translation>Der Bericht %1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n record(s): %1.</source>
        <translation>
            <numerusform>%n Datensatz: %1.</numerusform>
            <numerusform>%n Datensätze: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) need attention; see %1.</source>
        <translation>
            <numerusform>%n Zeile erfordert Aufmerksamkeit; siehe %1.</numerusform>
            <numerusform>%n Zeilen erfordern Aufmerksamkeit; siehe %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>No login is remembered for this server: sign in once with &quot;Remember me&quot;, or set WEBSHOP_API_USER, WEBSHOP_API_PASSWORD, WEBSHOP_USERNAME and WEBSHOP_PASSWORD.</source>
        <translation>Für diesen Server ist keine Anmeldung gespeichert: Melden Sie sich einmal mit „Auf diesem Computer angemeldet bleiben“ an oder setzen Sie WEBSHOP_API_USER, WEBSHOP_API_PASSWORD, WEBSHOP_USERNAME und WEBSHOP_PASSWORD.</translation>
    </message>
    <message>
        <source>Lines above the large-quantity limits were not added (needs_confirmation): check their quantities, then run again with --allow-large to add them.</source>
        <translation>Zeilen über den Grenzwerten für große Mengen wurden nicht hinzugefügt (needs_confirmation): Prüfen Sie ihre Mengen und starten Sie dann erneut mit --allow-large, um sie hinzuzufügen.</translation>
    </message>
    <message>
        <source>The app&apos;s data folder cannot be written, so no add can be recorded first; nothing was added.</source>
        <translation>Der Datenordner der App ist nicht beschreibbar, daher kann kein Hinzufügen vorab festgehalten werden; es wurde nichts hinzugefügt.</translation>
    </message>
    <message>
        <source>On its way to the basket when this report was written. If the run stopped here, run the file again: what arrived is reported already_added, the rest is added or held back.</source>
        <translation>Beim Schreiben dieses Berichts unterwegs zum Warenkorb. Falls der Import hier abbrach, importieren Sie die Datei erneut: Was angekommen ist, wird als already_added gemeldet, der Rest wird hinzugefügt oder zurückgehalten.</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) were added by an earlier run of this file and were not sent again (already_added); --again adds them anew.</source>
        <translation>
            <numerusform>%n Zeile wurde von einem früheren Import dieser Datei hinzugefügt und nicht erneut gesendet (already_added); --again fügt sie neu hinzu.</numerusform>
            <numerusform>%n Zeilen wurden von einem früheren Import dieser Datei hinzugefügt und nicht erneut gesendet (already_added); --again fügt sie neu hinzu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) were sent by an earlier run of this file that did not learn whether they arrived: not sent again (uncertain). Check the basket; --again adds them anyway.</source>
        <translation>
            <numerusform>%n Zeile wurde von einem früheren Import dieser Datei gesendet, der nicht erfuhr, ob sie ankam: nicht erneut gesendet (uncertain). Prüfen Sie den Warenkorb; --again fügt sie trotzdem hinzu.</numerusform>
            <numerusform>%n Zeilen wurden von einem früheren Import dieser Datei gesendet, der nicht erfuhr, ob sie ankamen: nicht erneut gesendet (uncertain). Prüfen Sie den Warenkorb; --again fügt sie trotzdem hinzu.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::ui::AboutDialog</name>
    <message>
        <source>About Webshop Desktop</source>
        <translation>Über Webshop Desktop</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Webshop Desktop %1&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Webshop Desktop %1&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>Order from your wholesaler&apos;s webshop: search the catalogue, check prices, fill the basket and re-order from your lists.</source>
        <translation>Bestellen Sie im Webshop Ihres Großhändlers: Sortiment durchsuchen, Preise prüfen, Warenkorb füllen und aus Ihren Listen nachbestellen.</translation>
    </message>
    <message>
        <source>Version %1
Qt %2 (built with %3)
QtKeychain %4</source>
        <translation>Version %1
Qt %2 (erstellt mit %3)
QtKeychain %4</translation>
    </message>
</context>
<context>
    <name>webshop::ui::AddHistoryDialog</name>
    <message>
        <source>Reading the basket again…</source>
        <translation>Warenkorb wird erneut gelesen…</translation>
    </message>
    <message>
        <source>These adds cannot be checked now: sign in with this customer and delivery address first.</source>
        <translation>Diese Hinzufügungen können jetzt nicht geprüft werden: Melden Sie sich zuerst mit diesem Kunden und dieser Lieferadresse an.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source> for %1</source>
        <translation> für %1</translation>
    </message>
    <message>
        <source>Add %1 × %2%3 to the basket again?</source>
        <translation>%1 × %2%3 erneut in den Warenkorb legen?</translation>
    </message>
    <message>
        <source>It is not known whether the add of %1 reached the basket. If it did, the basket will hold it twice, and this app cannot remove lines: you would have to correct it in the webshop. Check Again first when you are not sure.</source>
        <translation>Es ist unklar, ob das Hinzufügen von %1 im Warenkorb angekommen ist. Falls ja, liegt der Artikel danach doppelt im Warenkorb, und diese App kann keine Positionen entfernen: Sie müssten es im Webshop korrigieren. Wählen Sie im Zweifel zuerst „Erneut prüfen“.</translation>
    </message>
    <message>
        <source>Add Again Anyway</source>
        <translation>Trotzdem erneut hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Add Again</source>
        <translation>&amp;Erneut hinzufügen</translation>
    </message>
    <message>
        <source>Not added again.</source>
        <translation>Nicht erneut hinzugefügt.</translation>
    </message>
    <message>
        <source>Adding it again… Its outcome appears at the top of the list.</source>
        <translation>Wird erneut hinzugefügt… Das Ergebnis erscheint oben in der Liste.</translation>
    </message>
    <message>
        <source>It could not be added again: sign in with this customer and delivery address, and wait until it is settled.</source>
        <translation>Es konnte nicht erneut hinzugefügt werden: Melden Sie sich mit diesem Kunden und dieser Lieferadresse an und warten Sie, bis das Ergebnis feststeht.</translation>
    </message>
    <message>
        <source>Added to Basket</source>
        <translation>In den Warenkorb gelegt</translation>
    </message>
    <message>
        <source>Added to basket</source>
        <translation>In den Warenkorb gelegt</translation>
    </message>
    <message>
        <source>Everything this app added to the basket of this customer and store: when, at which price, from where and with which outcome.</source>
        <translation>Alles, was diese App in den Warenkorb dieses Kunden und Markts gelegt hat: wann, zu welchem Preis, von wo und mit welchem Ergebnis.</translation>
    </message>
    <message>
        <source>&amp;From:</source>
        <translation>&amp;Von:</translation>
    </message>
    <message>
        <source>&amp;To:</source>
        <translation>&amp;Bis:</translation>
    </message>
    <message>
        <source>All outcomes</source>
        <translation>Alle Ergebnisse</translation>
    </message>
    <message>
        <source>In the basket</source>
        <translation>Im Warenkorb</translation>
    </message>
    <message>
        <source>Not known</source>
        <translation>Unklar</translation>
    </message>
    <message>
        <source>Not added</source>
        <translation>Nicht hinzugefügt</translation>
    </message>
    <message>
        <source>On its way</source>
        <translation>Unterwegs</translation>
    </message>
    <message>
        <source>&amp;Outcome:</source>
        <translation>&amp;Ergebnis:</translation>
    </message>
    <message>
        <source>Article, pack, number or file line</source>
        <translation>Artikel, Gebinde, Nummer oder Dateizeile</translation>
    </message>
    <message>
        <source>&amp;Search:</source>
        <translation>&amp;Suchen:</translation>
    </message>
    <message>
        <source>C&amp;heck Again</source>
        <translation>Erneut &amp;prüfen</translation>
    </message>
    <message>
        <source>Reads the basket again and settles the selected adds whose outcome is not known</source>
        <translation>Liest den Warenkorb erneut und klärt die ausgewählten Hinzufügungen mit unklarem Ergebnis</translation>
    </message>
    <message>
        <source>&amp;Add Again Anyway…</source>
        <translation>&amp;Trotzdem erneut hinzufügen…</translation>
    </message>
    <message>
        <source>Adds the selected add once more: it may then be in the basket twice</source>
        <translation>Fügt den ausgewählten Eintrag noch einmal hinzu: Er liegt dann eventuell doppelt im Warenkorb</translation>
    </message>
    <message>
        <source>E&amp;xport CSV…</source>
        <translation>CSV e&amp;xportieren…</translation>
    </message>
    <message>
        <source>No adds in these days.</source>
        <translation>Keine Hinzufügungen in diesem Zeitraum.</translation>
    </message>
    <message>
        <source>Sign in to see what this app added.</source>
        <translation>Melden Sie sich an, um zu sehen, was diese App hinzugefügt hat.</translation>
    </message>
    <message numerus="yes">
        <source>%n add(s)</source>
        <translation>
            <numerusform>%n Hinzufügung</numerusform>
            <numerusform>%n Hinzufügungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n not known</source>
        <translation>
            <numerusform>%1 · %n unklar</numerusform>
            <numerusform>%1 · %n unklar</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>C&amp;hecking…</source>
        <translation>Wird ge&amp;prüft…</translation>
    </message>
    <message>
        <source>Added to basket %1.csv</source>
        <translation>In den Warenkorb gelegt %1.csv</translation>
    </message>
    <message>
        <source>Export CSV</source>
        <translation>CSV exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message numerus="yes">
        <source>%n add(s) exported to %1.</source>
        <translation>
            <numerusform>%n Hinzufügung nach %1 exportiert.</numerusform>
            <numerusform>%n Hinzufügungen nach %1 exportiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>The file could not be saved: %1</source>
        <translation>Die Datei konnte nicht gespeichert werden: %1</translation>
    </message>
</context>
<context>
    <name>webshop::ui::AddressChooser</name>
    <message>
        <source>Choose a delivery address</source>
        <translation>Lieferadresse wählen</translation>
    </message>
    <message>
        <source>The address decides your store, its prices and what can be delivered. You can switch it later from the toolbar.</source>
        <translation>Die Adresse bestimmt Ihren Markt, seine Preise und was geliefert werden kann. Sie können sie später in der Symbolleiste wechseln.</translation>
    </message>
    <message>
        <source>Delivery addresses</source>
        <translation>Lieferadressen</translation>
    </message>
    <message>
        <source>Sign in as someone else</source>
        <translation>Als anderer Benutzer anmelden</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Weiter</translation>
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
        <translation>Preis unbekannt</translation>
    </message>
    <message>
        <source>Ask your sales contact</source>
        <translation>Bitte beim Vertrieb erfragen</translation>
    </message>
    <message numerus="yes">
        <source>%Ln pack size(s)</source>
        <translation>
            <numerusform>%Ln Gebindegröße</numerusform>
            <numerusform>%Ln Gebindegrößen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 · %Ln pack size(s)</source>
        <translation>
            <numerusform>%1 · %Ln Gebindegröße</numerusform>
            <numerusform>%1 · %Ln Gebindegrößen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::ui::ArticleDetailsPane</name>
    <message>
        <source>Article details</source>
        <translation>Artikeldetails</translation>
    </message>
    <message>
        <source>No article selected</source>
        <translation>Kein Artikel ausgewählt</translation>
    </message>
    <message>
        <source>Pick an article in the results to see its pack sizes and prices.</source>
        <translation>Wählen Sie einen Artikel in den Ergebnissen, um Gebindegrößen und Preise zu sehen.</translation>
    </message>
    <message>
        <source>Updating prices…</source>
        <translation>Preise werden aktualisiert…</translation>
    </message>
    <message>
        <source>Pack sizes</source>
        <translation>Gebindegrößen</translation>
    </message>
    <message>
        <source>Article no. %1</source>
        <translation>Art.-Nr. %1</translation>
    </message>
    <message>
        <source>No picture</source>
        <translation>Kein Bild</translation>
    </message>
    <message>
        <source>Picture of %1</source>
        <translation>Bild: %1</translation>
    </message>
    <message>
        <source>Current prices could not be loaded: %1</source>
        <translation>Aktuelle Preise konnten nicht geladen werden: %1</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Erneut versuchen</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Deposit on empties (bottles, crates), where it applies, is not part of these prices. The shop states it in the basket only: a pack in your basket shows its deposit here.</source>
        <translation>Pfand auf Leergut (Flaschen, Kästen) ist, wo es anfällt, nicht in diesen Preisen enthalten. Der Shop nennt es nur im Warenkorb: Ein Gebinde in Ihrem Warenkorb zeigt sein Pfand hier.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::Banner</name>
    <message>
        <source>Dismiss</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Dismiss message</source>
        <translation>Meldung schließen</translation>
    </message>
</context>
<context>
    <name>webshop::ui::BasketPage</name>
    <message>
        <source>Basket</source>
        <translation>Warenkorb</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Aktualisieren</translation>
    </message>
    <message>
        <source>Read the basket from the shop again</source>
        <translation>Warenkorb erneut vom Shop laden</translation>
    </message>
    <message>
        <source>This app adds articles to your basket. To change quantities, remove lines or check out, continue in the webshop: the basket is the same there.</source>
        <translation>Diese App legt Artikel in Ihren Warenkorb. Um Mengen zu ändern, Positionen zu entfernen oder zu bestellen, wechseln Sie in den Webshop: Dort ist es derselbe Warenkorb.</translation>
    </message>
    <message>
        <source>Continue to checkout in the webshop</source>
        <translation>Weiter zur Kasse im Webshop</translation>
    </message>
    <message>
        <source>Basket lines</source>
        <translation>Warenkorbpositionen</translation>
    </message>
    <message>
        <source>VAT</source>
        <translation>MwSt.</translation>
    </message>
    <message>
        <source>The basket could not be read: %1</source>
        <translation>Der Warenkorb konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Erneut versuchen</translation>
    </message>
    <message>
        <source>Loading your basket…</source>
        <translation>Ihr Warenkorb wird geladen…</translation>
    </message>
    <message>
        <source>The basket has not been loaded</source>
        <translation>Der Warenkorb ist nicht geladen</translation>
    </message>
    <message>
        <source>Sign in and choose a delivery address to see your basket.</source>
        <translation>Melden Sie sich an und wählen Sie eine Lieferadresse, um Ihren Warenkorb zu sehen.</translation>
    </message>
    <message>
        <source>Load basket</source>
        <translation>Warenkorb laden</translation>
    </message>
    <message>
        <source>Your basket is empty</source>
        <translation>Ihr Warenkorb ist leer</translation>
    </message>
    <message>
        <source>Add articles from the search or from your lists.</source>
        <translation>Legen Sie Artikel über die Suche oder aus Ihren Listen hinein.</translation>
    </message>
    <message>
        <source>Find articles</source>
        <translation>Artikel suchen</translation>
    </message>
    <message>
        <source>Total gross</source>
        <translation>Gesamt brutto</translation>
    </message>
    <message>
        <source>updating…</source>
        <translation>wird aktualisiert…</translation>
    </message>
    <message>
        <source>synced just now</source>
        <translation>gerade synchronisiert</translation>
    </message>
    <message>
        <source>synced at %1</source>
        <translation>synchronisiert um %1</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s)</source>
        <translation>
            <numerusform>%Ln Position</numerusform>
            <numerusform>%Ln Positionen</numerusform>
        </translation>
    </message>
    <message>
        <source>Compare Stores…</source>
        <translation>Märkte vergleichen…</translation>
    </message>
    <message>
        <source>The prices of these lines at every store of your delivery addresses</source>
        <translation>Die Preise dieser Positionen in jedem Markt Ihrer Lieferadressen</translation>
    </message>
    <message>
        <source>Goods net</source>
        <translation>Ware netto</translation>
    </message>
    <message>
        <source>Deposit net</source>
        <translation>Pfand netto</translation>
    </message>
    <message>
        <source>Gross incl. deposit</source>
        <translation>Brutto inkl. Pfand</translation>
    </message>
    <message>
        <source>Total net incl. deposit</source>
        <translation>Summe netto inkl. Pfand</translation>
    </message>
    <message>
        <source>The webshop could not be opened in your browser. Its address is %1.</source>
        <translation>Der Webshop konnte nicht im Browser geöffnet werden. Die Adresse lautet %1.</translation>
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
        <translation>In den Warenkorb legen</translation>
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
        <translation>Weit mehr als sonst üblich (Grenzwerte in den Einstellungen):</translation>
    </message>
    <message>
        <source>The app cannot remove lines or lower quantities afterwards.</source>
        <translation>Die App kann danach keine Positionen entfernen und keine Mengen verringern.</translation>
    </message>
    <message numerus="yes">
        <source>Add %n line(s) to the basket?</source>
        <translation>
            <numerusform>%n Position in den Warenkorb legen?</numerusform>
            <numerusform>%n Positionen in den Warenkorb legen?</numerusform>
        </translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>Positionen</translation>
    </message>
    <message>
        <source>Packs</source>
        <translation>Gebinde</translation>
    </message>
    <message numerus="yes">
        <source>%1 in %Ln line(s)</source>
        <translation>
            <numerusform>%1 in %Ln Position</numerusform>
            <numerusform>%1 in %Ln Positionen</numerusform>
        </translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <source>Gross total</source>
        <translation>Summe brutto</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) without a known price are not in it.</source>
        <translation>
            <numerusform>%Ln Position ohne bekannten Preis ist nicht enthalten.</numerusform>
            <numerusform>%Ln Positionen ohne bekannten Preis sind nicht enthalten.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 in the basket → %3 after this add</source>
        <translation>%1: %2 im Warenkorb → %3 nach diesem Hinzufügen</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%Ln line(s) of this add)</source>
        <translation>
            <numerusform>%1 (%Ln Position dieses Hinzufügens)</numerusform>
            <numerusform>%1 (%Ln Positionen dieses Hinzufügens)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Already in the basket (%Ln pack(s)):</source>
        <translation>
            <numerusform>Bereits im Warenkorb (%Ln Gebinde):</numerusform>
            <numerusform>Bereits im Warenkorb (%Ln Gebinde):</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&amp;Add %n Line(s)</source>
        <translation>
            <numerusform>%n Position &amp;hinzufügen</numerusform>
            <numerusform>%n Positionen &amp;hinzufügen</numerusform>
        </translation>
    </message>
    <message>
        <source>Add &amp;Without the Large Lines</source>
        <translation>&amp;Ohne die großen Positionen hinzufügen</translation>
    </message>
    <message>
        <source>%1 incl. %2 deposit</source>
        <extracomment>The price of an add with its deposit, e.g. &quot;32,56 € incl. 11,78 € deposit&quot;</extracomment>
        <translation>%1 inkl. %2 Pfand</translation>
    </message>
    <message>
        <source>≈ %1</source>
        <extracomment>An amount the basket may show otherwise (the note under it says why), e.g. &quot;≈ 20,79 €&quot;</extracomment>
        <translation>≈ %1</translation>
    </message>
    <message numerus="yes">
        <source>≈: without the deposit of %Ln line(s): the shop states a pack&apos;s deposit in the basket only, and these packs are not in it yet.</source>
        <translation>
            <numerusform>≈: ohne das Pfand von %Ln Position: Der Shop nennt das Pfand eines Gebindes nur im Warenkorb, und dieses Gebinde ist noch nicht darin.</numerusform>
            <numerusform>≈: ohne das Pfand von %Ln Positionen: Der Shop nennt das Pfand eines Gebindes nur im Warenkorb, und diese Gebinde sind noch nicht darin.</numerusform>
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
        <translation>Nach Gewicht verkauft: Menge in Kilogramm eingeben</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Netto</translation>
    </message>
    <message>
        <source>VAT</source>
        <translation>MwSt.</translation>
    </message>
    <message>
        <source>Gross</source>
        <translation>Brutto</translation>
    </message>
    <message>
        <source>Price unknown</source>
        <translation>Preis unbekannt</translation>
    </message>
    <message>
        <source>The shop gave no price for this pack size. The basket will show the price once added.</source>
        <translation>Der Shop hat für dieses Gebinde keinen Preis geliefert. Der Warenkorb zeigt den Preis nach dem Hinzufügen.</translation>
    </message>
    <message>
        <source>&amp;Qty</source>
        <translation>&amp;Menge</translation>
    </message>
    <message>
        <source>Add to basket</source>
        <translation>In den Warenkorb</translation>
    </message>
    <message>
        <source>Pack %1</source>
        <translation>Gebinde %1</translation>
    </message>
    <message>
        <source>Pack size: %1</source>
        <translation>Inhalt: %1</translation>
    </message>
    <message>
        <source>%1 / kg</source>
        <translation>%1 / kg</translation>
    </message>
    <message>
        <source>Add %1 to basket</source>
        <translation>%1 in den Warenkorb legen</translation>
    </message>
    <message>
        <source>Quantity of %1</source>
        <translation>Menge für %1</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <extracomment>What an add will send: quantity · price, e.g. &quot;1,5 kg · 17,00 €&quot;</extracomment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 incl. %2 deposit</source>
        <extracomment>The price of an add with its deposit, e.g. &quot;32,56 € incl. 11,78 € deposit&quot;</extracomment>
        <translation>%1 inkl. %2 Pfand</translation>
    </message>
    <message>
        <source>+ %1 deposit per pack (net), as in your basket</source>
        <extracomment>Under a pack&apos;s prices: its deposit as the basket states it, e.g. &quot;+ 3,30 € deposit per pack (net), as in your basket&quot;</extracomment>
        <translation>+ %1 Pfand je Gebinde (netto), wie in Ihrem Warenkorb</translation>
    </message>
    <message>
        <source>The prices above are without deposit. The shop states a pack&apos;s deposit in the basket only: this is the one your basket shows for this pack.</source>
        <translation>Die Preise oben sind ohne Pfand. Der Shop nennt das Pfand eines Gebindes nur im Warenkorb: Dies ist das Pfand, das Ihr Warenkorb für dieses Gebinde zeigt.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::CataloguePage</name>
    <message>
        <source>Loading results</source>
        <translation>Ergebnisse werden geladen</translation>
    </message>
    <message>
        <source>Show as cards</source>
        <translation>Als Kacheln anzeigen</translation>
    </message>
    <message>
        <source>Show as list</source>
        <translation>Als Liste anzeigen</translation>
    </message>
    <message>
        <source>Search results</source>
        <translation>Suchergebnisse</translation>
    </message>
    <message>
        <source>Loading more…</source>
        <translation>Weitere werden geladen…</translation>
    </message>
    <message>
        <source>Search the catalogue</source>
        <translation>Sortiment durchsuchen</translation>
    </message>
    <message>
        <source>Type in the search field above: results appear as you type.</source>
        <translation>Tippen Sie oben ins Suchfeld: Die Ergebnisse erscheinen schon beim Tippen.</translation>
    </message>
    <message>
        <source>Searching for “%1”…</source>
        <translation>Suche nach „%1“…</translation>
    </message>
    <message>
        <source>No results for “%1”</source>
        <translation>Keine Ergebnisse für „%1“</translation>
    </message>
    <message>
        <source>Search for “%1”</source>
        <translation>Suche nach „%1“</translation>
    </message>
    <message>
        <source>Showing %1 of %2 · scroll for more</source>
        <translation>%1 von %2 angezeigt · weitere beim Scrollen</translation>
    </message>
    <message>
        <source>No articles match “%1”</source>
        <translation>Keine Artikel zu „%1“ gefunden</translation>
    </message>
    <message>
        <source>Check the spelling, try a shorter word or the article number.</source>
        <translation>Prüfen Sie die Schreibweise oder versuchen Sie ein kürzeres Wort bzw. die Artikelnummer.</translation>
    </message>
    <message>
        <source>Clear search</source>
        <translation>Suche löschen</translation>
    </message>
    <message>
        <source>The search did not work</source>
        <translation>Die Suche ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Erneut versuchen</translation>
    </message>
    <message>
        <source>What do you need today?</source>
        <translation>Was brauchen Sie heute?</translation>
    </message>
    <message>
        <source>Search by name, brand or article number, e.g. “espresso” or “tomatoes”. Press Ctrl+F to jump to the search field.</source>
        <translation>Suchen Sie nach Name, Marke oder Artikelnummer, z. B. „Espresso“ oder „Tomaten“. Mit Strg+F springen Sie ins Suchfeld.</translation>
    </message>
    <message>
        <source>More results could not be loaded: %1</source>
        <translation>Weitere Ergebnisse konnten nicht geladen werden: %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln result(s) for “%1”</source>
        <translation>
            <numerusform>%Ln Ergebnis für „%1“</numerusform>
            <numerusform>%Ln Ergebnisse für „%1“</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %Ln shown</source>
        <comment>all search results are on screen</comment>
        <translation>
            <numerusform>Vollständig angezeigt</numerusform>
            <numerusform>Alle %Ln angezeigt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::ui::ConnectionStatus</name>
    <message>
        <source>Not signed in</source>
        <translation>Nicht angemeldet</translation>
    </message>
    <message>
        <source>demo shop</source>
        <translation>Demo-Shop</translation>
    </message>
    <message>
        <source>Signing in to %1…</source>
        <translation>Anmeldung bei %1…</translation>
    </message>
    <message>
        <source>Connected · %1</source>
        <translation>Verbunden · %1</translation>
    </message>
    <message>
        <source> · %1</source>
        <translation> · %1</translation>
    </message>
    <message>
        <source> · syncing basket…</source>
        <translation> · Warenkorb wird synchronisiert…</translation>
    </message>
    <message>
        <source> · basket synced just now</source>
        <translation> · Warenkorb gerade synchronisiert</translation>
    </message>
    <message numerus="yes">
        <source> · basket synced %Ln min ago</source>
        <translation>
            <numerusform> · Warenkorb vor %Ln Min. synchronisiert</numerusform>
            <numerusform> · Warenkorb vor %Ln Min. synchronisiert</numerusform>
        </translation>
    </message>
    <message>
        <source>Offline: the server cannot be reached. Showing saved data; signing in again by itself.</source>
        <translation>Offline: Der Server ist nicht erreichbar. Gespeicherte Daten werden angezeigt; die Anmeldung wird von selbst wiederholt.</translation>
    </message>
    <message>
        <source>Offline: %1 cannot be reached. Trying again by itself (F5: now).</source>
        <translation>Offline: %1 ist nicht erreichbar. Neuer Versuch erfolgt von selbst (F5: jetzt).</translation>
    </message>
    <message>
        <source>Signing in to the demo shop…</source>
        <translation>Anmeldung beim Demo-Shop…</translation>
    </message>
    <message>
        <source>Offline: the demo shop cannot be reached. Trying again by itself (F5: now).</source>
        <translation>Offline: Der Demo-Shop ist nicht erreichbar. Neuer Versuch erfolgt von selbst (F5: jetzt).</translation>
    </message>
</context>
<context>
    <name>webshop::ui::CredentialsPage</name>
    <message>
        <source>Show password</source>
        <translation>Passwort anzeigen</translation>
    </message>
    <message>
        <source>Hide password</source>
        <translation>Passwort verbergen</translation>
    </message>
    <message>
        <source>Sign in to your webshop</source>
        <translation>Im Webshop anmelden</translation>
    </message>
    <message>
        <source>Use the API access your company received from the wholesaler, and your own webshop login.</source>
        <translation>Verwenden Sie den API-Zugang, den Ihre Firma vom Großhändler erhalten hat, und Ihre persönliche Webshop-Anmeldung.</translation>
    </message>
    <message>
        <source>Demo shop (built in)</source>
        <translation>Demo-Shop (integriert)</translation>
    </message>
    <message>
        <source>Company server</source>
        <translation>Firmenserver</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>&amp;Server:</source>
        <translation>&amp;Server:</translation>
    </message>
    <message>
        <source>https://shop.example.com</source>
        <translation>https://shop.example.com</translation>
    </message>
    <message>
        <source>Server address</source>
        <translation>Serveradresse</translation>
    </message>
    <message>
        <source>Add&amp;ress:</source>
        <translation>Ad&amp;resse:</translation>
    </message>
    <message>
        <source>API user</source>
        <translation>API-Benutzer</translation>
    </message>
    <message>
        <source>&amp;API user:</source>
        <translation>&amp;API-Benutzer:</translation>
    </message>
    <message>
        <source>API password</source>
        <translation>API-Passwort</translation>
    </message>
    <message>
        <source>API &amp;password:</source>
        <translation>API-&amp;Passwort:</translation>
    </message>
    <message>
        <source>name@company.com</source>
        <translation>name@firma.de</translation>
    </message>
    <message>
        <source>Username</source>
        <translation>Benutzername</translation>
    </message>
    <message>
        <source>&amp;Username:</source>
        <translation>&amp;Benutzername:</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Passwort</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>Pass&amp;wort:</translation>
    </message>
    <message>
        <source>&amp;Remember me on this computer</source>
        <translation>Auf diesem Computer an&amp;gemeldet bleiben</translation>
    </message>
    <message>
        <source>Passwords are kept in the system keychain, never in a file.</source>
        <translation>Passwörter werden im Schlüsselbund des Systems gespeichert, nie in einer Datei.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Sign In</source>
        <translation>Anmelden</translation>
    </message>
    <message>
        <source>server address</source>
        <translation>Serveradresse</translation>
    </message>
    <message>
        <source>username</source>
        <translation>Benutzername</translation>
    </message>
    <message>
        <source>password</source>
        <translation>Passwort</translation>
    </message>
    <message>
        <source>Please fill in: %1.</source>
        <translation>Bitte ausfüllen: %1.</translation>
    </message>
    <message>
        <source>“%1” is not a web address. Enter it like https://shop.example.com.</source>
        <translation>„%1“ ist keine Webadresse. Geben Sie sie wie https://shop.example.com ein.</translation>
    </message>
    <message>
        <source>The server address must not contain a user name or password. Enter only the address, like https://shop.example.com, and the API user and password in their own fields.</source>
        <translation>Die Serveradresse darf keinen Benutzernamen und kein Passwort enthalten. Geben Sie nur die Adresse ein, etwa https://shop.example.com, und tragen Sie API-Benutzer und API-Passwort in die dafür vorgesehenen Felder ein.</translation>
    </message>
    <message>
        <source>Signing in…</source>
        <translation>Anmeldung läuft…</translation>
    </message>
</context>
<context>
    <name>webshop::ui::GuideDelegate</name>
    <message>
        <source>On hand</source>
        <translation>Bestand</translation>
    </message>
    <message>
        <source>Par</source>
        <translation>Soll</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Gebinde</translation>
    </message>
</context>
<context>
    <name>webshop::ui::GuideFiles</name>
    <message>
        <source>The guide could not be saved to %1: %2</source>
        <translation>Die Vorlage konnte nicht in %1 gespeichert werden: %2</translation>
    </message>
    <message>
        <source>The guide was saved to %1.</source>
        <translation>Die Vorlage wurde in %1 gespeichert.</translation>
    </message>
    <message>
        <source>The file %1 could not be read.</source>
        <translation>Die Datei %1 konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <source>Pack %1 is not on this list: left out.</source>
        <translation>Gebinde %1 steht nicht auf dieser Liste: ausgelassen.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) taken from the file.</source>
        <translation>
            <numerusform>%Ln Zeile aus der Datei übernommen.</numerusform>
            <numerusform>%Ln Zeilen aus der Datei übernommen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) taken from the file; not taken: %1</source>
        <translation>
            <numerusform>%Ln Zeile aus der Datei übernommen; nicht übernommen: %1</numerusform>
            <numerusform>%Ln Zeilen aus der Datei übernommen; nicht übernommen: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>order-guide</source>
        <translation>bestellvorlage</translation>
    </message>
    <message>
        <source>Export Guide</source>
        <translation>Vorlage exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Import Guide</source>
        <translation>Vorlage importieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv *.txt)</source>
        <translation>CSV-Dateien (*.csv *.txt)</translation>
    </message>
</context>
<context>
    <name>webshop::ui::GuideFooter</name>
    <message>
        <source>Clear Counts</source>
        <translation>Zählung leeren</translation>
    </message>
    <message numerus="yes">
        <source>Order %Ln line(s)</source>
        <translation>
            <numerusform>%Ln Zeile bestellen</numerusform>
            <numerusform>%Ln Zeilen bestellen</numerusform>
        </translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Bestellen</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln line(s) counted</source>
        <extracomment>The guide&apos;s footer: &quot;12 of 30 lines counted&quot;</extracomment>
        <translation>
            <numerusform>%1 von %Ln Zeile gezählt</numerusform>
            <numerusform>%1 von %Ln Zeilen gezählt</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 net incl. deposit</source>
        <translation>%1 netto inkl. Pfand</translation>
    </message>
    <message>
        <source>%1 gross incl. deposit</source>
        <translation>%1 brutto inkl. Pfand</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) without a price</source>
        <translation>
            <numerusform>%Ln Zeile ohne Preis</numerusform>
            <numerusform>%Ln Zeilen ohne Preis</numerusform>
        </translation>
    </message>
    <message>
        <source>minimum order %1 reached</source>
        <translation>Mindestbestellwert %1 erreicht</translation>
    </message>
    <message>
        <source>%1 short of the minimum order %2</source>
        <translation>%1 fehlen zum Mindestbestellwert %2</translation>
    </message>
</context>
<context>
    <name>webshop::ui::GuideHeader</name>
    <message>
        <source>Order guide</source>
        <translation>Bestellvorlage</translation>
    </message>
    <message>
        <source>Take Suggested Par</source>
        <translation>Vorschlag übernehmen</translation>
    </message>
    <message>
        <source>The current line&apos;s par becomes the suggested one (Ctrl+Shift+P)</source>
        <translation>Das Soll der aktuellen Zeile wird der Vorschlag (Strg+Umschalt+P)</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Teilen</translation>
    </message>
    <message>
        <source>Export Guide…</source>
        <translation>Vorlage exportieren…</translation>
    </message>
    <message>
        <source>Save the guide as CSV (pack number, par, position, note) to share it</source>
        <translation>Die Vorlage als CSV speichern (Gebindenummer, Soll, Lagerplatz, Notiz), um sie weiterzugeben</translation>
    </message>
    <message>
        <source>Import Guide…</source>
        <translation>Vorlage importieren…</translation>
    </message>
    <message>
        <source>Read pars, positions and notes from a guide&apos;s CSV file</source>
        <translation>Soll, Lagerplätze und Notizen aus der CSV-Datei einer Vorlage lesen</translation>
    </message>
</context>
<context>
    <name>webshop::ui::GuideOrderQuestion</name>
    <message>
        <source>Nothing to order: count the lines first (a blank count orders nothing).</source>
        <translation>Nichts zu bestellen: Zählen Sie zuerst die Zeilen (eine leere Zählung bestellt nichts).</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Nothing was ordered.</source>
        <translation>Es wurde nichts bestellt.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::GuidePage</name>
    <message>
        <source>Order guide</source>
        <translation>Bestellvorlage</translation>
    </message>
    <message>
        <source>The guide could not be saved on this computer: %1</source>
        <translation>Die Vorlage konnte auf diesem Computer nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>This line has no suggested par: it needs adds on two days or more.</source>
        <translation>Diese Zeile hat keinen Vorschlag: Dafür braucht es Bestellungen an mindestens zwei Tagen.</translation>
    </message>
    <message>
        <source>Loading the guide…</source>
        <translation>Vorlage wird geladen…</translation>
    </message>
    <message>
        <source>This guide&apos;s list could not be loaded</source>
        <translation>Die Liste dieser Vorlage konnte nicht geladen werden</translation>
    </message>
    <message>
        <source>No order guide yet</source>
        <translation>Noch keine Bestellvorlage</translation>
    </message>
    <message>
        <source>Open a list on the Lists page and choose Use as Order Guide.</source>
        <translation>Öffnen Sie eine Liste unter „Listen“ und wählen Sie „Als Bestellvorlage verwenden“.</translation>
    </message>
    <message>
        <source>Go to Lists</source>
        <translation>Zu den Listen</translation>
    </message>
    <message>
        <source>Count top to bottom: type what is on hand, Enter for the next line.</source>
        <translation>Von oben nach unten zählen: Bestand eingeben, Eingabe für die nächste Zeile.</translation>
    </message>
    <message>
        <source>Order by %1 for the delivery on %2: this guide has not been ordered today.</source>
        <translation>Bis %1 bestellen für die Lieferung am %2: Diese Vorlage wurde heute noch nicht bestellt.</translation>
    </message>
    <message numerus="yes">
        <source>Ordering %Ln line(s)…</source>
        <translation>
            <numerusform>%Ln Zeile wird bestellt…</numerusform>
            <numerusform>%Ln Zeilen werden bestellt…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) added to the basket.</source>
        <translation>
            <numerusform>%Ln Position in den Warenkorb gelegt.</numerusform>
            <numerusform>%Ln Positionen in den Warenkorb gelegt.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 added, %2 not: see View → Added to Basket for each line&apos;s outcome.</source>
        <translation>%1 hinzugefügt, %2 nicht: Das Ergebnis jeder Zeile steht unter Ansicht → In den Warenkorb gelegt.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::GuideReminders</name>
    <message>
        <source>Order guide %1: order by %2 for the delivery on %3; it has not been ordered today.</source>
        <translation>Bestellvorlage %1: bis %2 bestellen für die Lieferung am %3; sie wurde heute noch nicht bestellt.</translation>
    </message>
    <message>
        <source>Open Guide</source>
        <translation>Vorlage öffnen</translation>
    </message>
    <message>
        <source>Order guide</source>
        <translation>Bestellvorlage</translation>
    </message>
</context>
<context>
    <name>webshop::ui::GuideScheduleEditor</name>
    <message>
        <source>Delivery days:</source>
        <translation>Liefertage:</translation>
    </message>
    <message>
        <source>Delivery on %1</source>
        <translation>Lieferung am %1</translation>
    </message>
    <message>
        <source>Order cut-off:</source>
        <translation>Bestellschluss:</translation>
    </message>
    <message>
        <source>The time on the day before each delivery by which the order must be in</source>
        <translation>Die Uhrzeit am Vortag jeder Lieferung, bis zu der die Bestellung eingegangen sein muss</translation>
    </message>
    <message>
        <source>Order cut-off</source>
        <translation>Bestellschluss</translation>
    </message>
    <message>
        <source>Minimum order (gross):</source>
        <translation>Mindestbestellwert (brutto):</translation>
    </message>
    <message>
        <source>Minimum order value, gross</source>
        <translation>Mindestbestellwert, brutto</translation>
    </message>
    <message>
        <source>The minimum order &quot;%1&quot; is not an amount, e.g. %2.</source>
        <translation>Der Mindestbestellwert „%1“ ist kein Betrag, z. B. %2.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::GuideTable</name>
    <message>
        <source>Order guide lines</source>
        <translation>Zeilen der Bestellvorlage</translation>
    </message>
</context>
<context>
    <name>webshop::ui::HistoryActions</name>
    <message>
        <source>Show Added to Basket</source>
        <translation>Hinzufügungen anzeigen</translation>
    </message>
</context>
<context>
    <name>webshop::ui::ImportDialog</name>
    <message>
        <source>Import Order</source>
        <translation>Bestellung importieren</translation>
    </message>
    <message>
        <source>Save &amp;Report…</source>
        <translation>&amp;Bericht speichern…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Checking was stopped. The lines checked so far are kept; the others are marked &quot;Not checked&quot; and are not added.</source>
        <translation>Die Prüfung wurde gestoppt. Die bisher geprüften Zeilen bleiben erhalten; die übrigen sind als „Nicht geprüft“ markiert und werden nicht hinzugefügt.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) added to the basket.</source>
        <translation>
            <numerusform>%Ln Zeile in den Warenkorb gelegt.</numerusform>
            <numerusform>%Ln Zeilen in den Warenkorb gelegt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) not added: each says why. Save the report to keep the list.</source>
        <translation>
            <numerusform>%Ln Zeile nicht hinzugefügt: Der Grund steht in der Zeile. Speichern Sie den Bericht, um die Liste zu behalten.</numerusform>
            <numerusform>%Ln Zeilen nicht hinzugefügt: Der Grund steht in jeder Zeile. Speichern Sie den Bericht, um die Liste zu behalten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every line of the file is in the basket.</source>
        <translation>Jede Zeile der Datei ist im Warenkorb.</translation>
    </message>
    <message>
        <source>Order imported: %1</source>
        <translation>Bestellung importiert: %1</translation>
    </message>
    <message>
        <source>Import Order: %1</source>
        <translation>Bestellung importieren: %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) in the file</source>
        <translation>
            <numerusform>%Ln Zeile in der Datei</numerusform>
            <numerusform>%Ln Zeilen in der Datei</numerusform>
        </translation>
    </message>
    <message>
        <source>%L1 shown</source>
        <translation>%L1 angezeigt</translation>
    </message>
    <message numerus="yes">
        <source>%Ln listed with this filter</source>
        <translation>
            <numerusform>%Ln mit diesem Filter aufgelistet</numerusform>
            <numerusform>%Ln mit diesem Filter aufgelistet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&amp;Add %Ln Line(s) to Basket</source>
        <translation>
            <numerusform>%Ln Zeile in den Warenkorb &amp;legen</numerusform>
            <numerusform>%Ln Zeilen in den Warenkorb &amp;legen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) need you and are not added until fixed. Space on a line shows its choices.</source>
        <translation>
            <numerusform>%Ln Zeile muss noch geklärt werden und wird erst danach hinzugefügt. Die Leertaste zeigt die Auswahl einer Zeile.</numerusform>
            <numerusform>%Ln Zeilen müssen noch geklärt werden und werden erst danach hinzugefügt. Die Leertaste zeigt die Auswahl einer Zeile.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing is added before you press Add.</source>
        <translation>Nichts wird hinzugefügt, bevor Sie auf „In den Warenkorb legen“ klicken.</translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>%1 report.csv</source>
        <translation>%1 Bericht.csv</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Import</translation>
    </message>
    <message>
        <source>Save Report</source>
        <translation>Bericht speichern</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Add Those Lines A&amp;gain…</source>
        <translation>Diese Zeilen &amp;erneut hinzufügen…</translation>
    </message>
    <message>
        <source>Nothing was added.</source>
        <translation>Es wurde nichts hinzugefügt.</translation>
    </message>
    <message>
        <source>today at %1</source>
        <translation>heute um %1</translation>
    </message>
    <message>
        <source>This file was added to this basket %1.</source>
        <translation>Diese Datei wurde bereits in diesen Warenkorb gelegt (%1).</translation>
    </message>
    <message numerus="yes">
        <source>Adding it again puts %Ln line(s) that are in the basket there a second time.</source>
        <translation>
            <numerusform>Erneutes Hinzufügen legt %Ln Zeile, die schon im Warenkorb ist, ein zweites Mal hinein.</numerusform>
            <numerusform>Erneutes Hinzufügen legt %Ln Zeilen, die schon im Warenkorb sind, ein zweites Mal hinein.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) may have arrived then: they may be there twice.</source>
        <translation>
            <numerusform>%Ln Zeile ist damals eventuell angekommen: Sie wäre dann doppelt darin.</numerusform>
            <numerusform>%Ln Zeilen sind damals eventuell angekommen: Sie wären dann doppelt darin.</numerusform>
        </translation>
    </message>
    <message>
        <source>The app cannot remove lines or lower quantities afterwards. Add the lines again?</source>
        <translation>Die App kann danach keine Positionen entfernen und keine Mengen verringern. Die Zeilen erneut hinzufügen?</translation>
    </message>
    <message>
        <source>Add Those Lines Again</source>
        <translation>Diese Zeilen erneut hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Add Again…</source>
        <translation>&amp;Erneut hinzufügen…</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) were in the basket from an earlier run of this file and were not sent again.</source>
        <translation>
            <numerusform>%Ln Zeile war von einem früheren Import dieser Datei schon im Warenkorb und wurde nicht erneut gesendet.</numerusform>
            <numerusform>%Ln Zeilen waren von einem früheren Import dieser Datei schon im Warenkorb und wurden nicht erneut gesendet.</numerusform>
        </translation>
    </message>
    <message>
        <source>This file was added to this basket %1:</source>
        <translation>Diese Datei wurde bereits in diesen Warenkorb gelegt (%1):</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) are already in the basket and will be skipped.</source>
        <translation>
            <numerusform>%Ln Zeile ist bereits im Warenkorb und wird übersprungen.</numerusform>
            <numerusform>%Ln Zeilen sind bereits im Warenkorb und werden übersprungen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) were sent then without a sure answer: they are held back until you have checked the basket.</source>
        <translation>
            <numerusform>%Ln Zeile wurde damals ohne sichere Antwort gesendet: Sie wird zurückgehalten, bis Sie den Warenkorb geprüft haben.</numerusform>
            <numerusform>%Ln Zeilen wurden damals ohne sichere Antwort gesendet: Sie werden zurückgehalten, bis Sie den Warenkorb geprüft haben.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) were not added then and will be added now.</source>
        <translation>
            <numerusform>%Ln Zeile wurde damals nicht hinzugefügt und wird jetzt hinzugefügt.</numerusform>
            <numerusform>%Ln Zeilen wurden damals nicht hinzugefügt und werden jetzt hinzugefügt.</numerusform>
        </translation>
    </message>
    <message>
        <source>&quot;Add Those Lines Again…&quot; adds the whole file anew.</source>
        <translation>„Diese Zeilen erneut hinzufügen…“ fügt die ganze Datei neu hinzu.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::ImportLauncher</name>
    <message>
        <source>Sign in first: the lines of an order file are checked with your shop.</source>
        <translation>Bitte melden Sie sich zuerst an: Die Zeilen einer Bestelldatei werden bei Ihrem Shop geprüft.</translation>
    </message>
    <message>
        <source>An order file is being added to the basket. Open the next one when it has finished.</source>
        <translation>Eine Bestelldatei wird gerade in den Warenkorb gelegt. Öffnen Sie die nächste, wenn sie fertig ist.</translation>
    </message>
    <message>
        <source>Import Order File</source>
        <translation>Bestelldatei importieren</translation>
    </message>
    <message>
        <source>Order files (*.csv *.tsv *.txt);;All files (*)</source>
        <translation>Bestelldateien (*.csv *.tsv *.txt);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>webshop::ui::ImportProgress</name>
    <message>
        <source>&amp;Stop Checking</source>
        <translation>Prüfung &amp;stoppen</translation>
    </message>
    <message>
        <source>Checking the lines with the shop…</source>
        <translation>Die Zeilen werden beim Shop geprüft…</translation>
    </message>
    <message>
        <source>Checked %L1 of %L2 lines</source>
        <translation>%L1 von %L2 Zeilen geprüft</translation>
    </message>
    <message>
        <source>%L1 lines per second</source>
        <translation>%L1 Zeilen pro Sekunde</translation>
    </message>
    <message numerus="yes">
        <source>about %n second(s) left</source>
        <translation>
            <numerusform>noch etwa %n Sekunde</numerusform>
            <numerusform>noch etwa %n Sekunden</numerusform>
        </translation>
    </message>
    <message>
        <source>Adding line %L1 of %L2 to the basket…</source>
        <translation>Zeile %L1 von %L2 wird in den Warenkorb gelegt…</translation>
    </message>
</context>
<context>
    <name>webshop::ui::ImportRowMenu</name>
    <message>
        <source>Choose the article for line %1</source>
        <translation>Artikel für Zeile %1 auswählen</translation>
    </message>
    <message>
        <source>Another article for line %1</source>
        <translation>Anderer Artikel für Zeile %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Line %1 orders the same pack as line %2</source>
        <translation>Zeile %1 bestellt dasselbe Gebinde wie Zeile %2</translation>
    </message>
    <message>
        <source>&amp;Merge into line %1 (quantities added up)</source>
        <translation>In Zeile %1 &amp;zusammenführen (Mengen addiert)</translation>
    </message>
    <message>
        <source>&amp;Keep as a line of its own</source>
        <translation>Als eigene Zeile &amp;behalten</translation>
    </message>
    <message>
        <source>Merge &amp;All Duplicates</source>
        <translation>&amp;Alle Doppelten zusammenführen</translation>
    </message>
    <message>
        <source>Keep All &amp;Duplicates</source>
        <translation>Alle &amp;Doppelten behalten</translation>
    </message>
</context>
<context>
    <name>webshop::ui::ImportSummaryBar</name>
    <message>
        <source>%L1 ready</source>
        <translation>%L1 bereit</translation>
    </message>
    <message>
        <source>%L1 to choose</source>
        <translation>%L1 zur Auswahl</translation>
    </message>
    <message numerus="yes">
        <source>%Ln duplicate(s)</source>
        <translation>
            <numerusform>%Ln doppelt</numerusform>
            <numerusform>%Ln doppelt</numerusform>
        </translation>
    </message>
    <message>
        <source>%L1 not found</source>
        <translation>%L1 nicht gefunden</translation>
    </message>
    <message numerus="yes">
        <source>%Ln invalid quantity(ies)</source>
        <translation>
            <numerusform>%Ln ungültige Menge</numerusform>
            <numerusform>%Ln ungültige Mengen</numerusform>
        </translation>
    </message>
    <message>
        <source>%L1 skipped</source>
        <translation>%L1 übersprungen</translation>
    </message>
    <message>
        <source>%L1 added</source>
        <translation>%L1 hinzugefügt</translation>
    </message>
    <message>
        <source>%L1 not added</source>
        <translation>%L1 nicht hinzugefügt</translation>
    </message>
    <message>
        <source>All %L1</source>
        <translation>Alle %L1</translation>
    </message>
    <message>
        <source>Only problems: %L1</source>
        <translation>Nur Probleme: %L1</translation>
    </message>
</context>
<context>
    <name>webshop::ui::ImportTotal</name>
    <message>
        <source>≈: without the deposit of packs that are not in your basket yet: the shop states a pack&apos;s deposit in the basket only.</source>
        <translation>≈: ohne das Pfand der Gebinde, die noch nicht in Ihrem Warenkorb sind: Der Shop nennt das Pfand eines Gebindes nur im Warenkorb.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::ItemNameDelegate</name>
    <message>
        <source>Article no. %1</source>
        <translation>Art.-Nr. %1</translation>
    </message>
    <message>
        <source>kg</source>
        <comment>weight article badge</comment>
        <translation>kg</translation>
    </message>
    <message>
        <source>Checking basket…</source>
        <translation>Warenkorb wird geprüft…</translation>
    </message>
    <message>
        <source>Add not confirmed: check this quantity</source>
        <translation>Hinzufügen nicht bestätigt: Menge prüfen</translation>
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
        <translation>%1 für %2 hinzufügen?</translation>
    </message>
    <message>
        <source>Add %1?</source>
        <translation>%1 hinzufügen?</translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <translation>%1 für %2</translation>
    </message>
    <message>
        <source>Add these quantities?</source>
        <translation>Diese Mengen hinzufügen?</translation>
    </message>
    <message>
        <source>Large quantity</source>
        <translation>Große Menge</translation>
    </message>
    <message>
        <source>That is far more than a usual add. This app cannot lower a basket line afterwards. The limits are in Preferences.</source>
        <translation>Das ist weit mehr als sonst üblich. Diese App kann eine Warenkorbposition nachträglich nicht verringern. Die Grenzwerte finden Sie in den Einstellungen.</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
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
        <translation>Listenpositionen</translation>
    </message>
</context>
<context>
    <name>webshop::ui::ListsHeader</name>
    <message>
        <source>Compare Stores…</source>
        <translation>Märkte vergleichen…</translation>
    </message>
    <message>
        <source>The prices of this list at every store of your delivery addresses</source>
        <translation>Die Preise dieser Liste in jedem Markt Ihrer Lieferadressen</translation>
    </message>
    <message>
        <source>Use as Order Guide</source>
        <translation>Als Bestellvorlage verwenden</translation>
    </message>
    <message>
        <source>Count the store room against par levels and order what is missing (Ctrl+5)</source>
        <translation>Den Lagerraum gegen Sollbestände zählen und bestellen, was fehlt (Strg+5)</translation>
    </message>
</context>
<context>
    <name>webshop::ui::ListsPage</name>
    <message>
        <source>Lists</source>
        <translation>Listen</translation>
    </message>
    <message>
        <source>Add &amp;selected</source>
        <translation>Aus&amp;wahl hinzufügen</translation>
    </message>
    <message>
        <source>Add the selected lines with their quantities to the basket</source>
        <translation>Die ausgewählten Positionen mit ihren Mengen in den Warenkorb legen</translation>
    </message>
    <message>
        <source>Add &amp;all to basket</source>
        <translation>A&amp;lle in den Warenkorb</translation>
    </message>
    <message>
        <source>The list could not be loaded: %1</source>
        <translation>Die Liste konnte nicht geladen werden: %1</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Erneut versuchen</translation>
    </message>
    <message>
        <source>Loading the list…</source>
        <translation>Liste wird geladen…</translation>
    </message>
    <message>
        <source>This list could not be loaded</source>
        <translation>Diese Liste konnte nicht geladen werden</translation>
    </message>
    <message>
        <source>Your lists could not be loaded</source>
        <translation>Ihre Listen konnten nicht geladen werden</translation>
    </message>
    <message>
        <source>This list is empty</source>
        <translation>Diese Liste ist leer</translation>
    </message>
    <message>
        <source>Add articles to it in the webshop; they show up here.</source>
        <translation>Fügen Sie im Webshop Artikel hinzu; sie erscheinen dann hier.</translation>
    </message>
    <message>
        <source>Choose a list</source>
        <translation>Liste auswählen</translation>
    </message>
    <message>
        <source>Your personal lists are on the left. Pick one to order from it.</source>
        <translation>Links sehen Sie Ihre Listen. Wählen Sie eine aus, um daraus zu bestellen.</translation>
    </message>
    <message>
        <source>Nothing to add: every chosen line has quantity 0.</source>
        <translation>Nichts hinzuzufügen: Alle gewählten Positionen haben die Menge 0.</translation>
    </message>
    <message>
        <source>Waiting…</source>
        <translation>Wartet…</translation>
    </message>
    <message>
        <source>%1 added, %2 not: see the lines marked in red.</source>
        <translation>%1 hinzugefügt, %2 nicht: siehe rot markierte Positionen.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln article(s)</source>
        <translation>
            <numerusform>%Ln Artikel</numerusform>
            <numerusform>%Ln Artikel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Adding %Ln line(s)…</source>
        <translation>
            <numerusform>%Ln Position wird hinzugefügt…</numerusform>
            <numerusform>%Ln Positionen werden hinzugefügt…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) added to the basket.</source>
        <translation>
            <numerusform>%Ln Position in den Warenkorb gelegt.</numerusform>
            <numerusform>%Ln Positionen in den Warenkorb gelegt.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Choose the pack and quantity per line (0 skips it), then add.</source>
        <translation>Gebinde und Menge je Position wählen (0 = auslassen), dann hinzufügen.</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Nothing was added.</source>
        <translation>Es wurde nichts hinzugefügt.</translation>
    </message>
    <message>
        <source>The list “%1”</source>
        <translation>Die Liste „%1“</translation>
    </message>
</context>
<context>
    <name>webshop::ui::ListsSidebar</name>
    <message>
        <source>LISTS</source>
        <translation>LISTEN</translation>
    </message>
    <message>
        <source>Personal lists</source>
        <translation>Eigene Listen</translation>
    </message>
    <message>
        <source>Loading lists…</source>
        <translation>Listen werden geladen…</translation>
    </message>
    <message>
        <source>Lists not loaded</source>
        <translation>Listen nicht geladen</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Erneut versuchen</translation>
    </message>
    <message>
        <source>No lists yet</source>
        <translation>Noch keine Listen</translation>
    </message>
    <message>
        <source>Lists you keep in the webshop appear here.</source>
        <translation>Ihre Listen aus dem Webshop erscheinen hier.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::LoginDialog</name>
    <message>
        <source>The server %1 cannot be reached. Check the address and your network connection.</source>
        <translation>Der Server %1 ist nicht erreichbar. Prüfen Sie die Adresse und Ihre Netzwerkverbindung.</translation>
    </message>
    <message>
        <source>The server&apos;s certificate could not be verified. The connection was not made.</source>
        <translation>Das Zertifikat des Servers konnte nicht überprüft werden. Es wurde keine Verbindung hergestellt.</translation>
    </message>
    <message>
        <source>Plain http:// is only allowed on this computer. Use an https:// address.</source>
        <translation>Unverschlüsseltes http:// ist nur auf diesem Computer erlaubt. Verwenden Sie eine https://-Adresse.</translation>
    </message>
    <message>
        <source>The login was refused. Check the API user and password from your company, and your username and password.</source>
        <translation>Die Anmeldung wurde abgelehnt. Prüfen Sie API-Benutzer und API-Passwort Ihrer Firma sowie Ihren Benutzernamen und Ihr Passwort.</translation>
    </message>
    <message>
        <source>Sign In</source>
        <translation>Anmelden</translation>
    </message>
    <message>
        <source>Signing in as %1…</source>
        <translation>Anmeldung als %1…</translation>
    </message>
    <message>
        <source>This customer account has no delivery address, so no store can be chosen. Please ask your wholesaler to add one.</source>
        <translation>Dieses Kundenkonto hat keine Lieferadresse, daher kann kein Markt gewählt werden. Bitten Sie Ihren Großhändler, eine Lieferadresse anzulegen.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::MainToolBar</name>
    <message>
        <source>Main</source>
        <translation>Hauptsymbolleiste</translation>
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
        <translation>Artikel suchen, z. B. „Espresso 1 kg“</translation>
    </message>
    <message>
        <source>Search articles</source>
        <translation>Artikel suchen</translation>
    </message>
    <message>
        <source>Delivery address</source>
        <translation>Lieferadresse</translation>
    </message>
    <message>
        <source>Delivery address: it decides the store and its prices</source>
        <translation>Lieferadresse: bestimmt den Markt und seine Preise</translation>
    </message>
    <message>
        <source>Basket (%1)</source>
        <translation>Warenkorb (%1)</translation>
    </message>
    <message>
        <source>Account</source>
        <translation>Konto</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Sign in</source>
        <translation>Anmelden</translation>
    </message>
    <message>
        <source>Basket</source>
        <translation>Warenkorb</translation>
    </message>
    <message numerus="yes">
        <source>Basket: %Ln line(s), total %1</source>
        <translation>
            <numerusform>Warenkorb: %Ln Position, Summe %1</numerusform>
            <numerusform>Warenkorb: %Ln Positionen, Summe %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::ui::MainWindow</name>
    <message>
        <source>The new server is used from the next sign-in.</source>
        <translation>Der neue Server gilt ab der nächsten Anmeldung.</translation>
    </message>
    <message>
        <source>Sign In Now</source>
        <translation>Jetzt anmelden</translation>
    </message>
    <message>
        <source>Pasted lines</source>
        <translation>Eingefügte Zeilen</translation>
    </message>
</context>
<context>
    <name>webshop::ui::OfflineAdds</name>
    <message>
        <source>Offline: nothing can be added until the server answers again.</source>
        <translation>Offline: Es kann nichts hinzugefügt werden, bis der Server wieder antwortet.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::OfflineBanner</name>
    <message>
        <source>Offline since %1 · data from %2</source>
        <translation>Offline seit %1 · Daten von %2</translation>
    </message>
    <message>
        <source>Offline since %1</source>
        <translation>Offline seit %1</translation>
    </message>
    <message>
        <source>The server cannot be reached. You are reading what was saved on this computer; nothing can be added to the basket until the server answers again. The views update by themselves then.</source>
        <translation>Der Server ist nicht erreichbar. Sie sehen, was auf diesem Computer gespeichert wurde; bis der Server wieder antwortet, kann nichts in den Warenkorb gelegt werden. Die Ansichten aktualisieren sich dann von selbst.</translation>
    </message>
    <message>
        <source>Try Again</source>
        <translation>Erneut versuchen</translation>
    </message>
</context>
<context>
    <name>webshop::ui::OrderSheetActions</name>
    <message>
        <source>Export as &amp;CSV…</source>
        <translation>Als &amp;CSV exportieren…</translation>
    </message>
    <message>
        <source>Export as P&amp;DF…</source>
        <translation>Als PD&amp;F exportieren…</translation>
    </message>
    <message>
        <source>Print Pre&amp;view…</source>
        <translation>Druck&amp;vorschau…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Drucken…</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A file name: &quot;Basket 2026-11-26&quot; (the date in ISO form sorts well in a folder)</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Export as CSV</source>
        <translation>Als CSV exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Export as PDF</source>
        <translation>Als PDF exportieren</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <source>%1 could not be written.</source>
        <translation>%1 konnte nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Print Preview</source>
        <translation>Druckvorschau</translation>
    </message>
    <message>
        <source>Print Order Sheet</source>
        <translation>Bestellschein drucken</translation>
    </message>
    <message>
        <source>The order sheet could not be printed.</source>
        <translation>Der Bestellschein konnte nicht gedruckt werden.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::PackDelegate</name>
    <message>
        <source>Pack of %1</source>
        <translation>Gebinde für %1</translation>
    </message>
</context>
<context>
    <name>webshop::ui::PageList</name>
    <message>
        <source>&amp;Search</source>
        <translation>&amp;Suche</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Suche</translation>
    </message>
    <message>
        <source>&amp;Basket</source>
        <translation>&amp;Warenkorb</translation>
    </message>
    <message>
        <source>&amp;Lists</source>
        <translation>&amp;Listen</translation>
    </message>
    <message>
        <source>Lists</source>
        <translation>Listen</translation>
    </message>
    <message>
        <source>&amp;Quick Order</source>
        <translation>Sc&amp;hnellbestellung</translation>
    </message>
    <message>
        <source>Quick order</source>
        <translation>Schnellbestellung</translation>
    </message>
    <message>
        <source>Order &amp;Guide</source>
        <translation>Bestell&amp;vorlage</translation>
    </message>
</context>
<context>
    <name>webshop::ui::PageStack</name>
    <message>
        <source>Customer no. %1</source>
        <translation>Kundennr. %1</translation>
    </message>
    <message>
        <source>Your basket</source>
        <translation>Ihr Warenkorb</translation>
    </message>
</context>
<context>
    <name>webshop::ui::PriceChangesDialog</name>
    <message>
        <source>Price Changes</source>
        <translation>Preisänderungen</translation>
    </message>
    <message>
        <source>Price changes on your lists</source>
        <translation>Preisänderungen auf Ihren Listen</translation>
    </message>
    <message>
        <source>Every change of a pack on your lists, as this computer has seen the prices.</source>
        <translation>Jede Änderung eines Gebindes auf Ihren Listen, so wie dieser Computer die Preise gesehen hat.</translation>
    </message>
    <message>
        <source>&amp;Since:</source>
        <translation>&amp;Seit:</translation>
    </message>
    <message>
        <source>Article</source>
        <translation>Artikel</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Gebinde</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Old price</source>
        <translation>Alter Preis</translation>
    </message>
    <message>
        <source>New price</source>
        <translation>Neuer Preis</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Differenz</translation>
    </message>
    <message>
        <source>No price changes on your lists since %1. Prices are compared as this computer has seen them: open your lists now and then.</source>
        <translation>Keine Preisänderungen auf Ihren Listen seit %1. Verglichen wird, was dieser Computer gesehen hat: Öffnen Sie Ihre Listen ab und zu.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln change(s) since %1 (%2)</source>
        <translation>
            <numerusform>%Ln Änderung seit %1 (%2)</numerusform>
            <numerusform>%Ln Änderungen seit %1 (%2)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::ui::PriceChart</name>
    <message>
        <source>Price history</source>
        <translation>Preisverlauf</translation>
    </message>
    <message>
        <source>No price history yet</source>
        <translation>Noch kein Preisverlauf</translation>
    </message>
    <message>
        <source>Only today&apos;s price so far: %1</source>
        <translation>Bisher nur der heutige Preis: %1</translation>
    </message>
    <message>
        <source>Lowest %1, highest %2 in the last %3 days</source>
        <translation>Niedrigster %1, höchster %2 in den letzten %3 Tagen</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
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
        <translation>Preisverlauf · letzte %1 Tage</translation>
    </message>
    <message>
        <source>Price history of %1</source>
        <translation>Preisverlauf von %1</translation>
    </message>
</context>
<context>
    <name>webshop::ui::PriceModeSwitch</name>
    <message>
        <source>Net</source>
        <translation>Netto</translation>
    </message>
    <message>
        <source>Show prices without VAT</source>
        <translation>Preise ohne MwSt. anzeigen</translation>
    </message>
    <message>
        <source>Show net prices</source>
        <translation>Nettopreise anzeigen</translation>
    </message>
    <message>
        <source>Gross</source>
        <translation>Brutto</translation>
    </message>
    <message>
        <source>Show prices with VAT</source>
        <translation>Preise inkl. MwSt. anzeigen</translation>
    </message>
    <message>
        <source>Show gross prices</source>
        <translation>Bruttopreise anzeigen</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>Preise</translation>
    </message>
</context>
<context>
    <name>webshop::ui::ProgressLine</name>
    <message>
        <source>Loading</source>
        <translation>Wird geladen</translation>
    </message>
</context>
<context>
    <name>webshop::ui::QuantityDelegate</name>
    <message>
        <source>Quantity of %1</source>
        <translation>Menge für %1</translation>
    </message>
</context>
<context>
    <name>webshop::ui::QuantityEdit</name>
    <message>
        <source>Quantity</source>
        <translation>Menge</translation>
    </message>
    <message>
        <source> kg</source>
        <comment>quantity unit suffix</comment>
        <translation> kg</translation>
    </message>
    <message>
        <source>Weight in kilograms, e.g. %1</source>
        <translation>Gewicht in Kilogramm, z. B. %1</translation>
    </message>
    <message>
        <source>Number of packs</source>
        <translation>Anzahl Gebinde</translation>
    </message>
    <message>
        <source>Enter a quantity.</source>
        <translation>Geben Sie eine Menge ein.</translation>
    </message>
    <message>
        <source>Enter a weight in kilograms, e.g. %1.</source>
        <translation>Geben Sie ein Gewicht in Kilogramm ein, z. B. %1.</translation>
    </message>
    <message>
        <source>Enter a whole number of packs.</source>
        <translation>Geben Sie eine ganze Anzahl Gebinde ein.</translation>
    </message>
    <message>
        <source>Enter a quantity above zero.</source>
        <translation>Geben Sie eine Menge größer als null ein.</translation>
    </message>
    <message>
        <source>Whole packs only.</source>
        <translation>Nur ganze Gebinde.</translation>
    </message>
    <message>
        <source>At most three decimals (grams).</source>
        <translation>Höchstens drei Nachkommastellen (Gramm).</translation>
    </message>
    <message>
        <source>Unclear: %1 or %2? Type it without a separator or with %3 for decimals.</source>
        <translation>Unklar: %1 oder %2? Geben Sie den Wert ohne Trennzeichen ein oder mit %3 als Dezimaltrennzeichen.</translation>
    </message>
    <message>
        <source>At most %1 per add.</source>
        <translation>Höchstens %1 auf einmal.</translation>
    </message>
    <message>
        <source>At most %1 packs per add.</source>
        <translation>Höchstens %1 Gebinde auf einmal.</translation>
    </message>
    <message>
        <source>Enter a number of packs, e.g. %1.</source>
        <translation>Geben Sie eine Anzahl Gebinde ein, z. B. %1.</translation>
    </message>
    <message>
        <source>At most two decimals.</source>
        <translation>Höchstens zwei Nachkommastellen.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::QuickOrderGrid</name>
    <message>
        <source>Quick order lines</source>
        <translation>Positionen der Schnellbestellung</translation>
    </message>
    <message>
        <source>Add Again…</source>
        <translation>Erneut hinzufügen…</translation>
    </message>
    <message>
        <source>Add this line to the basket once more (it may be there already)</source>
        <translation>Diese Position noch einmal in den Warenkorb legen (sie ist eventuell schon darin)</translation>
    </message>
    <message>
        <source>Remove Line</source>
        <translation>Position entfernen</translation>
    </message>
    <message>
        <source>Packs of %1</source>
        <translation>Gebinde von %1</translation>
    </message>
</context>
<context>
    <name>webshop::ui::QuickOrderPage</name>
    <message>
        <source>Quantity: %1</source>
        <translation>Menge: %1</translation>
    </message>
    <message>
        <source>Quick order</source>
        <translation>Schnellbestellung</translation>
    </message>
    <message>
        <source>Type an article number or a few words, Enter, the quantity, Enter. Ctrl+Enter adds all lines to the basket.</source>
        <translation>Artikelnummer oder Suchbegriff eingeben, Enter, Menge, Enter. Strg+Enter legt alle Positionen in den Warenkorb.</translation>
    </message>
    <message>
        <source>Fill from</source>
        <translation>Füllen aus</translation>
    </message>
    <message>
        <source>Add the lines of a list, or of the basket to order it again</source>
        <translation>Positionen einer Liste übernehmen, oder die des Warenkorbs, um ihn erneut zu bestellen</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>Remove every line (Ctrl+Z brings them back)</source>
        <translation>Alle Positionen entfernen (Strg+Z holt sie zurück)</translation>
    </message>
    <message>
        <source>The basket (order again)</source>
        <translation>Warenkorb (erneut bestellen)</translation>
    </message>
    <message>
        <source>Lists</source>
        <translation>Listen</translation>
    </message>
    <message>
        <source>Clear added lines</source>
        <translation>Hinzugefügte Positionen entfernen</translation>
    </message>
    <message>
        <source>Remove the lines that are in the basket now; the others stay</source>
        <translation>Positionen entfernen, die jetzt im Warenkorb sind; die anderen bleiben</translation>
    </message>
    <message>
        <source>Add all to basket</source>
        <translation>Alle in den Warenkorb</translation>
    </message>
    <message>
        <source>Add every line to the basket (Ctrl+Enter)</source>
        <translation>Jede Position in den Warenkorb legen (Strg+Enter)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) · %1 %2</source>
        <translation>
            <numerusform>%Ln Position · %1 %2</numerusform>
            <numerusform>%Ln Positionen · %1 %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to add yet: every line needs an article and a quantity.</source>
        <translation>Noch nichts hinzuzufügen: jede Position braucht einen Artikel und eine Menge.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) not sent: they need an article, a quantity, or are in the basket already.</source>
        <translation>
            <numerusform>%Ln Position nicht gesendet: Artikel oder Menge fehlt, oder sie ist schon im Warenkorb.</numerusform>
            <numerusform>%Ln Positionen nicht gesendet: Artikel oder Menge fehlt, oder sie sind schon im Warenkorb.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln large line(s) kept back: check the quantity, then add again.</source>
        <translation>
            <numerusform>%Ln große Position zurückgehalten: Menge prüfen, dann erneut hinzufügen.</numerusform>
            <numerusform>%Ln große Positionen zurückgehalten: Menge prüfen, dann erneut hinzufügen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Adding %Ln line(s)…</source>
        <translation>
            <numerusform>%Ln Position wird hinzugefügt…</numerusform>
            <numerusform>%Ln Positionen werden hinzugefügt…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) added to the basket.</source>
        <translation>
            <numerusform>%Ln Position in den Warenkorb gelegt.</numerusform>
            <numerusform>%Ln Positionen in den Warenkorb gelegt.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 added, %2 not: see the lines marked in the status column.</source>
        <translation>%1 hinzugefügt, %2 nicht: siehe die markierten Positionen in der Spalte Status.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln added line(s) cleared; the others stay for another try.</source>
        <translation>
            <numerusform>%Ln hinzugefügte Position entfernt; die anderen bleiben für einen neuen Versuch.</numerusform>
            <numerusform>%Ln hinzugefügte Positionen entfernt; die anderen bleiben für einen neuen Versuch.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was added.</source>
        <translation>Es wurde nichts hinzugefügt.</translation>
    </message>
    <message>
        <source>This line was added.</source>
        <translation>Diese Position wurde hinzugefügt.</translation>
    </message>
    <message>
        <source>This line was added at %1.</source>
        <translation>Diese Position wurde hinzugefügt (%1).</translation>
    </message>
    <message>
        <source>This line may already have been added.</source>
        <translation>Diese Position wurde eventuell schon hinzugefügt.</translation>
    </message>
    <message>
        <source>This line may already have been added (at %1).</source>
        <translation>Diese Position wurde eventuell schon hinzugefügt (%1).</translation>
    </message>
    <message>
        <source>Adding it again may double it; the app cannot remove lines. Add again?</source>
        <translation>Erneutes Hinzufügen kann sie verdoppeln; die App kann keine Positionen entfernen. Erneut hinzufügen?</translation>
    </message>
    <message>
        <source>This line&apos;s add is still on its way: wait for its result.</source>
        <translation>Das Hinzufügen dieser Position ist noch unterwegs: Warten Sie das Ergebnis ab.</translation>
    </message>
    <message>
        <source>Nothing to add again: this line has not been added. Ctrl+Enter adds it.</source>
        <translation>Nichts erneut hinzuzufügen: Diese Position wurde noch nicht hinzugefügt. Strg+Enter fügt sie hinzu.</translation>
    </message>
    <message>
        <source>Add Again</source>
        <translation>Erneut hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Add Again</source>
        <translation>&amp;Erneut hinzufügen</translation>
    </message>
    <message>
        <source>Not added again.</source>
        <translation>Nicht erneut hinzugefügt.</translation>
    </message>
    <message>
        <source>Adding the line again…</source>
        <translation>Position wird erneut hinzugefügt…</translation>
    </message>
    <message>
        <source>The line could not be added again: it changed meanwhile.</source>
        <translation>Die Position konnte nicht erneut hinzugefügt werden: Sie hat sich inzwischen geändert.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>incl. %1 deposit</source>
        <translation>inkl. %1 Pfand</translation>
    </message>
    <message numerus="yes">
        <source>deposit not known for %n line(s) (packs not in the basket yet)</source>
        <translation>
            <numerusform>Pfand für %n Position unbekannt (Gebinde noch nicht im Warenkorb)</numerusform>
            <numerusform>Pfand für %n Positionen unbekannt (Gebinde noch nicht im Warenkorb)</numerusform>
        </translation>
    </message>
    <message>
        <source>≈: the basket may show another amount. Lines marked ≈ say why in their tooltip.</source>
        <translation>≈: Der Warenkorb kann einen anderen Betrag zeigen. Mit ≈ markierte Positionen sagen im Tooltip, warum.</translation>
    </message>
    <message>
        <source>The quick order</source>
        <translation>Die Schnellbestellung</translation>
    </message>
</context>
<context>
    <name>webshop::ui::QuitFlow</name>
    <message>
        <source>An article could not be added to the basket.</source>
        <translation>Ein Artikel konnte nicht in den Warenkorb gelegt werden.</translation>
    </message>
    <message>
        <source>The window stays open: %1</source>
        <translation>Das Fenster bleibt geöffnet: %1</translation>
    </message>
    <message>
        <source>The window stays open: some articles could not be confirmed in the basket. Check the basket before you quit.</source>
        <translation>Das Fenster bleibt geöffnet: Einige Artikel konnten im Warenkorb nicht bestätigt werden. Prüfen Sie den Warenkorb, bevor Sie die App beenden.</translation>
    </message>
    <message>
        <source>You are still signed in: %1</source>
        <translation>Sie sind noch angemeldet: %1</translation>
    </message>
    <message>
        <source>You are still signed in: some articles could not be confirmed in the basket. Check the basket before you sign out.</source>
        <translation>Sie sind noch angemeldet: Einige Artikel konnten im Warenkorb nicht bestätigt werden. Prüfen Sie den Warenkorb, bevor Sie sich abmelden.</translation>
    </message>
    <message>
        <source>Waiting for the basket: the window closes as soon as every article has been added.</source>
        <translation>Warten auf den Warenkorb: Das Fenster schließt sich, sobald alle Artikel hinzugefügt sind.</translation>
    </message>
    <message>
        <source>Quit Now</source>
        <translation>Jetzt beenden</translation>
    </message>
    <message>
        <source>Waiting for the basket: you are signed out as soon as every article has been added.</source>
        <translation>Warten auf den Warenkorb: Sie werden abgemeldet, sobald alle Artikel hinzugefügt sind.</translation>
    </message>
    <message>
        <source>Sign Out Now</source>
        <translation>Jetzt abmelden</translation>
    </message>
</context>
<context>
    <name>webshop::ui::QuitQuestion</name>
    <message>
        <source>Basket Not Saved Yet</source>
        <translation>Warenkorb noch nicht gespeichert</translation>
    </message>
    <message>
        <source>Some articles are still being added to your basket.</source>
        <translation>Einige Artikel werden noch in Ihren Warenkorb gelegt.</translation>
    </message>
    <message>
        <source>If you quit now, they may not reach the webshop. Wait, and the window closes by itself as soon as the basket is up to date.</source>
        <translation>Wenn Sie jetzt beenden, kommen sie eventuell nicht im Webshop an. Warten Sie, dann schließt sich das Fenster von selbst, sobald der Warenkorb aktuell ist.</translation>
    </message>
    <message>
        <source>&amp;Wait</source>
        <translation>&amp;Warten</translation>
    </message>
    <message>
        <source>&amp;Quit Anyway</source>
        <translation>Trotzdem &amp;beenden</translation>
    </message>
    <message>
        <source>If you sign out now, they may not reach the webshop. Wait, and you are signed out as soon as the basket is up to date.</source>
        <translation>Wenn Sie sich jetzt abmelden, kommen sie eventuell nicht im Webshop an. Warten Sie, dann werden Sie abgemeldet, sobald der Warenkorb aktuell ist.</translation>
    </message>
    <message>
        <source>&amp;Sign Out Anyway</source>
        <translation>Trotzdem &amp;abmelden</translation>
    </message>
    <message>
        <source>Also &amp;forget my price history on this computer</source>
        <translation>Auch meinen Preisverlauf auf diesem Computer &amp;vergessen</translation>
    </message>
</context>
<context>
    <name>webshop::ui::SavedMark</name>
    <message>
        <source>today %1</source>
        <translation>heute %1</translation>
    </message>
    <message>
        <source>yesterday %1</source>
        <translation>gestern %1</translation>
    </message>
    <message>
        <source>just now</source>
        <translation>gerade eben</translation>
    </message>
    <message numerus="yes">
        <source>%n min old</source>
        <translation>
            <numerusform>%n Min. alt</numerusform>
            <numerusform>%n Min. alt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n h old</source>
        <translation>
            <numerusform>%n Std. alt</numerusform>
            <numerusform>%n Std. alt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n day(s) old</source>
        <translation>
            <numerusform>%n Tag alt</numerusform>
            <numerusform>%n Tage alt</numerusform>
        </translation>
    </message>
    <message>
        <source>Offline results from saved articles</source>
        <translation>Offline-Ergebnisse aus gespeicherten Artikeln</translation>
    </message>
    <message>
        <source>Saved copy · %1</source>
        <translation>Gespeicherte Kopie · %1</translation>
    </message>
    <message>
        <source>The server cannot be reached: these are the saved articles that match, not the server&apos;s search. The newest was fetched %1.</source>
        <translation>Der Server ist nicht erreichbar: Dies sind die passenden gespeicherten Artikel, nicht die Suche des Servers. Der neueste wurde %1 abgerufen.</translation>
    </message>
    <message>
        <source>The server cannot be reached: this copy was fetched %1.</source>
        <translation>Der Server ist nicht erreichbar: Diese Kopie wurde %1 abgerufen.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::SettingsDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>&amp;Demo shop (built in)</source>
        <translation>&amp;Demo-Shop (integriert)</translation>
    </message>
    <message>
        <source>&amp;Company server:</source>
        <translation>&amp;Firmenserver:</translation>
    </message>
    <message>
        <source>https://shop.example.com</source>
        <translation>https://shop.example.com</translation>
    </message>
    <message>
        <source>Company server address</source>
        <translation>Adresse des Firmenservers</translation>
    </message>
    <message>
        <source>Profile:</source>
        <translation>Profil:</translation>
    </message>
    <message>
        <source>HTTP headers</source>
        <translation>HTTP-Header</translation>
    </message>
    <message>
        <source>Cookies</source>
        <translation>Cookies</translation>
    </message>
    <message>
        <source>How the login tokens are sent. Your IT department tells you if cookies are needed.</source>
        <translation>Wie die Anmelde-Tokens übertragen werden. Ihre IT-Abteilung sagt Ihnen, ob Cookies nötig sind.</translation>
    </message>
    <message>
        <source>&amp;Tokens sent as:</source>
        <translation>&amp;Tokens senden als:</translation>
    </message>
    <message>
        <source> s</source>
        <comment>seconds suffix</comment>
        <translation> s</translation>
    </message>
    <message>
        <source>How long to wait for an answer before giving up</source>
        <translation>Wie lange auf eine Antwort gewartet wird, bevor abgebrochen wird</translation>
    </message>
    <message>
        <source>Ti&amp;meout:</source>
        <translation>&amp;Zeitlimit:</translation>
    </message>
    <message>
        <source>The webshop&apos;s address (default)</source>
        <translation>Adresse des Webshops (Standard)</translation>
    </message>
    <message>
        <source>Opened by “Continue to checkout in the webshop”</source>
        <translation>Wird über „Weiter zur Kasse im Webshop“ geöffnet</translation>
    </message>
    <message>
        <source>C&amp;heckout page:</source>
        <translation>&amp;Kassenseite:</translation>
    </message>
    <message>
        <source>Language and region</source>
        <translation>Sprache und Region</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>From the delivery address</source>
        <translation>Gemäß Lieferadresse</translation>
    </message>
    <message>
        <source>The country the shop is asked for; normally it follows the delivery address.</source>
        <translation>Das Land, für das der Shop abgefragt wird; normalerweise richtet es sich nach der Lieferadresse.</translation>
    </message>
    <message>
        <source>C&amp;ountry:</source>
        <translation>&amp;Land:</translation>
    </message>
    <message>
        <source>Display</source>
        <translation>Anzeige</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Kacheln</translation>
    </message>
    <message>
        <source>List</source>
        <translation>Liste</translation>
    </message>
    <message>
        <source>&amp;Results as:</source>
        <translation>&amp;Ergebnisse als:</translation>
    </message>
    <message>
        <source>Gross (with VAT)</source>
        <translation>Brutto (inkl. MwSt.)</translation>
    </message>
    <message>
        <source>Net (without VAT)</source>
        <translation>Netto (ohne MwSt.)</translation>
    </message>
    <message>
        <source>&amp;Prices:</source>
        <translation>&amp;Preise:</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Systemstandard</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>&amp;Appearance:</source>
        <translation>&amp;Aussehen:</translation>
    </message>
    <message>
        <source>Enter the company server&apos;s address, like https://shop.example.com.</source>
        <translation>Geben Sie die Adresse des Firmenservers ein, z. B. https://shop.example.com.</translation>
    </message>
    <message>
        <source>The checkout page must be a web address, or left empty.</source>
        <translation>Die Kassenseite muss eine Webadresse sein oder leer bleiben.</translation>
    </message>
    <message>
        <source>Large quantities</source>
        <translation>Große Mengen</translation>
    </message>
    <message>
        <source>As&amp;k before adding more than:</source>
        <translation>Vor dem Hinzufügen &amp;nachfragen bei mehr als:</translation>
    </message>
    <message>
        <source>A basket line cannot be lowered from this app: a typing slip would cost a call.</source>
        <translation>Diese App kann eine Warenkorbposition nicht verringern: Ein Tippfehler würde einen Anruf nötig machen.</translation>
    </message>
    <message>
        <source> packs</source>
        <comment>spin box suffix</comment>
        <translation> Gebinde</translation>
    </message>
    <message>
        <source> kg</source>
        <comment>spin box suffix</comment>
        <translation> kg</translation>
    </message>
    <message>
        <source>The gross price of one add, in the shop&apos;s currency</source>
        <translation>Der Bruttobetrag, der auf einmal hinzugefügt wird, in der Währung des Shops</translation>
    </message>
    <message>
        <source>Pack&amp;s:</source>
        <translation>&amp;Gebinde:</translation>
    </message>
    <message>
        <source>&amp;Weight:</source>
        <translation>Ge&amp;wicht:</translation>
    </message>
    <message>
        <source>&amp;Gross price:</source>
        <translation>&amp;Bruttopreis:</translation>
    </message>
    <message>
        <source>An address must not contain a user name or password: enter the address only.</source>
        <translation>Die Adresse darf keinen Benutzernamen und kein Passwort enthalten: Geben Sie nur die Adresse ein.</translation>
    </message>
    <message>
        <source>Language and appearance change at once; a new server is used from the next sign-in. Passwords are kept in the system keychain only.</source>
        <translation>Sprache und Darstellung ändern sich sofort; ein neuer Server gilt ab der nächsten Anmeldung. Passwörter liegen nur im Schlüsselbund des Systems.</translation>
    </message>
    <message>
        <source> days</source>
        <comment>spin box suffix</comment>
        <translation> Tage</translation>
    </message>
    <message>
        <source>Older prices are deleted when the app starts</source>
        <translation>Ältere Preise werden beim Start der App gelöscht</translation>
    </message>
    <message>
        <source>&amp;Forget Local Data…</source>
        <translation>Lokale Daten &amp;vergessen…</translation>
    </message>
    <message>
        <source>Price &amp;history:</source>
        <translation>Preis&amp;verlauf:</translation>
    </message>
    <message>
        <source>Prices this computer has seen, for the charts and the change badges</source>
        <translation>Preise, die dieser Computer gesehen hat, für die Diagramme und die Änderungsmarken</translation>
    </message>
    <message>
        <source>Forget Local Data</source>
        <translation>Lokale Daten vergessen</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>The local price history has been deleted.</source>
        <translation>Der lokale Preisverlauf wurde gelöscht.</translation>
    </message>
    <message>
        <source>The local price history could not be deleted.</source>
        <translation>Der lokale Preisverlauf konnte nicht gelöscht werden.</translation>
    </message>
    <message>
        <source>Deletes the price history, the prices seen and the history of basket adds of every customer on this computer</source>
        <translation>Löscht den Preisverlauf, die gesehenen Preise und den Verlauf der Warenkorb-Hinzufügungen aller Kunden auf diesem Computer</translation>
    </message>
    <message>
        <source>Delete the price history, the prices seen and the history of basket adds on this computer?</source>
        <translation>Preisverlauf, gesehene Preise und den Verlauf der Warenkorb-Hinzufügungen auf diesem Computer löschen?</translation>
    </message>
    <message>
        <source>This applies to every customer who signed in here. Your basket and lists in the webshop stay as they are. Adds still on their way to the basket are kept until their outcome is known.</source>
        <translation>Das gilt für jeden Kunden, der sich hier angemeldet hat. Ihr Warenkorb und Ihre Listen im Webshop bleiben unverändert. Hinzufügungen, die noch unterwegs zum Warenkorb sind, bleiben erhalten, bis ihr Ergebnis feststeht.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::SignInFlow</name>
    <message>
        <source>You are not signed in. Sign in to search and order.</source>
        <translation>Sie sind nicht angemeldet. Melden Sie sich an, um zu suchen und zu bestellen.</translation>
    </message>
    <message>
        <source>Sign In</source>
        <translation>Anmelden</translation>
    </message>
    <message>
        <source>Your session has ended and could not be renewed. Please sign in again.</source>
        <translation>Ihre Sitzung ist beendet und konnte nicht erneuert werden. Bitte melden Sie sich erneut an.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::StoreComparisonDialog</name>
    <message>
        <source>Compare Stores</source>
        <translation>Märkte vergleichen</translation>
    </message>
    <message>
        <source>Compare stores</source>
        <translation>Märkte vergleichen</translation>
    </message>
    <message>
        <source>Prices per store</source>
        <translation>Preise je Markt</translation>
    </message>
    <message>
        <source>Cancel Comparison</source>
        <translation>Vergleich abbrechen</translation>
    </message>
    <message>
        <source>Switch to This Address…</source>
        <translation>Zu dieser Adresse wechseln…</translation>
    </message>
    <message>
        <source>Opens the choice of your delivery address. Nothing changes until you choose there.</source>
        <translation>Öffnet die Auswahl Ihrer Lieferadresse. Erst wenn Sie dort wählen, ändert sich etwas.</translation>
    </message>
    <message>
        <source>%1 at the stores of your delivery addresses (prices: %2). Comparing changes nothing: not your basket, not your delivery address.</source>
        <translation>%1 in den Märkten Ihrer Lieferadressen (Preise: %2). Der Vergleich ändert nichts: weder Ihren Warenkorb noch Ihre Lieferadresse.</translation>
    </message>
    <message>
        <source>Checking prices: %1 of %2</source>
        <translation>Preise werden geprüft: %1 von %2</translation>
    </message>
    <message>
        <source>Cancelled: %1 of %2 prices checked, the rest was not asked for.</source>
        <translation>Abgebrochen: %1 von %2 Preisen geprüft, der Rest wurde nicht abgefragt.</translation>
    </message>
    <message>
        <source>Prices checked: %1 of %2.</source>
        <translation>Preise geprüft: %1 von %2.</translation>
    </message>
    <message>
        <source>All your delivery addresses are served by one store: there is nothing to compare.</source>
        <translation>Alle Ihre Lieferadressen werden von einem Markt beliefert: Es gibt nichts zu vergleichen.</translation>
    </message>
    <message>
        <source>Not in the totals, so that they compare the same articles: %1.</source>
        <translation>Nicht in den Summen, damit sie dieselben Artikel vergleichen: %1.</translation>
    </message>
    <message>
        <source>Totals count the %1 of %2 lines that every store sells at a known price.</source>
        <translation>Die Summen zählen die %1 von %2 Positionen, die jeder Markt zu einem bekannten Preis führt.</translation>
    </message>
    <message>
        <source>No line is sold at a known price at every store, so there are no totals to compare.</source>
        <translation>Keine Position ist in jedem Markt zu einem bekannten Preis erhältlich, daher gibt es keine Summen zum Vergleichen.</translation>
    </message>
    <message>
        <source>Deposit as in your basket: %1, not included in the totals.</source>
        <translation>Pfand wie im Warenkorb: %1, nicht in den Summen enthalten.</translation>
    </message>
    <message>
        <source>Switch to %1…</source>
        <translation>Zu %1 wechseln…</translation>
    </message>
</context>
<context>
    <name>webshop::ui::WhatEdit</name>
    <message>
        <source>Article number or words</source>
        <translation>Artikelnummer oder Suchbegriff</translation>
    </message>
    <message>
        <source>Suggestions</source>
        <translation>Vorschläge</translation>
    </message>
    <message>
        <source>Article number %1 · Pack number %2</source>
        <translation>Artikelnummer %1 · Gebindenummer %2</translation>
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
        <translation>%1 · %2 · %3 · Art. %4 · Gebinde %5</translation>
    </message>
    <message>
        <source>%1 · %2 · Pack %3</source>
        <extracomment>One pack in the quick order&apos;s pack choice: pack · its price · pack number</extracomment>
        <translation>%1 · %2 · Gebinde %3</translation>
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
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Import Order File…</source>
        <translation>Bestelldatei &amp;importieren…</translation>
    </message>
    <message>
        <source>&amp;Switch User…</source>
        <translation>Benutzer &amp;wechseln…</translation>
    </message>
    <message>
        <source>&amp;Log Out</source>
        <translation>&amp;Abmelden</translation>
    </message>
    <message>
        <source>Log Out and &amp;Forget Local Data</source>
        <translation>Abmelden und lokale Daten ver&amp;gessen</translation>
    </message>
    <message>
        <source>Signs out and deletes your price history and add history on this computer</source>
        <translation>Meldet Sie ab und löscht Ihren Preisverlauf und den Verlauf Ihrer Hinzufügungen auf diesem Computer</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Find Articles</source>
        <translation>Artikel &amp;suchen</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Aktualisieren</translation>
    </message>
    <message>
        <source>Compare S&amp;tores…</source>
        <translation>&amp;Märkte vergleichen…</translation>
    </message>
    <message>
        <source>Price C&amp;hanges…</source>
        <translation>Preisän&amp;derungen…</translation>
    </message>
    <message>
        <source>&amp;Added to Basket…</source>
        <translation>&amp;In den Warenkorb gelegt…</translation>
    </message>
    <message>
        <source>&amp;Net Prices</source>
        <translation>&amp;Nettopreise</translation>
    </message>
    <message>
        <source>&amp;Gross Prices</source>
        <translation>&amp;Bruttopreise</translation>
    </message>
    <message>
        <source>Results as &amp;Cards</source>
        <translation>Ergebnisse als &amp;Kacheln</translation>
    </message>
    <message>
        <source>Results as L&amp;ist</source>
        <translation>Ergebnisse als Lis&amp;te</translation>
    </message>
    <message>
        <source>&amp;About Webshop Desktop</source>
        <translation>&amp;Über Webshop Desktop</translation>
    </message>
</context>
<context>
    <name>webshop::values::ApiError</name>
    <message>
        <source>The server could not be reached. Check your internet connection and try again.</source>
        <translation>Der Server ist nicht erreichbar. Prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>The server took too long to answer. Try again in a moment.</source>
        <translation>Der Server hat zu lange nicht geantwortet. Versuchen Sie es gleich noch einmal.</translation>
    </message>
    <message>
        <source>A secure connection to the server could not be established. The server&apos;s certificate was not accepted.</source>
        <translation>Es konnte keine sichere Verbindung zum Server hergestellt werden. Das Zertifikat des Servers wurde nicht akzeptiert.</translation>
    </message>
    <message>
        <source>Your login is no longer valid. Please log in again.</source>
        <translation>Ihre Anmeldung ist nicht mehr gültig. Bitte melden Sie sich erneut an.</translation>
    </message>
    <message>
        <source>The requested item was not found on the server.</source>
        <translation>Der angeforderte Eintrag wurde auf dem Server nicht gefunden.</translation>
    </message>
    <message>
        <source>The server refused the request: %1</source>
        <translation>Der Server hat die Anfrage abgelehnt: %1</translation>
    </message>
    <message>
        <source>The server refused the request.</source>
        <translation>Der Server hat die Anfrage abgelehnt.</translation>
    </message>
    <message>
        <source>The server is busy with too many requests. Try again in a moment.</source>
        <translation>Der Server ist gerade überlastet. Versuchen Sie es gleich noch einmal.</translation>
    </message>
    <message>
        <source>The server had a problem (error %1). Try again later.</source>
        <translation>Auf dem Server ist ein Problem aufgetreten (Fehler %1). Versuchen Sie es später erneut.</translation>
    </message>
    <message>
        <source>The server answered with an unexpected error (%1).</source>
        <translation>Der Server hat mit einem unerwarteten Fehler geantwortet (%1).</translation>
    </message>
    <message>
        <source>The server sent an answer this app does not understand.</source>
        <translation>Der Server hat eine Antwort gesendet, die diese App nicht versteht.</translation>
    </message>
    <message>
        <source>The request was cancelled.</source>
        <translation>Die Anfrage wurde abgebrochen.</translation>
    </message>
    <message>
        <source>The server sent an answer that is too large to process.</source>
        <translation>Die Antwort des Servers ist zu groß, um sie zu verarbeiten.</translation>
    </message>
    <message>
        <source>The connection was refused because it is not encrypted. Use an https:// address.</source>
        <translation>Die Verbindung wurde abgelehnt, weil sie nicht verschlüsselt ist. Verwenden Sie eine https://-Adresse.</translation>
    </message>
    <message>
        <source>The connection dropped after the request was sent. Checking whether it arrived…</source>
        <translation>Die Verbindung brach nach dem Senden der Anfrage ab. Es wird geprüft, ob sie angekommen ist…</translation>
    </message>
    <message>
        <source>Your access does not include this function (%1).</source>
        <translation>Ihr Zugang umfasst diese Funktion nicht (%1).</translation>
    </message>
    <message>
        <source>error %1</source>
        <translation>Fehler %1</translation>
    </message>
    <message>
        <source>The server address must not contain a user name or password (user:password@). Enter the API user and password in their own fields.</source>
        <translation>Die Serveradresse darf keinen Benutzernamen und kein Passwort enthalten (user:password@). Geben Sie API-Benutzer und API-Passwort in die dafür vorgesehenen Felder ein.</translation>
    </message>
</context>
<context>
    <name>webshop::values::DeliveryAddress</name>
    <message>
        <source>Store %1</source>
        <translation>Markt %1</translation>
    </message>
</context>
</TS>
