<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl_NL">
<context>
    <name>AppController</name>
    <message>
        <source>The demo shop could not be started.</source>
        <translation>De demowebshop kon niet worden gestart.</translation>
    </message>
    <message>
        <source>Login failed.</source>
        <translation>Aanmelden mislukt.</translation>
    </message>
    <message>
        <source>No login for the screenshot: use --demo, or set WEBSHOP_API_USER, WEBSHOP_API_PASSWORD, WEBSHOP_USERNAME and WEBSHOP_PASSWORD.</source>
        <translation>Geen aanmeldgegevens voor de schermafbeelding: gebruik --demo of stel WEBSHOP_API_USER, WEBSHOP_API_PASSWORD, WEBSHOP_USERNAME en WEBSHOP_PASSWORD in.</translation>
    </message>
    <message>
        <source>No delivery address of this customer is in store %1.</source>
        <translation>Deze klant heeft geen afleveradres bij vestiging %1.</translation>
    </message>
    <message>
        <source>This customer has no delivery address.</source>
        <translation>Deze klant heeft geen afleveradres.</translation>
    </message>
    <message>
        <source>The article could not be loaded: %1</source>
        <translation>Het artikel kon niet worden geladen: %1</translation>
    </message>
    <message>
        <source>The search could not be loaded: %1</source>
        <translation>De zoekopdracht kon niet worden geladen: %1</translation>
    </message>
    <message>
        <source>The basket could not be loaded: %1</source>
        <translation>De winkelwagen kon niet worden geladen: %1</translation>
    </message>
    <message>
        <source>The lists could not be loaded: %1</source>
        <translation>De lijsten konden niet worden geladen: %1</translation>
    </message>
    <message>
        <source>The list could not be loaded: %1</source>
        <translation>De lijst kon niet worden geladen: %1</translation>
    </message>
    <message>
        <source>The order file %1 could not be opened.</source>
        <translation>Het bestelbestand %1 kon niet worden geopend.</translation>
    </message>
    <message>
        <source>The sample order is missing from this build.</source>
        <translation>De voorbeeldbestelling ontbreekt in deze versie.</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Webshop Desktop: order from your wholesaler&apos;s webshop.</source>
        <translation>Webshop Desktop: bestel in de webshop van uw groothandel.</translation>
    </message>
    <message>
        <source>Start the built-in demo shop and log in as the demo customer.</source>
        <translation>De ingebouwde demowebshop starten en aanmelden als demoklant.</translation>
    </message>
    <message>
        <source>Address of the webshop API server.</source>
        <translation>Adres van de API-server van de webshop.</translation>
    </message>
    <message>
        <source>Language and formats, e.g. de-DE or en-GB.</source>
        <translation>Taal en notaties, bijv. nl-NL of en-GB.</translation>
    </message>
    <message>
        <source>Start with this search.</source>
        <translation>Met deze zoekopdracht starten.</translation>
    </message>
    <message>
        <source>View to show: %1.</source>
        <translation>Weer te geven weergave: %1.</translation>
    </message>
    <message>
        <source>Article (variant id) for the article view.</source>
        <translation>Artikel (variant-ID) voor de artikelweergave.</translation>
    </message>
    <message>
        <source>When the view has finished loading, save the window as PNG and exit.</source>
        <translation>Het venster als PNG opslaan en afsluiten zodra de weergave is geladen.</translation>
    </message>
    <message>
        <source>Window size, default 1440x900.</source>
        <translation>Venstergrootte, standaard 1440x900.</translation>
    </message>
    <message>
        <source>Seconds to wait for a screenshot, default 30.</source>
        <translation>Wachttijd voor de schermafbeelding in seconden, standaard 30.</translation>
    </message>
    <message>
        <source>Delivery address by store id (non-interactive login).</source>
        <translation>Afleveradres op vestigings-ID (niet-interactief aanmelden).</translation>
    </message>
    <message>
        <source>Unexpected argument: %1</source>
        <translation>Onverwacht argument: %1</translation>
    </message>
    <message>
        <source>Not a valid http(s) address: %1</source>
        <translation>Geen geldig http(s)-adres: %1</translation>
    </message>
    <message>
        <source>Not a locale tag like de-DE: %1</source>
        <translation>Geen taalcode zoals nl-NL: %1</translation>
    </message>
    <message>
        <source>Unknown view &quot;%1&quot;; choose one of %2.</source>
        <translation>Onbekende weergave ‘%1’; kies uit: %2.</translation>
    </message>
    <message>
        <source>--show article needs --article or --search.</source>
        <translation>--show article vereist --article of --search.</translation>
    </message>
    <message>
        <source>Window size must look like 1440x900: %1</source>
        <translation>De venstergrootte moet de vorm 1440x900 hebben: %1</translation>
    </message>
    <message>
        <source>Timeout must be 1 to 3600 seconds: %1</source>
        <translation>De time-out moet tussen 1 en 3600 seconden liggen: %1</translation>
    </message>
    <message>
        <source>--base-url must not contain a user name or password: give the server address only, and the logins through WEBSHOP_API_USER, WEBSHOP_API_PASSWORD, WEBSHOP_USERNAME and WEBSHOP_PASSWORD or the sign-in form.</source>
        <translation>--base-url mag geen gebruikersnaam of wachtwoord bevatten: geef alleen het serveradres op, en de aanmeldgegevens via WEBSHOP_API_USER, WEBSHOP_API_PASSWORD, WEBSHOP_USERNAME en WEBSHOP_PASSWORD of het aanmeldformulier.</translation>
    </message>
    <message>
        <source>Check every line of an order file (CSV, TSV) against the server without a window; exit code 0 only when every line resolved.</source>
        <translation>Controleert elke regel van een bestelbestand (CSV, TSV) bij de server zonder venster; exitcode 0 alleen als elke regel is herkend.</translation>
    </message>
    <message>
        <source>Where --import writes its report (CSV, one row per line).</source>
        <translation>Waar --import zijn rapport schrijft (CSV, één rij per regel).</translation>
    </message>
    <message>
        <source>With --import: also add the resolved lines to the basket.</source>
        <translation>Met --import: voeg de herkende regels ook toe aan de winkelwagen.</translation>
    </message>
    <message>
        <source>With --import: lines with the same pack are reported (ask, the default), merged into the first line (merge) or kept as lines of their own (keep).</source>
        <translation>Met --import: regels met dezelfde verpakking worden gemeld (ask, de standaard), samengevoegd in de eerste regel (merge) of als eigen regels behouden (keep).</translation>
    </message>
    <message>
        <source>--import needs --report OUT.csv.</source>
        <translation>--import vereist --report OUT.csv.</translation>
    </message>
    <message>
        <source>--import runs without a window: leave out --screenshot and --show.</source>
        <translation>--import draait zonder venster: laat --screenshot en --show weg.</translation>
    </message>
    <message>
        <source>--duplicates must be ask, merge or keep: %1</source>
        <translation>--duplicates moet ask, merge of keep zijn: %1</translation>
    </message>
    <message>
        <source>--import shows the preview of the file: use --show import or no --show.</source>
        <translation>--import toont het voorbeeld van het bestand: gebruik --show import of geen --show.</translation>
    </message>
    <message>
        <source>--show import needs --import FILE, or --demo for the sample order.</source>
        <translation>--show import heeft --import BESTAND nodig, of --demo voor de voorbeeldbestelling.</translation>
    </message>
    <message>
        <source>With --add: also add lines above the large-quantity limits of Preferences (default: more than 20 packs, 25 kg or 500 gross), which are otherwise left out as needs_confirmation.</source>
        <translation>Met --add: voeg ook regels boven de limieten voor grote aantallen uit Voorkeuren toe (standaard: meer dan 20 verpakkingen, 25 kg of 500 bruto), die anders als needs_confirmation worden overgeslagen.</translation>
    </message>
    <message>
        <source>--allow-large goes with --add: without it nothing is added.</source>
        <translation>--allow-large hoort bij --add: zonder --add wordt niets toegevoegd.</translation>
    </message>
    <message>
        <source>With --add: add every line anew, also the lines an earlier run of the same file already added (without it they are reported as already_added and not sent).</source>
        <translation>Met --add: voeg elke regel opnieuw toe, ook de regels die een eerdere uitvoering van hetzelfde bestand al heeft toegevoegd (zonder deze optie worden ze als already_added gemeld en niet verzonden).</translation>
    </message>
    <message>
        <source>--report, --add, --allow-large, --again and --duplicates need --import FILE.</source>
        <translation>--report, --add, --allow-large, --again en --duplicates vereisen --import BESTAND.</translation>
    </message>
    <message>
        <source>--again goes with --add: without it nothing is added.</source>
        <translation>--again hoort bij --add: zonder --add wordt niets toegevoegd.</translation>
    </message>
</context>
<context>
    <name>DemoServerMain</name>
    <message>
        <source>Serves the Webshop Commerce Service API with demo data, for trials, tests and integrators.</source>
        <translation>Biedt de Webshop Commerce Service-API met demogegevens, voor proeven, tests en integratoren.</translation>
    </message>
    <message>
        <source>Port to listen on (0: any free port).</source>
        <translation>Poort om op te luisteren (0: willekeurige vrije poort).</translation>
    </message>
    <message>
        <source>port</source>
        <translation>poort</translation>
    </message>
    <message>
        <source>Address to listen on (default: loopback only).</source>
        <translation>Adres om op te luisteren (standaard: alleen loopback).</translation>
    </message>
    <message>
        <source>address</source>
        <translation>adres</translation>
    </message>
    <message>
        <source>Number of articles (0: the curated demo range).</source>
        <translation>Aantal artikelen (0: het samengestelde demo-assortiment).</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Token lifetime in seconds.</source>
        <translation>Levensduur van tokens in seconden.</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>seconden</translation>
    </message>
    <message>
        <source>Delay every reply.</source>
        <translation>Elk antwoord vertragen.</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>Fraction of requests answered 503 (0 to 1).</source>
        <translation>Aandeel verzoeken dat met 503 wordt beantwoord (0 tot 1).</translation>
    </message>
    <message>
        <source>rate</source>
        <translation>aandeel</translation>
    </message>
    <message>
        <source>Send replies one byte per interval.</source>
        <translation>Antwoorden byte voor byte verzenden, één per interval.</translation>
    </message>
    <message>
        <source>Read each request, then close the connection without a reply.</source>
        <translation>Elk verzoek lezen en daarna de verbinding zonder antwoord sluiten.</translation>
    </message>
    <message>
        <source>Put a few lines into the first demo customer&apos;s basket.</source>
        <translation>Enkele regels in de winkelwagen van de eerste demoklant leggen.</translation>
    </message>
    <message>
        <source>Do not log requests.</source>
        <translation>Verzoeken niet loggen.</translation>
    </message>
    <message>
        <source>Invalid value for --%1: %2</source>
        <translation>Ongeldige waarde voor --%1: %2</translation>
    </message>
    <message>
        <source>Invalid address for --bind: %1</source>
        <translation>Ongeldig adres voor --bind: %1</translation>
    </message>
    <message>
        <source>Cannot listen on %1 port %2.</source>
        <translation>Kan niet luisteren op %1, poort %2.</translation>
    </message>
    <message>
        <source>Webshop demo backend %1 listening on %2 (%3 articles, ready in %4 ms)</source>
        <translation>Webshop-demobackend %1 luistert op %2 (%3 artikelen, klaar in %4 ms)</translation>
    </message>
    <message>
        <source>Client login:   apiUser %1, apiPw %2</source>
        <translation>API-login:  apiUser %1, apiPw %2</translation>
    </message>
    <message>
        <source>Customer login: username %1, password %2 (%3, customer %4)</source>
        <translation>Klantlogin: username %1, password %2 (%3, klant %4)</translation>
    </message>
    <message>
        <source>Faults: latency %1 ms, error rate %2, drip %3 ms, drop %4</source>
        <translation>Gesimuleerde storingen: latentie %1 ms, foutpercentage %2, drip %3 ms, drop %4</translation>
    </message>
    <message>
        <source>on</source>
        <translation>aan</translation>
    </message>
    <message>
        <source>off</source>
        <translation>uit</translation>
    </message>
    <message>
        <source>Press Ctrl+C to stop.</source>
        <translation>Druk op Ctrl+C om te stoppen.</translation>
    </message>
    <message>
        <source>How addItem answers: sync (200 with the basket), async[:ms] (202 with {}; the line appears after ms, default 300) or async-empty[:ms] (the same without a body).</source>
        <translation>Hoe addItem antwoordt: sync (200 met de winkelwagen), async[:ms] (202 met {}; de regel verschijnt na ms, standaard 300) of async-empty[:ms] (hetzelfde zonder body).</translation>
    </message>
    <message>
        <source>mode</source>
        <translation>modus</translation>
    </message>
    <message>
        <source>The article of basket lines: bundle (the bettyBundleId), variant (the bettyVariantId) or other (an ID of another scheme, ART-…).</source>
        <translation>Het artikel van winkelwagenregels: bundle (de bettyBundleId), variant (de bettyVariantId) of other (een ID uit een ander schema, ART-…).</translation>
    </message>
    <message>
        <source>scheme</source>
        <translation>schema</translation>
    </message>
    <message>
        <source>articleNet, articleGross and articleVATAmount of basket lines: line (line amounts) or unit (the price of one pack or kg).</source>
        <translation>articleNet, articleGross en articleVATAmount van winkelwagenregels: line (regelbedragen) of unit (de prijs van één verpakking of kg).</translation>
    </message>
    <message>
        <source>kind</source>
        <translation>soort</translation>
    </message>
    <message>
        <source>Answer 403 on this endpoint, as if outside the API key&apos;s scope (repeatable; one of %1).</source>
        <translation>Met 403 antwoorden op dit endpoint, alsof het buiten het bereik van de API-sleutel valt (herhaalbaar; een van %1).</translation>
    </message>
    <message>
        <source>endpoint</source>
        <translation>endpoint</translation>
    </message>
    <message>
        <source>Run the server&apos;s clock this many seconds off: iat and exp of new tokens shift, yet the server accepts them for the token lifetime (below minus the lifetime: tokens expired when issued).</source>
        <translation>De klok van de server zoveel seconden laten afwijken: iat en exp van nieuwe tokens verschuiven, maar de server accepteert ze gedurende de levensduur van het token (onder min de levensduur: tokens zijn bij uitgifte al verlopen).</translation>
    </message>
    <message>
        <source>What getBasket answers with 200: normal (the basket), empty ({}) or envelope (an error object); with :n for the next n reads only.</source>
        <translation>Wat getBasket met 200 antwoordt: normal (de winkelwagen), empty ({}) of envelope (een foutobject); met :n alleen voor de volgende n leesacties.</translation>
    </message>
    <message>
        <source>reply</source>
        <translation>antwoord</translation>
    </message>
    <message>
        <source>Every addItem appends a line of its own: a bundle added twice shows as two lines.</source>
        <translation>Elke addItem voegt een eigen regel toe: een verpakking die twee keer wordt toegevoegd, verschijnt als twee regels.</translation>
    </message>
    <message>
        <source>(expected %1)</source>
        <translation>(verwacht: %1)</translation>
    </message>
    <message>
        <source>sync, async[:ms] or async-empty[:ms], ms from 0 to %1</source>
        <translation>sync, async[:ms] of async-empty[:ms], ms van 0 tot en met %1</translation>
    </message>
    <message>
        <source>bundle, variant or other</source>
        <translation>bundle, variant of other</translation>
    </message>
    <message>
        <source>line or unit</source>
        <translation>line of unit</translation>
    </message>
    <message>
        <source>whole seconds from %1 to %2</source>
        <translation>een geheel aantal seconden van %1 tot en met %2</translation>
    </message>
    <message>
        <source>normal, empty[:n] or envelope[:n], n from 1</source>
        <translation>normal, empty[:n] of envelope[:n], n vanaf 1</translation>
    </message>
    <message>
        <source>Spec variants: %1</source>
        <translation>Specificatievarianten: %1</translation>
    </message>
    <message>
        <source>addItem waits this long before it applies the add and answers (no byte meanwhile; other requests are served).</source>
        <translation>addItem wacht zo lang voordat het de toevoeging verwerkt en antwoordt (intussen geen byte; andere verzoeken worden bediend).</translation>
    </message>
    <message>
        <source>addItem applies the add, sends the status line and headers with a Content-Length larger than what follows, half the body, and closes the connection.</source>
        <translation>addItem verwerkt de toevoeging, stuurt de statusregel en headers met een Content-Length groter dan wat volgt, de helft van de body, en sluit de verbinding.</translation>
    </message>
    <message>
        <source>addItem: close the connection without a reply, the add not applied (before) or applied (after); with :n for the next n adds only.</source>
        <translation>addItem: de verbinding zonder antwoord sluiten, de toevoeging niet verwerkt (before) of verwerkt (after); met :n alleen voor de volgende n toevoegingen.</translation>
    </message>
    <message>
        <source>when</source>
        <translation>wanneer</translation>
    </message>
    <message>
        <source>addItem answers this HTTP status (200 to 599; 301, 302, 303, 307 and 308 with a Location to the same path); the add is applied only with :applied.</source>
        <translation>addItem antwoordt met deze HTTP-status (200 tot 599; 301, 302, 303, 307 en 308 met een Location naar hetzelfde pad); de toevoeging wordt alleen met :applied verwerkt.</translation>
    </message>
    <message>
        <source>code</source>
        <translation>code</translation>
    </message>
    <message>
        <source>Another client changes the basket: at every n-th basket read the server adds a random other bundle (1 to 3 units), or with :same the bundle and amount of the latest addItem.</source>
        <translation>Een andere client wijzigt de winkelwagen: bij elke n-de keer dat de winkelwagen wordt gelezen, voegt de server een willekeurige andere verpakking toe (1 tot 3 eenheden), of met :same de verpakking en hoeveelheid van de laatste addItem.</translation>
    </message>
    <message>
        <source>A seeded mix of addItem faults for soak tests: each add is faulty with probability rate (default 0.5); also foreign changes at every 2nd read and a basket article scheme drawn from the seed.</source>
        <translation>Een reproduceerbare mix van addItem-storingen voor duurtests: elke toevoeging is gestoord met kans rate (standaard 0.5); daarnaast vreemde wijzigingen bij elke 2e keer lezen en een artikelschema van de regels getrokken uit de seed.</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>seed</translation>
    </message>
    <message>
        <source>The delay of a slow add under --chaos (beyond the client&apos;s give-up).</source>
        <translation>De vertraging van een trage toevoeging onder --chaos (langer dan de client wacht).</translation>
    </message>
    <message>
        <source>before[:n] or after[:n], n from 1</source>
        <translation>before[:n] of after[:n], n vanaf 1</translation>
    </message>
    <message>
        <source>a status from 200 to 599, optionally :applied</source>
        <translation>een status van 200 tot 599, eventueel :applied</translation>
    </message>
    <message>
        <source>n[:same], n from 1</source>
        <translation>n[:same], n vanaf 1</translation>
    </message>
    <message>
        <source>seed[:rate], a whole number and a rate from 0 to 1</source>
        <translation>seed[:rate], een geheel getal en een kans van 0 tot 1</translation>
    </message>
    <message>
        <source>Add faults: %1</source>
        <translation>addItem-storingen: %1</translation>
    </message>
</context>
<context>
    <name>GuideDemo</name>
    <message>
        <source>Walk-in %1</source>
        <translation>Koelcel %1</translation>
    </message>
    <message>
        <source>Freezer %1</source>
        <translation>Vriezer %1</translation>
    </message>
    <message>
        <source>Dry store %1</source>
        <translation>Droge opslag %1</translation>
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
        <translation>verpakkingen</translation>
    </message>
</context>
<context>
    <name>Screenshot</name>
    <message>
        <source>Could not write the screenshot to %1.</source>
        <translation>Kan de schermafbeelding niet opslaan in %1.</translation>
    </message>
    <message numerus="yes">
        <source>Nothing finished loading within %n second(s).</source>
        <translation>
            <numerusform>Binnen %n seconde is niets volledig geladen.</numerusform>
            <numerusform>Binnen %n seconden is niets volledig geladen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::api::BasketSync</name>
    <message>
        <source>The basket could not be read, so nothing was added. Try again when the connection is back.</source>
        <translation>De winkelwagen kon niet worden gelezen, dus er is niets toegevoegd. Probeer het opnieuw zodra de verbinding terug is.</translation>
    </message>
    <message>
        <source>Checking basket…</source>
        <translation>Winkelwagen controleren…</translation>
    </message>
    <message>
        <source>The item was not added: %1</source>
        <translation>Het artikel is niet toegevoegd: %1</translation>
    </message>
    <message>
        <source>The basket now holds %1 of this item; it was also changed elsewhere.</source>
        <translation>De winkelwagen bevat nu %1 van dit artikel; hij is ook elders gewijzigd.</translation>
    </message>
    <message>
        <source>Cancelled: nothing was added.</source>
        <translation>Geannuleerd: er is niets toegevoegd.</translation>
    </message>
    <message>
        <source>Not confirmed: the basket was switched before this add could be checked. It may have been added to the previous basket.</source>
        <translation>Niet bevestigd: de winkelwagen is gewisseld voordat deze toevoeging kon worden gecontroleerd. Het artikel is mogelijk aan de vorige winkelwagen toegevoegd.</translation>
    </message>
    <message>
        <source>Added; waiting for the basket to show it…</source>
        <translation>Toegevoegd; wachten tot de winkelwagen het toont…</translation>
    </message>
    <message>
        <source>Added (the server confirmed it); the basket could not be read to show it yet.</source>
        <translation>Toegevoegd (de server heeft het bevestigd); de winkelwagen kon nog niet worden gelezen om het te tonen.</translation>
    </message>
    <message>
        <source>Added (the server confirmed it), but the basket does not show it yet.</source>
        <translation>Toegevoegd (de server heeft het bevestigd), maar de winkelwagen toont het nog niet.</translation>
    </message>
    <message>
        <source>Added (the server confirmed it); the basket was switched before it could be shown.</source>
        <translation>Toegevoegd (de server heeft het bevestigd); de winkelwagen is gewisseld voordat het kon worden getoond.</translation>
    </message>
    <message>
        <source>Cancelled: the login ended before this item was sent. Nothing was added.</source>
        <translation>Geannuleerd: uw aanmelding is verlopen voordat dit artikel werd verzonden. Er is niets toegevoegd.</translation>
    </message>
    <message>
        <source>Not confirmed: the login ended before this add could be checked. It may have been added; check the basket after signing in again.</source>
        <translation>Niet bevestigd: uw aanmelding is verlopen voordat deze toevoeging kon worden gecontroleerd. Het artikel is mogelijk toegevoegd; controleer de winkelwagen nadat u zich opnieuw hebt aangemeld.</translation>
    </message>
    <message>
        <source>No clear answer from the server; checking whether the basket shows the item…</source>
        <translation>Geen duidelijk antwoord van de server; controleren of de winkelwagen het artikel toont…</translation>
    </message>
    <message>
        <source>No clear answer from the server, and the basket could not be read: the item may or may not have been added. It is checked again at every basket read; do not add it again meanwhile.</source>
        <translation>Geen duidelijk antwoord van de server, en de winkelwagen kon niet worden gelezen: het artikel is mogelijk wel of niet toegevoegd. Dit wordt elke keer dat de winkelwagen wordt gelezen opnieuw gecontroleerd; voeg het intussen niet opnieuw toe.</translation>
    </message>
    <message>
        <source>The basket cannot be lowered from this app; please correct it with your sales contact or in the web shop.</source>
        <translation>Deze app kan de winkelwagen niet verlagen; corrigeer dit via uw contactpersoon of in de webshop.</translation>
    </message>
    <message>
        <source>The basket total grew by twice this item&apos;s price: the server may have added it twice, or the same was added elsewhere. %1</source>
        <translation>Het totaal van de winkelwagen is gestegen met twee keer de prijs van dit artikel: de server heeft het mogelijk twee keer toegevoegd, of hetzelfde is elders toegevoegd. %1</translation>
    </message>
    <message>
        <source>The basket now holds %1 where this add was %2: the server may have added it twice, or the same was added elsewhere. %3</source>
        <translation>De winkelwagen bevat nu %1, terwijl deze toevoeging %2 was: de server heeft het mogelijk twee keer toegevoegd, of hetzelfde is elders toegevoegd. %3</translation>
    </message>
    <message>
        <source>No clear answer from the server, and the basket does not show this item yet: it may still arrive. It was not sent again. Check the basket before adding it again.</source>
        <translation>Geen duidelijk antwoord van de server, en de winkelwagen toont dit artikel nog niet: het kan nog binnenkomen. Het is niet opnieuw verzonden. Controleer de winkelwagen voordat u het opnieuw toevoegt.</translation>
    </message>
    <message>
        <source>In the basket: the server had not answered, but the basket grew by exactly this item.</source>
        <translation>In de winkelwagen: de server had niet geantwoord, maar de winkelwagen is met precies dit artikel gegroeid.</translation>
    </message>
    <message>
        <source>This item&apos;s line changed by %1 since it was sent, which does not match what this app added: it was also changed elsewhere. Check the basket.</source>
        <translation>De regel van dit artikel is sinds het verzenden met %1 gewijzigd, wat niet overeenkomt met wat deze app heeft toegevoegd: hij is ook elders gewijzigd. Controleer de winkelwagen.</translation>
    </message>
    <message numerus="yes">
        <source>One of %n open adds of this pack is in the basket; which one cannot be told yet. Check the basket before adding it again.</source>
        <translation>
            <numerusform>Een van de %n openstaande toevoegingen van deze verpakking staat in de winkelwagen; welke is nog niet te zeggen. Controleer de winkelwagen voordat u het opnieuw toevoegt.</numerusform>
            <numerusform>Een van de %n openstaande toevoegingen van deze verpakking staat in de winkelwagen; welke is nog niet te zeggen. Controleer de winkelwagen voordat u het opnieuw toevoegt.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::auth::SecretStore</name>
    <message>
        <source>The system keychain is not available (%1). Your login is kept in memory for this session only.</source>
        <translation>De sleutelhanger van het systeem is niet beschikbaar (%1). Uw aanmeldgegevens blijven alleen voor deze sessie in het geheugen.</translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation>onbekende fout</translation>
    </message>
    <message>
        <source>The system keychain did not answer (it may be locked or waiting for a password). Your login is kept in memory for this session only.</source>
        <translation>De sleutelhanger van het systeem reageert niet (mogelijk is hij vergrendeld of wacht hij op een wachtwoord). Uw aanmeldgegevens blijven alleen voor deze sessie in het geheugen.</translation>
    </message>
    <message>
        <source>The secret is too large for the system keychain. It is kept in memory for this session only.</source>
        <translation>De aanmeldgegevens zijn te groot voor de sleutelhanger van het systeem. Ze blijven alleen voor deze sessie in het geheugen.</translation>
    </message>
</context>
<context>
    <name>webshop::auth::Session</name>
    <message>
        <source>The API user or API password was not accepted by the server.</source>
        <translation>De server heeft de API-gebruiker of het API-wachtwoord niet geaccepteerd.</translation>
    </message>
    <message>
        <source>The user name or password was not accepted by the server.</source>
        <translation>De server heeft de gebruikersnaam of het wachtwoord niet geaccepteerd.</translation>
    </message>
    <message>
        <source>The system keychain is not available: your login is kept in memory for this session only, and you will be asked again next time.</source>
        <translation>De sleutelhanger van het systeem is niet beschikbaar: uw aanmeldgegevens blijven alleen voor deze sessie in het geheugen en worden de volgende keer opnieuw gevraagd.</translation>
    </message>
    <message>
        <source>Your login has expired and could not be renewed. Please log in again.</source>
        <translation>Uw aanmelding is verlopen en kan niet worden vernieuwd. Meld u opnieuw aan.</translation>
    </message>
</context>
<context>
    <name>webshop::control::AddHistoryModel</name>
    <message>
        <source>Waiting to be sent</source>
        <translation>Wacht op verzending</translation>
    </message>
    <message>
        <source>On its way</source>
        <translation>Onderweg</translation>
    </message>
    <message>
        <source>Checking the basket</source>
        <translation>Winkelwagen controleren</translation>
    </message>
    <message>
        <source>In the basket</source>
        <translation>In de winkelwagen</translation>
    </message>
    <message>
        <source>Added, not shown yet</source>
        <translation>Toegevoegd, nog niet zichtbaar</translation>
    </message>
    <message>
        <source>Added twice</source>
        <translation>Twee keer toegevoegd</translation>
    </message>
    <message>
        <source>Not known</source>
        <translation>Onbekend</translation>
    </message>
    <message>
        <source>Not added</source>
        <translation>Niet toegevoegd</translation>
    </message>
    <message>
        <source>Article details</source>
        <translation>Artikeldetails</translation>
    </message>
    <message>
        <source>List</source>
        <translation>Lijst</translation>
    </message>
    <message>
        <source>Quick order</source>
        <translation>Snelbestelling</translation>
    </message>
    <message>
        <source>Order file</source>
        <translation>Bestelbestand</translation>
    </message>
    <message>
        <source>Order file (command line)</source>
        <translation>Bestelbestand (opdrachtregel)</translation>
    </message>
    <message>
        <source>%1, line %2</source>
        <translation>%1, regel %2</translation>
    </message>
    <message>
        <source>Guided order</source>
        <translation>Begeleid bestellen</translation>
    </message>
    <message>
        <source>Net %1</source>
        <translation>Netto %1</translation>
    </message>
    <message>
        <source>%1 (added again)</source>
        <translation>%1 (opnieuw toegevoegd)</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Tijdstip</translation>
    </message>
    <message>
        <source>Article</source>
        <translation>Artikel</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Verpakking</translation>
    </message>
    <message>
        <source>Qty</source>
        <translation>Aantal</translation>
    </message>
    <message>
        <source>Unit gross</source>
        <translation>Stukprijs bruto</translation>
    </message>
    <message>
        <source>Line gross</source>
        <translation>Regeltotaal bruto</translation>
    </message>
    <message>
        <source>Added from</source>
        <translation>Toegevoegd via</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Resultaat</translation>
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
        <translation>Niet toegevoegd: meld u eerst aan en kies een afleveradres.</translation>
    </message>
    <message>
        <source>Not added: the delivery address or the customer changed after this line was checked. Nothing was sent; check the line for the new store and add it again.</source>
        <translation>Niet toegevoegd: het afleveradres of de klant is gewijzigd nadat deze regel was gecontroleerd. Er is niets verzonden; controleer de regel voor de nieuwe vestiging en voeg hem opnieuw toe.</translation>
    </message>
    <message>
        <source>Not added: the quantity must be more than 0.</source>
        <translation>Niet toegevoegd: het aantal moet groter zijn dan 0.</translation>
    </message>
    <message>
        <source>Not added: this computer could not write the add down first (%1). Nothing was sent.</source>
        <translation>Niet toegevoegd: deze computer kon de toevoeging niet eerst vastleggen (%1). Er is niets verzonden.</translation>
    </message>
    <message>
        <source>the local data folder cannot be written</source>
        <translation>de lokale gegevensmap is niet beschrijfbaar</translation>
    </message>
    <message>
        <source>Not added: the app closed before this add was sent.</source>
        <translation>Niet toegevoegd: de app is gesloten voordat deze toevoeging werd verzonden.</translation>
    </message>
    <message>
        <source>In the basket (checked after the app was started again).</source>
        <translation>In de winkelwagen (gecontroleerd nadat de app opnieuw was gestart).</translation>
    </message>
    <message>
        <source>Added (the server confirmed it before the app closed), but the basket does not show it.</source>
        <translation>Toegevoegd (de server heeft het bevestigd voordat de app werd gesloten), maar de winkelwagen toont het niet.</translation>
    </message>
    <message>
        <source>This add was on its way when the app closed, and the basket does not show it: it did not arrive, or it was changed in the web shop. It was not sent again; check the basket before adding it again.</source>
        <translation>Deze toevoeging was onderweg toen de app werd gesloten, en de winkelwagen toont het artikel niet: het is niet aangekomen, of het is in de webshop gewijzigd. Het is niet opnieuw verzonden; controleer de winkelwagen voordat u het opnieuw toevoegt.</translation>
    </message>
    <message numerus="yes">
        <source>%n add(s) were on their way when the app closed:</source>
        <translation>
            <numerusform>%n toevoeging was onderweg toen de app werd gesloten:</numerusform>
            <numerusform>%n toevoegingen waren onderweg toen de app werd gesloten:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n in the basket</source>
        <translation>
            <numerusform>%n in de winkelwagen</numerusform>
            <numerusform>%n in de winkelwagen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n not known (check the basket)</source>
        <translation>
            <numerusform>%n onbekend (controleer de winkelwagen)</numerusform>
            <numerusform>%n onbekend (controleer de winkelwagen)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n not sent</source>
        <translation>
            <numerusform>%n niet verzonden</numerusform>
            <numerusform>%n niet verzonden</numerusform>
        </translation>
    </message>
    <message>
        <source>The basket could not be read (%1). Nothing changed; check again later.</source>
        <translation>De winkelwagen kon niet worden gelezen (%1). Er is niets gewijzigd; controleer het later opnieuw.</translation>
    </message>
    <message>
        <source>In the basket (checked again at %1).</source>
        <translation>In de winkelwagen (opnieuw gecontroleerd om %1).</translation>
    </message>
    <message>
        <source>Added (the server confirmed it), but the basket still does not show it (checked again at %1).</source>
        <translation>Toegevoegd (de server heeft het bevestigd), maar de winkelwagen toont het nog steeds niet (opnieuw gecontroleerd om %1).</translation>
    </message>
    <message>
        <source>Checked again at %1: the basket does not show this add. It did not arrive, or it was changed in the web shop. Adding it again may put it in the basket twice.</source>
        <translation>Opnieuw gecontroleerd om %1: de winkelwagen toont deze toevoeging niet. Het artikel is niet aangekomen, of het is in de webshop gewijzigd. Als u het opnieuw toevoegt, kan het twee keer in de winkelwagen komen.</translation>
    </message>
    <message numerus="yes">
        <source>%n still not known</source>
        <translation>
            <numerusform>%n nog steeds onbekend</numerusform>
            <numerusform>%n nog steeds onbekend</numerusform>
        </translation>
    </message>
    <message>
        <source>Checked the basket again at %1: %2.</source>
        <translation>Winkelwagen opnieuw gecontroleerd om %1: %2.</translation>
    </message>
</context>
<context>
    <name>webshop::control::ImportController</name>
    <message>
        <source>separated by tabs</source>
        <translation>gescheiden door tabs</translation>
    </message>
    <message>
        <source>separated by semicolons</source>
        <translation>gescheiden door puntkomma’s</translation>
    </message>
    <message>
        <source>separated by commas</source>
        <translation>gescheiden door komma’s</translation>
    </message>
    <message>
        <source>one column</source>
        <translation>één kolom</translation>
    </message>
    <message>
        <source>separated by &quot;%1&quot;</source>
        <translation>gescheiden door ‘%1’</translation>
    </message>
    <message>
        <source>The file %1 cannot be opened: %2</source>
        <translation>Het bestand %1 kan niet worden geopend: %2</translation>
    </message>
    <message>
        <source>The file %1 is larger than 64 MB: that is not an order file.</source>
        <translation>Het bestand %1 is groter dan 64 MB: dat is geen bestelbestand.</translation>
    </message>
    <message>
        <source>first line is a header</source>
        <translation>eerste regel is een kopregel</translation>
    </message>
    <message>
        <source>The report could not be saved to %1: %2</source>
        <translation>Het rapport kon niet worden opgeslagen in %1: %2</translation>
    </message>
</context>
<context>
    <name>webshop::control::ImportPreviewModel</name>
    <message>
        <source>Checking…</source>
        <translation>Controleren…</translation>
    </message>
    <message>
        <source>Number found</source>
        <translation>Nummer gevonden</translation>
    </message>
    <message>
        <source>Best match</source>
        <translation>Beste overeenkomst</translation>
    </message>
    <message>
        <source>Choose</source>
        <translation>Kiezen</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>Niet gevonden</translation>
    </message>
    <message>
        <source>Check quantity</source>
        <translation>Aantal controleren</translation>
    </message>
    <message>
        <source>Same as line %1</source>
        <translation>Zelfde als regel %1</translation>
    </message>
    <message>
        <source>Merged into line %1</source>
        <translation>Samengevoegd in regel %1</translation>
    </message>
    <message>
        <source>Skipped</source>
        <translation>Overgeslagen</translation>
    </message>
    <message>
        <source>Not checked</source>
        <translation>Niet gecontroleerd</translation>
    </message>
    <message>
        <source>Not checked (error)</source>
        <translation>Niet gecontroleerd (fout)</translation>
    </message>
    <message>
        <source>Added</source>
        <translation>Toegevoegd</translation>
    </message>
    <message>
        <source>Not added</source>
        <translation>Niet toegevoegd</translation>
    </message>
    <message>
        <source>Check basket</source>
        <translation>Winkelwagen controleren</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>In the file</source>
        <translation>In het bestand</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultaat</translation>
    </message>
    <message>
        <source>Article</source>
        <translation>Artikel</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Verpakking</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Aantal</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Opmerking</translation>
    </message>
    <message>
        <source>Added before</source>
        <translation>Eerder toegevoegd</translation>
    </message>
    <message>
        <source>Unit net</source>
        <translation>Stukprijs netto</translation>
    </message>
    <message>
        <source>Unit gross</source>
        <translation>Stukprijs bruto</translation>
    </message>
    <message>
        <source>Total net</source>
        <translation>Totaal netto</translation>
    </message>
    <message>
        <source>Total gross</source>
        <translation>Totaal bruto</translation>
    </message>
    <message>
        <source>≈: without deposit. The shop states a pack&apos;s deposit in the basket only, and this pack is not in your basket yet.</source>
        <translation>≈: zonder statiegeld. De winkel noemt het statiegeld van een verpakking alleen in de winkelwagen, en deze verpakking zit nog niet in uw winkelwagen.</translation>
    </message>
    <message>
        <source>Incl. %1 deposit</source>
        <translation>Incl. %1 statiegeld</translation>
    </message>
    <message>
        <source>≈ %1</source>
        <extracomment>An amount the basket may show otherwise (the tooltip says why), e.g. &quot;≈ 20,79 €&quot;</extracomment>
        <translation>≈ %1</translation>
    </message>
    <message>
        <source>%1 incl. %2 deposit</source>
        <extracomment>The price of an add with its deposit, e.g. &quot;32,56 € incl. 11,78 € deposit&quot;</extracomment>
        <translation>%1 incl. %2 statiegeld</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>The order total of the ready lines before they are added, e.g. &quot;Total gross: 1.234,56 €&quot;</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) without a known price</source>
        <translation>
            <numerusform>%Ln regel zonder bekende prijs</numerusform>
            <numerusform>%Ln regels zonder bekende prijs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::control::OfflineCache</name>
    <message>
        <source>Not added: the server cannot be reached. Nothing is kept to send later: add it again once the connection is back.</source>
        <translation>Niet toegevoegd: de server is niet bereikbaar. Er wordt niets bewaard om later te versturen: voeg het opnieuw toe zodra de verbinding terug is.</translation>
    </message>
    <message>
        <source>The remembered sign-in was not accepted by the server. Please sign in again.</source>
        <translation>De onthouden aanmelding is niet geaccepteerd door de server. Meld u opnieuw aan.</translation>
    </message>
</context>
<context>
    <name>webshop::control::OrderGuideController</name>
    <message>
        <source>No one is signed in with a delivery address.</source>
        <translation>Niemand is aangemeld met een afleveradres.</translation>
    </message>
</context>
<context>
    <name>webshop::control::OrderGuides</name>
    <message>
        <source>The file has no header: a guide&apos;s file starts with bundle_id, par, position, note.</source>
        <translation>Het bestand heeft geen kopregel: het bestand van een bestelgids begint met bundle_id, par, position, note.</translation>
    </message>
    <message>
        <source>Line %1: no pack number.</source>
        <translation>Regel %1: geen verpakkingsnummer.</translation>
    </message>
    <message>
        <source>Line %1: the par &quot;%2&quot; is not a clear number; the line was left out.</source>
        <translation>Regel %1: de streefvoorraad „%2” is geen duidelijk getal; de regel is weggelaten.</translation>
    </message>
</context>
<context>
    <name>webshop::control::QuickOrder</name>
    <message>
        <source>The basket has no lines to order again.</source>
        <translation>De winkelwagen heeft geen regels om opnieuw te bestellen.</translation>
    </message>
    <message>
        <source>The list “%1” has no articles.</source>
        <translation>De lijst ‘%1’ bevat geen artikelen.</translation>
    </message>
    <message>
        <source>The list could not be loaded: %1</source>
        <translation>De lijst kon niet worden geladen: %1</translation>
    </message>
</context>
<context>
    <name>webshop::control::StoreComparison</name>
    <message>
        <source>The app does not know this article yet. Search for it once, then compare again.</source>
        <translation>De app kent dit artikel nog niet. Zoek het één keer op en vergelijk dan opnieuw.</translation>
    </message>
</context>
<context>
    <name>webshop::control::StoreComparisonModel</name>
    <message>
        <source>Store %1</source>
        <translation>Vestiging %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Controleren…</translation>
    </message>
    <message>
        <source>Not sold here</source>
        <translation>Hier niet verkrijgbaar</translation>
    </message>
    <message>
        <source>Not loaded</source>
        <translation>Niet geladen</translation>
    </message>
    <message>
        <source>Not checked</source>
        <translation>Niet gecontroleerd</translation>
    </message>
    <message>
        <source>This store does not sell this article in this pack.</source>
        <translation>Deze vestiging verkoopt dit artikel niet in deze verpakking.</translation>
    </message>
    <message>
        <source>The store sells it, but the server gave no price.</source>
        <translation>De vestiging verkoopt het, maar de server gaf geen prijs.</translation>
    </message>
    <message>
        <source>The comparison was cancelled before this store was asked.</source>
        <translation>De vergelijking is geannuleerd voordat deze vestiging werd gevraagd.</translation>
    </message>
    <message>
        <source>Per unit: %1 net, %2 gross</source>
        <translation>Per eenheid: %1 netto, %2 bruto</translation>
    </message>
    <message>
        <source>%1, cheapest</source>
        <translation>%1, goedkoopst</translation>
    </message>
    <message>
        <source>%1 of %2 lines: those every store sells</source>
        <translation>%1 van %2 regels: die elke vestiging verkoopt</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totaal</translation>
    </message>
    <message>
        <source>No total</source>
        <translation>Geen totaal</translation>
    </message>
    <message>
        <source>The store of your current delivery address</source>
        <translation>De vestiging van uw huidige afleveradres</translation>
    </message>
    <message>
        <source>Article</source>
        <translation>Artikel</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Aantal</translation>
    </message>
    <message>
        <source>Deposit</source>
        <translation>Statiegeld</translation>
    </message>
    <message>
        <source>%1
%2 · current store</source>
        <translation>%1
%2 · huidige vestiging</translation>
    </message>
    <message>
        <source>%1
%2</source>
        <translation>%1
%2</translation>
    </message>
    <message>
        <source>not sold at %1</source>
        <translation>niet verkrijgbaar bij %1</translation>
    </message>
    <message>
        <source>price unknown at %1</source>
        <translation>prijs onbekend bij %1</translation>
    </message>
    <message>
        <source>not checked at %1</source>
        <translation>niet gecontroleerd bij %1</translation>
    </message>
    <message>
        <source>prices in different currencies</source>
        <translation>prijzen in verschillende valuta</translation>
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
        <translation>≈: het btw-tarief is niet precies af te leiden uit de prijs van deze verpakking: de winkelwagen kan een cent afwijken.</translation>
    </message>
</context>
<context>
    <name>webshop::localstore::LocalStore</name>
    <message>
        <source>The folder %1 cannot be created.</source>
        <translation>De map %1 kan niet worden aangemaakt.</translation>
    </message>
    <message>
        <source>The local data file %1 cannot be created.</source>
        <translation>Het lokale gegevensbestand %1 kan niet worden aangemaakt.</translation>
    </message>
    <message>
        <source>The local data was written by a newer version of the app; it is left as it is.</source>
        <translation>De lokale gegevens zijn geschreven door een nieuwere versie van de app; ze blijven ongewijzigd.</translation>
    </message>
    <message>
        <source>The local data file %1 cannot be used.</source>
        <translation>Het lokale gegevensbestand %1 kan niet worden gebruikt.</translation>
    </message>
    <message>
        <source>Local data could not be saved: %1</source>
        <translation>Lokale gegevens konden niet worden opgeslagen: %1</translation>
    </message>
</context>
<context>
    <name>webshop::models::AddResultText</name>
    <message>
        <source>Waiting for the previous add…</source>
        <translation>Wachten op de vorige toevoeging…</translation>
    </message>
    <message>
        <source>Adding to basket…</source>
        <translation>Toevoegen aan winkelwagen…</translation>
    </message>
    <message>
        <source>Checking basket…</source>
        <translation>Winkelwagen controleren…</translation>
    </message>
    <message>
        <source>✓ Added to basket.</source>
        <translation>✓ Toegevoegd aan winkelwagen.</translation>
    </message>
    <message>
        <source>✓ Added %1 to the basket.</source>
        <translation>✓ %1 toegevoegd aan de winkelwagen.</translation>
    </message>
    <message>
        <source>Added (the server confirmed it), but the basket does not show it yet.</source>
        <translation>Toegevoegd (de server heeft het bevestigd), maar de winkelwagen toont het nog niet.</translation>
    </message>
    <message>
        <source>The shop added this twice. Please correct it in the webshop.</source>
        <translation>De webshop heeft dit twee keer toegevoegd. Corrigeer het in de webshop.</translation>
    </message>
    <message>
        <source>It is not known whether this was added. Check the basket before adding it again.</source>
        <translation>Het is niet bekend of dit is toegevoegd. Controleer de winkelwagen voordat u het opnieuw toevoegt.</translation>
    </message>
    <message>
        <source>Not added.</source>
        <translation>Niet toegevoegd.</translation>
    </message>
</context>
<context>
    <name>webshop::models::BasketModel</name>
    <message>
        <source>Article %1: details are not loaded yet</source>
        <translation>Artikel %1: details nog niet geladen</translation>
    </message>
    <message>
        <source>Article</source>
        <translation>Artikel</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Aantal</translation>
    </message>
    <message>
        <source>Unit net</source>
        <translation>Stukprijs netto</translation>
    </message>
    <message>
        <source>Unit gross</source>
        <translation>Stukprijs bruto</translation>
    </message>
    <message>
        <source>VAT</source>
        <translation>Btw</translation>
    </message>
    <message>
        <source>Worked out from the line total: the catalogue price may differ by a cent.</source>
        <translation>Berekend uit het regeltotaal: de catalogusprijs kan een cent afwijken.</translation>
    </message>
    <message>
        <source>Article without a number</source>
        <translation>Artikel zonder nummer</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>The goods, without deposit and VAT</source>
        <translation>De goederen, zonder statiegeld en btw</translation>
    </message>
    <message>
        <source>Deposit on empties (bottles, crates), without VAT</source>
        <translation>Statiegeld op leeggoed (flessen, kratten), zonder btw</translation>
    </message>
    <message>
        <source>VAT on the goods and the deposit</source>
        <translation>Btw op goederen en statiegeld</translation>
    </message>
    <message>
        <source>What the line costs: goods net + deposit net + VAT</source>
        <translation>Wat de regel kost: goederen netto + statiegeld netto + btw</translation>
    </message>
    <message>
        <source>Goods net</source>
        <translation>Goederen netto</translation>
    </message>
    <message>
        <source>Gross incl. deposit</source>
        <translation>Bruto incl. statiegeld</translation>
    </message>
    <message>
        <source>Deposit net</source>
        <translation>Statiegeld netto</translation>
    </message>
    <message>
        <source>Article no. %1 · Pack no. %2</source>
        <extracomment>A basket line&apos;s numbers: the article (variant) and the pack (what the basket orders)</extracomment>
        <translation>Artikelnr. %1 · Verpakkingsnr. %2</translation>
    </message>
</context>
<context>
    <name>webshop::models::BundlesModel</name>
    <message>
        <source>Pack</source>
        <translation>Verpakking</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Omschrijving</translation>
    </message>
    <message>
        <source>Pack size</source>
        <translation>Inhoud</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Eenheid</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Netto</translation>
    </message>
    <message>
        <source>VAT</source>
        <translation>Btw</translation>
    </message>
    <message>
        <source>Gross</source>
        <translation>Bruto</translation>
    </message>
</context>
<context>
    <name>webshop::models::GuideModel</name>
    <message>
        <source>not counted</source>
        <translation>niet geteld</translation>
    </message>
    <message>
        <source>no par</source>
        <translation>geen norm</translation>
    </message>
    <message>
        <source>enough</source>
        <translation>genoeg</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <extracomment>One earlier add in the guide&apos;s &quot;Ordered before&quot; column: &quot;3 on 24/11&quot;</extracomment>
        <translation>%1 op %2</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Without deposit, or with an estimated one: the shop states a pack&apos;s deposit in the basket only.</source>
        <translation>Zonder statiegeld of met een geschat bedrag: de winkel noemt het statiegeld van een verpakking alleen in de winkelwagen.</translation>
    </message>
    <message>
        <source>The most this pack was added on one day in the last four weeks. Take it with Ctrl+Shift+P.</source>
        <translation>De grootste hoeveelheid van deze verpakking op één dag in de laatste vier weken. Overnemen met Ctrl+Shift+P.</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Plaats</translation>
    </message>
    <message>
        <source>Article · pack</source>
        <translation>Artikel · verpakking</translation>
    </message>
    <message>
        <source>Count in</source>
        <translation>Tellen in</translation>
    </message>
    <message>
        <source>Par</source>
        <translation>Norm</translation>
    </message>
    <message>
        <source>Suggested</source>
        <translation>Voorstel</translation>
    </message>
    <message>
        <source>On hand</source>
        <translation>Voorraad</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Bestellen</translation>
    </message>
    <message>
        <source>Net incl. deposit</source>
        <translation>Netto incl. statiegeld</translation>
    </message>
    <message>
        <source>Gross incl. deposit</source>
        <translation>Bruto incl. statiegeld</translation>
    </message>
    <message>
        <source>Ordered before</source>
        <translation>Eerder besteld</translation>
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
        <translation>Verpakking</translation>
    </message>
    <message>
        <source>Pack size</source>
        <translation>Inhoud</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Eenheid</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Aantal</translation>
    </message>
    <message>
        <source>in basket: %1</source>
        <extracomment>Under a list line&apos;s name: what the basket holds of its pack (&quot;in basket: 2&quot;, &quot;in basket: 1.5 kg&quot;)</extracomment>
        <translation>in winkelwagen: %1</translation>
    </message>
    <message>
        <source>%1
Article no. %2 · Pack no. %3</source>
        <extracomment>A list line&apos;s tooltip: the name, then the article number and the chosen pack&apos;s number</extracomment>
        <translation>%1
Artikelnr. %2 · Verpakkingsnr. %3</translation>
    </message>
</context>
<context>
    <name>webshop::models::MoneyFormat</name>
    <message>
        <source>price unknown</source>
        <translation>prijs onbekend</translation>
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
        <translation>Art.nr.</translation>
    </message>
    <message>
        <source>Article</source>
        <translation>Artikel</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Verpakking</translation>
    </message>
    <message>
        <source>Qty</source>
        <translation>Aantal</translation>
    </message>
    <message>
        <source>Unit net</source>
        <translation>Stukprijs netto</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Netto</translation>
    </message>
    <message>
        <source>VAT</source>
        <translation>Btw</translation>
    </message>
    <message>
        <source>Deposit</source>
        <translation>Statiegeld</translation>
    </message>
    <message>
        <source>Gross</source>
        <translation>Bruto</translation>
    </message>
    <message>
        <source>Order sheet · %1</source>
        <extracomment>The line at the top of every printed page: &quot;Order sheet · Basket&quot;</extracomment>
        <translation>Bestelformulier · %1</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Pagina %1 van %2</translation>
    </message>
    <message>
        <source>Order sheet</source>
        <translation>Bestelformulier</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %Ln line(s)</source>
        <extracomment>Under the title of a printed order sheet: &quot;Basket · 12 lines&quot;</extracomment>
        <translation>
            <numerusform>%1 · %Ln regel</numerusform>
            <numerusform>%1 · %Ln regels</numerusform>
        </translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>Klant</translation>
    </message>
    <message>
        <source>Delivery address</source>
        <translation>Afleveradres</translation>
    </message>
    <message>
        <source>Store</source>
        <translation>Vestiging</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Net total</source>
        <translation>Totaal netto</translation>
    </message>
    <message>
        <source>of which deposit (net)</source>
        <translation>waarvan statiegeld (netto)</translation>
    </message>
    <message>
        <source>Gross total</source>
        <translation>Totaal bruto</translation>
    </message>
    <message>
        <source>Net and gross amounts include the deposit.</source>
        <translation>Netto- en brutobedragen zijn inclusief statiegeld.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) without a price are not in the totals.</source>
        <translation>
            <numerusform>%Ln regel zonder prijs telt niet mee in de totalen.</numerusform>
            <numerusform>%Ln regels zonder prijs tellen niet mee in de totalen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Store %1</source>
        <translation>Vestiging %1</translation>
    </message>
    <message numerus="yes">
        <source>Net and gross amounts include the deposit where the basket states it: %Ln line(s) without a known deposit (the pack is not in the basket yet).</source>
        <translation>
            <numerusform>Netto- en brutobedragen bevatten het statiegeld waar de winkelwagen het noemt: %Ln regel zonder bekend statiegeld (de verpakking zit nog niet in de winkelwagen).</numerusform>
            <numerusform>Netto- en brutobedragen bevatten het statiegeld waar de winkelwagen het noemt: %Ln regels zonder bekend statiegeld (de verpakkingen zitten nog niet in de winkelwagen).</numerusform>
        </translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Plaats</translation>
    </message>
    <message>
        <source>Par</source>
        <translation>Norm</translation>
    </message>
    <message>
        <source>Count in</source>
        <translation>Tellen in</translation>
    </message>
    <message>
        <source>On hand</source>
        <translation>Voorraad</translation>
    </message>
    <message>
        <source>Count sheet</source>
        <translation>Tellijst</translation>
    </message>
    <message>
        <source>Count sheet · %1</source>
        <extracomment>The line at the top of every printed page of an order guide&apos;s count sheet</extracomment>
        <translation>Tellijst · %1</translation>
    </message>
    <message>
        <source>Pack no.</source>
        <translation>Verpakkingsnr.</translation>
    </message>
</context>
<context>
    <name>webshop::models::PackAddWords</name>
    <message numerus="yes">
        <source>%n earlier add(s) of this pack not known yet: check the basket before adding it again.</source>
        <translation>
            <numerusform>%n eerdere toevoeging van deze verpakking is nog niet bevestigd: controleer de winkelwagen voordat u hem opnieuw toevoegt.</numerusform>
            <numerusform>%n eerdere toevoegingen van deze verpakking zijn nog niet bevestigd: controleer de winkelwagen voordat u hem opnieuw toevoegt.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::models::PersonalListsModel</name>
    <message>
        <source>Untitled list</source>
        <translation>Naamloze lijst</translation>
    </message>
    <message>
        <source>List unavailable</source>
        <translation>Lijst niet beschikbaar</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Laden…</translation>
    </message>
    <message numerus="yes">
        <source>%Ln article(s)</source>
        <translation>
            <numerusform>%Ln artikel</numerusform>
            <numerusform>%Ln artikelen</numerusform>
        </translation>
    </message>
    <message>
        <source>Not saved on this computer</source>
        <translation>Niet op deze computer bewaard</translation>
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
        <translation>Was %1 toen u het laatst keek</translation>
    </message>
    <message>
        <source>Was %1 when you last saw it (%2)</source>
        <translation>Was %1 toen u het laatst keek (%2)</translation>
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
        <translation>Bruto</translation>
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
        <translation>%1 · ingevoerd: %2 · verpakkingsnr. %3</translation>
    </message>
    <message>
        <source>Whole packs only: type a whole number.</source>
        <translation>Alleen hele verpakkingen: voer een geheel aantal in.</translation>
    </message>
    <message>
        <source>Looking up…</source>
        <translation>Opzoeken…</translation>
    </message>
    <message>
        <source>Several articles fit: choose one.</source>
        <translation>Meerdere artikelen passen: kies er één.</translation>
    </message>
    <message>
        <source>No article found.</source>
        <translation>Geen artikel gevonden.</translation>
    </message>
    <message>
        <source>Press Enter to look it up.</source>
        <translation>Druk op Enter om het op te zoeken.</translation>
    </message>
    <message>
        <source>Article number or words</source>
        <translation>Artikelnummer of zoekwoorden</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Verpakking</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Aantal</translation>
    </message>
    <message>
        <source>Unit net</source>
        <translation>Stukprijs netto</translation>
    </message>
    <message>
        <source>Unit gross</source>
        <translation>Stukprijs bruto</translation>
    </message>
    <message>
        <source>Total net</source>
        <translation>Totaal netto</translation>
    </message>
    <message>
        <source>Total gross</source>
        <translation>Totaal bruto</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>in basket: %1</source>
        <extracomment>Under or beside a line: what the basket holds of its pack (&quot;in basket: 2&quot;, &quot;in basket: 1.5 kg&quot;)</extracomment>
        <translation>in winkelwagen: %1</translation>
    </message>
    <message>
        <source>May have been added: this add was on its way when the app closed. The basket is checked at the next sign-in; it is not sent again by itself.</source>
        <translation>Mogelijk toegevoegd: deze toevoeging was onderweg toen de app werd gesloten. De winkelwagen wordt bij de volgende aanmelding gecontroleerd; de toevoeging wordt niet vanzelf opnieuw verzonden.</translation>
    </message>
    <message>
        <source>≈ %1</source>
        <extracomment>An amount the basket may show otherwise (the tooltip says why), e.g. &quot;≈ 20,79 €&quot;</extracomment>
        <translation>≈ %1</translation>
    </message>
    <message>
        <source>Deposit</source>
        <translation>Statiegeld</translation>
    </message>
    <message>
        <source>Without deposit: the shop states a pack&apos;s deposit in the basket only, and this pack is not in your basket yet. The basket may show more.</source>
        <translation>Zonder statiegeld: de winkel noemt het statiegeld van een verpakking alleen in de winkelwagen, en deze verpakking zit nog niet in uw winkelwagen. De winkelwagen kan meer tonen.</translation>
    </message>
    <message>
        <source>The VAT rate cannot be read exactly from this pack&apos;s price: the basket may differ by a cent.</source>
        <translation>Het btw-tarief is niet precies af te leiden uit de prijs van deze verpakking: de winkelwagen kan een cent afwijken.</translation>
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
        <translation>stuk</translation>
    </message>
</context>
<context>
    <name>webshop::orders::OrderCsv</name>
    <message>
        <source>Article no.</source>
        <translation>Art.nr.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Verpakking</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Aantal</translation>
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
        <translation>Geen aantal opgegeven.</translation>
    </message>
    <message>
        <source>The quantity &quot;%1&quot; is not a number.</source>
        <translation>Het aantal ‘%1’ is geen getal.</translation>
    </message>
    <message>
        <source>The quantity &quot;%1&quot; could mean %2 or %3: write it without a thousands separator.</source>
        <translation>Het aantal ‘%1’ kan %2 of %3 betekenen: schrijf het zonder scheidingsteken voor duizendtallen.</translation>
    </message>
    <message>
        <source>The quantity must be more than 0.</source>
        <translation>Het aantal moet groter zijn dan 0.</translation>
    </message>
    <message>
        <source>The quantity &quot;%1&quot; has more than four decimals.</source>
        <translation>Het aantal ‘%1’ heeft meer dan vier decimalen.</translation>
    </message>
    <message>
        <source>This pack is sold in whole numbers only, not %1.</source>
        <translation>Deze verpakking wordt alleen per geheel aantal verkocht, niet %1.</translation>
    </message>
    <message>
        <source>Not checked yet.</source>
        <translation>Nog niet gecontroleerd.</translation>
    </message>
    <message>
        <source>Article number: %1</source>
        <translation>Artikelnummer: %1</translation>
    </message>
    <message>
        <source>Best match: %1</source>
        <translation>Beste overeenkomst: %1</translation>
    </message>
    <message>
        <source>Includes the quantities of lines %1.</source>
        <translation>Bevat de aantallen van regels %1.</translation>
    </message>
    <message>
        <source>The same pack as line %1, kept as a line of its own.</source>
        <translation>Dezelfde verpakking als regel %1, als eigen regel behouden.</translation>
    </message>
    <message>
        <source>The pack &quot;%1&quot; does not name one pack of %2: choose one.</source>
        <translation>De verpakking ‘%1’ duidt niet één verpakking van %2 aan: kies er een.</translation>
    </message>
    <message>
        <source>Several articles fit &quot;%1&quot;; best match: %2.</source>
        <translation>Meerdere artikelen passen bij ‘%1’; beste overeenkomst: %2.</translation>
    </message>
    <message>
        <source>No article number or text.</source>
        <translation>Geen artikelnummer of tekst.</translation>
    </message>
    <message>
        <source>No article found for &quot;%1&quot;.</source>
        <translation>Geen artikel gevonden voor ‘%1’.</translation>
    </message>
    <message>
        <source>Merged into line %1.</source>
        <translation>Samengevoegd in regel %1.</translation>
    </message>
    <message>
        <source>The same pack as line %1: merge the lines or keep both.</source>
        <translation>Dezelfde verpakking als regel %1: voeg de regels samen of behoud ze allebei.</translation>
    </message>
    <message>
        <source>Header line.</source>
        <translation>Kopregel.</translation>
    </message>
    <message>
        <source>Blank line.</source>
        <translation>Lege regel.</translation>
    </message>
    <message>
        <source>Comment line.</source>
        <translation>Commentaarregel.</translation>
    </message>
    <message>
        <source>Not checked: the import was cancelled.</source>
        <translation>Niet gecontroleerd: de import is geannuleerd.</translation>
    </message>
    <message>
        <source>Could not be checked: %1</source>
        <translation>Kon niet worden gecontroleerd: %1</translation>
    </message>
    <message>
        <source>Added: %1</source>
        <translation>Toegevoegd: %1</translation>
    </message>
    <message>
        <source>Added: %1. %2</source>
        <translation>Toegevoegd: %1. %2</translation>
    </message>
    <message>
        <source>Not added: %1</source>
        <translation>Niet toegevoegd: %1</translation>
    </message>
    <message>
        <source>Perhaps added: check the basket. %1</source>
        <translation>Mogelijk toegevoegd: controleer de winkelwagen. %1</translation>
    </message>
    <message>
        <source>The quantity &quot;%1&quot; has a comma, but the other quantities of this column use a point as the decimal mark: write it with a point and without a thousands separator.</source>
        <translation>Het aantal ‘%1’ bevat een komma, maar de andere aantallen in deze kolom gebruiken een punt als decimaalteken: schrijf het met een punt en zonder scheidingsteken voor duizendtallen.</translation>
    </message>
    <message>
        <source>The quantity &quot;%1&quot; has a point, but the other quantities of this column use a comma as the decimal mark: write it with a comma and without a thousands separator.</source>
        <translation>Het aantal ‘%1’ bevat een punt, maar de andere aantallen in deze kolom gebruiken een komma als decimaalteken: schrijf het met een komma en zonder scheidingsteken voor duizendtallen.</translation>
    </message>
    <message>
        <source>Not imported: columns %1 could each be the quantity, and no header line says which. Add a first line with the column names, with %2 above the quantity column.</source>
        <extracomment>%1: column numbers (&quot;2 and 3&quot;); %2: the header names the reader accepts for the quantity</extracomment>
        <translation>Niet geïmporteerd: elk van de kolommen %1 kan het aantal zijn, en geen kopregel zegt welke. Voeg een eerste regel met de kolomnamen toe, met %2 boven de kolom met het aantal.</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <extracomment>the words a header may use for the quantity column, e.g. &quot;Menge&quot; or &quot;Quantity&quot;</extracomment>
        <translation>%1 of %2</translation>
    </message>
    <message>
        <source>Not added: %1 packs of %2 are more than the %3 packs one add may have without a question.</source>
        <translation>Niet toegevoegd: %1 verpakkingen van %2 is meer dan de %3 verpakkingen die zonder vraag in één keer mogen worden toegevoegd.</translation>
    </message>
    <message>
        <source>Not added: %1 kg of %2 are more than the %3 kg one add may have without a question.</source>
        <translation>Niet toegevoegd: %1 kg van %2 is meer dan de %3 kg die zonder vraag in één keer mag worden toegevoegd.</translation>
    </message>
    <message>
        <source>Not added: %1 of %2 cost %3 %4 gross, more than the %5 %4 one add may cost without a question.</source>
        <translation>Niet toegevoegd: %1 van %2 kost %3 %4 bruto, meer dan de %5 %4 die één toevoeging zonder vraag mag kosten.</translation>
    </message>
    <message>
        <source>Check the quantity; to add it anyway, run the import again with --allow-large, or raise the limit in Preferences (Large quantities).</source>
        <translation>Controleer het aantal; om het toch toe te voegen, voert u de import opnieuw uit met --allow-large of verhoogt u de limiet in Voorkeuren (Grote aantallen).</translation>
    </message>
    <message>
        <source>An earlier run of this file sent this pack on %1 for line %2, and this line is not known to be in the basket.</source>
        <translation>Een eerdere uitvoering van dit bestand heeft deze verpakking op %1 verzonden voor regel %2, en het is niet bekend of deze regel in de winkelwagen staat.</translation>
    </message>
    <message>
        <source>An earlier run of this file sent this line on %1, and it is not known whether it arrived (or it was sent with another article or quantity).</source>
        <translation>Een eerdere uitvoering van dit bestand heeft deze regel op %1 verzonden, en het is niet bekend of hij is aangekomen (of hij is met een ander artikel of aantal verzonden).</translation>
    </message>
    <message>
        <source>Not sent again. %1 Check the basket; to add it anyway, add the file again (--again on the command line).</source>
        <translation>Niet opnieuw verzonden. %1 Controleer de winkelwagen; om het toch toe te voegen, voegt u het bestand opnieuw toe (--again op de opdrachtregel).</translation>
    </message>
    <message>
        <source>Already added by an earlier run of this file on %1: %2. Not sent again.</source>
        <translation>Al toegevoegd door een eerdere uitvoering van dit bestand op %1: %2. Niet opnieuw verzonden.</translation>
    </message>
</context>
<context>
    <name>webshop::shell::ImportRunner</name>
    <message>
        <source>Cannot read the order file %1: %2</source>
        <translation>Kan het bestelbestand %1 niet lezen: %2</translation>
    </message>
    <message>
        <source>larger than 64 MB</source>
        <translation>groter dan 64 MB</translation>
    </message>
    <message>
        <source>The demo shop could not be started.</source>
        <translation>De demowebshop kon niet worden gestart.</translation>
    </message>
    <message>
        <source>No server is configured: use --demo or --base-url URL.</source>
        <translation>Er is geen server ingesteld: gebruik --demo of --base-url URL.</translation>
    </message>
    <message>
        <source>No delivery address of this customer is in store %1.</source>
        <translation>Deze klant heeft geen afleveradres bij vestiging %1.</translation>
    </message>
    <message>
        <source>This customer has no delivery address.</source>
        <translation>Deze klant heeft geen afleveradres.</translation>
    </message>
    <message>
        <source>This customer has several delivery addresses: choose one with --store STORE_ID.</source>
        <translation>Deze klant heeft meerdere afleveradressen: kies er een met --store STORE_ID.</translation>
    </message>
    <message>
        <source>Cannot write the report %1: %2</source>
        <translation>Kan het rapport %1 niet schrijven: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n record(s): %1.</source>
        <translation>
            <numerusform>%n record: %1.</numerusform>
            <numerusform>%n records: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) need attention; see %1.</source>
        <translation>
            <numerusform>%n regel vraagt aandacht; zie %1.</numerusform>
            <numerusform>%n regels vragen aandacht; zie %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>No login is remembered for this server: sign in once with &quot;Remember me&quot;, or set WEBSHOP_API_USER, WEBSHOP_API_PASSWORD, WEBSHOP_USERNAME and WEBSHOP_PASSWORD.</source>
        <translation>Voor deze server is geen aanmelding onthouden: meld u één keer aan met ‘Aangemeld blijven op deze computer’, of stel WEBSHOP_API_USER, WEBSHOP_API_PASSWORD, WEBSHOP_USERNAME en WEBSHOP_PASSWORD in.</translation>
    </message>
    <message>
        <source>Lines above the large-quantity limits were not added (needs_confirmation): check their quantities, then run again with --allow-large to add them.</source>
        <translation>Regels boven de limieten voor grote aantallen zijn niet toegevoegd (needs_confirmation): controleer hun aantallen en voer de import daarna opnieuw uit met --allow-large om ze toe te voegen.</translation>
    </message>
    <message>
        <source>The app&apos;s data folder cannot be written, so no add can be recorded first; nothing was added.</source>
        <translation>De gegevensmap van de app is niet beschrijfbaar, dus er kan vooraf geen toevoeging worden vastgelegd; er is niets toegevoegd.</translation>
    </message>
    <message>
        <source>On its way to the basket when this report was written. If the run stopped here, run the file again: what arrived is reported already_added, the rest is added or held back.</source>
        <translation>Onderweg naar de winkelwagen toen dit rapport werd geschreven. Als de uitvoering hier is gestopt, voer het bestand dan opnieuw uit: wat is aangekomen, wordt als already_added gemeld; de rest wordt toegevoegd of tegengehouden.</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) were added by an earlier run of this file and were not sent again (already_added); --again adds them anew.</source>
        <translation>
            <numerusform>%n regel is door een eerdere uitvoering van dit bestand toegevoegd en niet opnieuw verzonden (already_added); --again voegt hem opnieuw toe.</numerusform>
            <numerusform>%n regels zijn door een eerdere uitvoering van dit bestand toegevoegd en niet opnieuw verzonden (already_added); --again voegt ze opnieuw toe.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) were sent by an earlier run of this file that did not learn whether they arrived: not sent again (uncertain). Check the basket; --again adds them anyway.</source>
        <translation>
            <numerusform>%n regel is verzonden door een eerdere uitvoering van dit bestand die niet te weten kwam of hij is aangekomen: niet opnieuw verzonden (uncertain). Controleer de winkelwagen; --again voegt hem toch toe.</numerusform>
            <numerusform>%n regels zijn verzonden door een eerdere uitvoering van dit bestand die niet te weten kwam of ze zijn aangekomen: niet opnieuw verzonden (uncertain). Controleer de winkelwagen; --again voegt ze toch toe.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::ui::AboutDialog</name>
    <message>
        <source>About Webshop Desktop</source>
        <translation>Over Webshop Desktop</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Webshop Desktop %1&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Webshop Desktop %1&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>Order from your wholesaler&apos;s webshop: search the catalogue, check prices, fill the basket and re-order from your lists.</source>
        <translation>Bestel in de webshop van uw groothandel: doorzoek het assortiment, bekijk prijzen, vul de winkelwagen en bestel opnieuw vanuit uw lijsten.</translation>
    </message>
    <message>
        <source>Version %1
Qt %2 (built with %3)
QtKeychain %4</source>
        <translation>Versie %1
Qt %2 (gebouwd met %3)
QtKeychain %4</translation>
    </message>
</context>
<context>
    <name>webshop::ui::AddHistoryDialog</name>
    <message>
        <source>Reading the basket again…</source>
        <translation>Winkelwagen wordt opnieuw gelezen…</translation>
    </message>
    <message>
        <source>These adds cannot be checked now: sign in with this customer and delivery address first.</source>
        <translation>Deze toevoegingen kunnen nu niet worden gecontroleerd: meld u eerst aan met deze klant en dit afleveradres.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source> for %1</source>
        <translation> voor %1</translation>
    </message>
    <message>
        <source>Add %1 × %2%3 to the basket again?</source>
        <translation>%1 × %2%3 opnieuw aan de winkelwagen toevoegen?</translation>
    </message>
    <message>
        <source>It is not known whether the add of %1 reached the basket. If it did, the basket will hold it twice, and this app cannot remove lines: you would have to correct it in the webshop. Check Again first when you are not sure.</source>
        <translation>Het is niet bekend of de toevoeging van %1 de winkelwagen heeft bereikt. Zo ja, dan staat het artikel er twee keer in, en deze app kan geen regels verwijderen: u moet het dan in de webshop corrigeren. Kies eerst ‘Opnieuw controleren’ als u het niet zeker weet.</translation>
    </message>
    <message>
        <source>Add Again Anyway</source>
        <translation>Toch opnieuw toevoegen</translation>
    </message>
    <message>
        <source>&amp;Add Again</source>
        <translation>&amp;Opnieuw toevoegen</translation>
    </message>
    <message>
        <source>Not added again.</source>
        <translation>Niet opnieuw toegevoegd.</translation>
    </message>
    <message>
        <source>Adding it again… Its outcome appears at the top of the list.</source>
        <translation>Wordt opnieuw toegevoegd… Het resultaat verschijnt bovenaan de lijst.</translation>
    </message>
    <message>
        <source>It could not be added again: sign in with this customer and delivery address, and wait until it is settled.</source>
        <translation>Kon niet opnieuw worden toegevoegd: meld u aan met deze klant en dit afleveradres, en wacht tot het resultaat vaststaat.</translation>
    </message>
    <message>
        <source>Added to Basket</source>
        <translation>Toegevoegd aan winkelwagen</translation>
    </message>
    <message>
        <source>Added to basket</source>
        <translation>Toegevoegd aan winkelwagen</translation>
    </message>
    <message>
        <source>Everything this app added to the basket of this customer and store: when, at which price, from where and with which outcome.</source>
        <translation>Alles wat deze app aan de winkelwagen van deze klant en vestiging heeft toegevoegd: wanneer, tegen welke prijs, van waaruit en met welk resultaat.</translation>
    </message>
    <message>
        <source>&amp;From:</source>
        <translation>&amp;Van:</translation>
    </message>
    <message>
        <source>&amp;To:</source>
        <translation>&amp;Tot:</translation>
    </message>
    <message>
        <source>All outcomes</source>
        <translation>Alle resultaten</translation>
    </message>
    <message>
        <source>In the basket</source>
        <translation>In de winkelwagen</translation>
    </message>
    <message>
        <source>Not known</source>
        <translation>Onbekend</translation>
    </message>
    <message>
        <source>Not added</source>
        <translation>Niet toegevoegd</translation>
    </message>
    <message>
        <source>On its way</source>
        <translation>Onderweg</translation>
    </message>
    <message>
        <source>&amp;Outcome:</source>
        <translation>&amp;Resultaat:</translation>
    </message>
    <message>
        <source>Article, pack, number or file line</source>
        <translation>Artikel, verpakking, nummer of bestandsregel</translation>
    </message>
    <message>
        <source>&amp;Search:</source>
        <translation>&amp;Zoeken:</translation>
    </message>
    <message>
        <source>C&amp;heck Again</source>
        <translation>Opnieuw &amp;controleren</translation>
    </message>
    <message>
        <source>Reads the basket again and settles the selected adds whose outcome is not known</source>
        <translation>Leest de winkelwagen opnieuw en bepaalt het resultaat van de geselecteerde toevoegingen met een onbekend resultaat</translation>
    </message>
    <message>
        <source>&amp;Add Again Anyway…</source>
        <translation>Toch &amp;opnieuw toevoegen…</translation>
    </message>
    <message>
        <source>Adds the selected add once more: it may then be in the basket twice</source>
        <translation>Voert de geselecteerde toevoeging nog een keer uit: het artikel kan dan twee keer in de winkelwagen staan</translation>
    </message>
    <message>
        <source>E&amp;xport CSV…</source>
        <translation>CSV e&amp;xporteren…</translation>
    </message>
    <message>
        <source>No adds in these days.</source>
        <translation>Geen toevoegingen in deze periode.</translation>
    </message>
    <message>
        <source>Sign in to see what this app added.</source>
        <translation>Meld u aan om te zien wat deze app heeft toegevoegd.</translation>
    </message>
    <message numerus="yes">
        <source>%n add(s)</source>
        <translation>
            <numerusform>%n toevoeging</numerusform>
            <numerusform>%n toevoegingen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n not known</source>
        <translation>
            <numerusform>%1 · %n onbekend</numerusform>
            <numerusform>%1 · %n onbekend</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>C&amp;hecking…</source>
        <translation>&amp;Controleren…</translation>
    </message>
    <message>
        <source>Added to basket %1.csv</source>
        <translation>Toegevoegd aan winkelwagen %1.csv</translation>
    </message>
    <message>
        <source>Export CSV</source>
        <translation>CSV exporteren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-bestanden (*.csv)</translation>
    </message>
    <message numerus="yes">
        <source>%n add(s) exported to %1.</source>
        <translation>
            <numerusform>%n toevoeging geëxporteerd naar %1.</numerusform>
            <numerusform>%n toevoegingen geëxporteerd naar %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The file could not be saved: %1</source>
        <translation>Het bestand kon niet worden opgeslagen: %1</translation>
    </message>
</context>
<context>
    <name>webshop::ui::AddressChooser</name>
    <message>
        <source>Choose a delivery address</source>
        <translation>Kies een afleveradres</translation>
    </message>
    <message>
        <source>The address decides your store, its prices and what can be delivered. You can switch it later from the toolbar.</source>
        <translation>Het adres bepaalt uw vestiging, de prijzen en wat er geleverd kan worden. U kunt het later wijzigen via de werkbalk.</translation>
    </message>
    <message>
        <source>Delivery addresses</source>
        <translation>Afleveradressen</translation>
    </message>
    <message>
        <source>Sign in as someone else</source>
        <translation>Aanmelden als iemand anders</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Doorgaan</translation>
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
        <translation>Prijs onbekend</translation>
    </message>
    <message>
        <source>Ask your sales contact</source>
        <translation>Vraag uw contactpersoon</translation>
    </message>
    <message numerus="yes">
        <source>%Ln pack size(s)</source>
        <translation>
            <numerusform>%Ln verpakking</numerusform>
            <numerusform>%Ln verpakkingen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 · %Ln pack size(s)</source>
        <translation>
            <numerusform>%1 · %Ln verpakking</numerusform>
            <numerusform>%1 · %Ln verpakkingen</numerusform>
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
        <translation>Geen artikel geselecteerd</translation>
    </message>
    <message>
        <source>Pick an article in the results to see its pack sizes and prices.</source>
        <translation>Kies een artikel in de resultaten om de verpakkingen en prijzen te zien.</translation>
    </message>
    <message>
        <source>Updating prices…</source>
        <translation>Prijzen bijwerken…</translation>
    </message>
    <message>
        <source>Pack sizes</source>
        <translation>Verpakkingen</translation>
    </message>
    <message>
        <source>Article no. %1</source>
        <translation>Art.nr. %1</translation>
    </message>
    <message>
        <source>No picture</source>
        <translation>Geen afbeelding</translation>
    </message>
    <message>
        <source>Picture of %1</source>
        <translation>Afbeelding van %1</translation>
    </message>
    <message>
        <source>Current prices could not be loaded: %1</source>
        <translation>Actuele prijzen konden niet worden geladen: %1</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Opnieuw</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Deposit on empties (bottles, crates), where it applies, is not part of these prices. The shop states it in the basket only: a pack in your basket shows its deposit here.</source>
        <translation>Statiegeld op leeggoed (flessen, kratten) zit, waar het van toepassing is, niet in deze prijzen. De winkel noemt het alleen in de winkelwagen: een verpakking in uw winkelwagen toont hier haar statiegeld.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::Banner</name>
    <message>
        <source>Dismiss</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <source>Dismiss message</source>
        <translation>Melding sluiten</translation>
    </message>
</context>
<context>
    <name>webshop::ui::BasketPage</name>
    <message>
        <source>Basket</source>
        <translation>Winkelwagen</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Vernieuwen</translation>
    </message>
    <message>
        <source>Read the basket from the shop again</source>
        <translation>Winkelwagen opnieuw uit de webshop laden</translation>
    </message>
    <message>
        <source>This app adds articles to your basket. To change quantities, remove lines or check out, continue in the webshop: the basket is the same there.</source>
        <translation>Deze app voegt artikelen toe aan uw winkelwagen. Om aantallen te wijzigen, regels te verwijderen of af te rekenen, gaat u verder in de webshop: daar staat dezelfde winkelwagen.</translation>
    </message>
    <message>
        <source>Continue to checkout in the webshop</source>
        <translation>Afrekenen in de webshop</translation>
    </message>
    <message>
        <source>Basket lines</source>
        <translation>Winkelwagenregels</translation>
    </message>
    <message>
        <source>VAT</source>
        <translation>Btw</translation>
    </message>
    <message>
        <source>The basket could not be read: %1</source>
        <translation>De winkelwagen kon niet worden gelezen: %1</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Opnieuw</translation>
    </message>
    <message>
        <source>Loading your basket…</source>
        <translation>Uw winkelwagen laden…</translation>
    </message>
    <message>
        <source>The basket has not been loaded</source>
        <translation>De winkelwagen is niet geladen</translation>
    </message>
    <message>
        <source>Sign in and choose a delivery address to see your basket.</source>
        <translation>Meld u aan en kies een afleveradres om uw winkelwagen te zien.</translation>
    </message>
    <message>
        <source>Load basket</source>
        <translation>Winkelwagen laden</translation>
    </message>
    <message>
        <source>Your basket is empty</source>
        <translation>Uw winkelwagen is leeg</translation>
    </message>
    <message>
        <source>Add articles from the search or from your lists.</source>
        <translation>Voeg artikelen toe via zoeken of vanuit uw lijsten.</translation>
    </message>
    <message>
        <source>Find articles</source>
        <translation>Artikelen zoeken</translation>
    </message>
    <message>
        <source>Total gross</source>
        <translation>Totaal bruto</translation>
    </message>
    <message>
        <source>updating…</source>
        <translation>bijwerken…</translation>
    </message>
    <message>
        <source>synced just now</source>
        <translation>zojuist gesynchroniseerd</translation>
    </message>
    <message>
        <source>synced at %1</source>
        <translation>gesynchroniseerd om %1</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s)</source>
        <translation>
            <numerusform>%Ln regel</numerusform>
            <numerusform>%Ln regels</numerusform>
        </translation>
    </message>
    <message>
        <source>Compare Stores…</source>
        <translation>Vestigingen vergelijken…</translation>
    </message>
    <message>
        <source>The prices of these lines at every store of your delivery addresses</source>
        <translation>De prijzen van deze regels bij elke vestiging van uw afleveradressen</translation>
    </message>
    <message>
        <source>Goods net</source>
        <translation>Goederen netto</translation>
    </message>
    <message>
        <source>Deposit net</source>
        <translation>Statiegeld netto</translation>
    </message>
    <message>
        <source>Gross incl. deposit</source>
        <translation>Bruto incl. statiegeld</translation>
    </message>
    <message>
        <source>Total net incl. deposit</source>
        <translation>Totaal netto incl. statiegeld</translation>
    </message>
    <message>
        <source>The webshop could not be opened in your browser. Its address is %1.</source>
        <translation>De webshop kan niet in uw browser worden geopend. Het adres is %1.</translation>
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
        <translation>Aan winkelwagen toevoegen</translation>
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
        <translation>Veel meer dan u gewoonlijk in één keer toevoegt (de limieten staan in Voorkeuren):</translation>
    </message>
    <message>
        <source>The app cannot remove lines or lower quantities afterwards.</source>
        <translation>De app kan achteraf geen regels verwijderen of aantallen verlagen.</translation>
    </message>
    <message numerus="yes">
        <source>Add %n line(s) to the basket?</source>
        <translation>
            <numerusform>%n regel aan de winkelwagen toevoegen?</numerusform>
            <numerusform>%n regels aan de winkelwagen toevoegen?</numerusform>
        </translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>Regels</translation>
    </message>
    <message>
        <source>Packs</source>
        <translation>Verpakkingen</translation>
    </message>
    <message numerus="yes">
        <source>%1 in %Ln line(s)</source>
        <translation>
            <numerusform>%1 in %Ln regel</numerusform>
            <numerusform>%1 in %Ln regels</numerusform>
        </translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <source>Gross total</source>
        <translation>Totaal bruto</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) without a known price are not in it.</source>
        <translation>
            <numerusform>%Ln regel zonder bekende prijs is niet meegeteld.</numerusform>
            <numerusform>%Ln regels zonder bekende prijs zijn niet meegeteld.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 in the basket → %3 after this add</source>
        <translation>%1: %2 in de winkelwagen → %3 na deze toevoeging</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%Ln line(s) of this add)</source>
        <translation>
            <numerusform>%1 (%Ln regel van deze toevoeging)</numerusform>
            <numerusform>%1 (%Ln regels van deze toevoeging)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Already in the basket (%Ln pack(s)):</source>
        <translation>
            <numerusform>Al in de winkelwagen (%Ln verpakking):</numerusform>
            <numerusform>Al in de winkelwagen (%Ln verpakkingen):</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&amp;Add %n Line(s)</source>
        <translation>
            <numerusform>%n regel &amp;toevoegen</numerusform>
            <numerusform>%n regels &amp;toevoegen</numerusform>
        </translation>
    </message>
    <message>
        <source>Add &amp;Without the Large Lines</source>
        <translation>Toevoegen &amp;zonder de grote regels</translation>
    </message>
    <message>
        <source>%1 incl. %2 deposit</source>
        <extracomment>The price of an add with its deposit, e.g. &quot;32,56 € incl. 11,78 € deposit&quot;</extracomment>
        <translation>%1 incl. %2 statiegeld</translation>
    </message>
    <message>
        <source>≈ %1</source>
        <extracomment>An amount the basket may show otherwise (the note under it says why), e.g. &quot;≈ 20,79 €&quot;</extracomment>
        <translation>≈ %1</translation>
    </message>
    <message numerus="yes">
        <source>≈: without the deposit of %Ln line(s): the shop states a pack&apos;s deposit in the basket only, and these packs are not in it yet.</source>
        <translation>
            <numerusform>≈: zonder het statiegeld van %Ln regel: de winkel noemt het statiegeld van een verpakking alleen in de winkelwagen, en deze verpakking zit er nog niet in.</numerusform>
            <numerusform>≈: zonder het statiegeld van %Ln regels: de winkel noemt het statiegeld van een verpakking alleen in de winkelwagen, en deze verpakkingen zitten er nog niet in.</numerusform>
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
        <translation>Verkocht per gewicht: voer de hoeveelheid in kilogram in</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Netto</translation>
    </message>
    <message>
        <source>VAT</source>
        <translation>Btw</translation>
    </message>
    <message>
        <source>Gross</source>
        <translation>Bruto</translation>
    </message>
    <message>
        <source>Price unknown</source>
        <translation>Prijs onbekend</translation>
    </message>
    <message>
        <source>The shop gave no price for this pack size. The basket will show the price once added.</source>
        <translation>De webshop heeft voor deze verpakking geen prijs opgegeven. De winkelwagen toont de prijs na het toevoegen.</translation>
    </message>
    <message>
        <source>&amp;Qty</source>
        <translation>&amp;Aantal</translation>
    </message>
    <message>
        <source>Add to basket</source>
        <translation>In winkelwagen</translation>
    </message>
    <message>
        <source>Pack %1</source>
        <translation>Verpakking %1</translation>
    </message>
    <message>
        <source>Pack size: %1</source>
        <translation>Inhoud: %1</translation>
    </message>
    <message>
        <source>%1 / kg</source>
        <translation>%1 / kg</translation>
    </message>
    <message>
        <source>Add %1 to basket</source>
        <translation>%1 aan winkelwagen toevoegen</translation>
    </message>
    <message>
        <source>Quantity of %1</source>
        <translation>Aantal van %1</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <extracomment>What an add will send: quantity · price, e.g. &quot;1,5 kg · 17,00 €&quot;</extracomment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 incl. %2 deposit</source>
        <extracomment>The price of an add with its deposit, e.g. &quot;32,56 € incl. 11,78 € deposit&quot;</extracomment>
        <translation>%1 incl. %2 statiegeld</translation>
    </message>
    <message>
        <source>+ %1 deposit per pack (net), as in your basket</source>
        <extracomment>Under a pack&apos;s prices: its deposit as the basket states it, e.g. &quot;+ 3,30 € deposit per pack (net), as in your basket&quot;</extracomment>
        <translation>+ %1 statiegeld per verpakking (netto), zoals in uw winkelwagen</translation>
    </message>
    <message>
        <source>The prices above are without deposit. The shop states a pack&apos;s deposit in the basket only: this is the one your basket shows for this pack.</source>
        <translation>De prijzen hierboven zijn zonder statiegeld. De winkel noemt het statiegeld van een verpakking alleen in de winkelwagen: dit is het statiegeld dat uw winkelwagen voor deze verpakking toont.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::CataloguePage</name>
    <message>
        <source>Loading results</source>
        <translation>Resultaten laden</translation>
    </message>
    <message>
        <source>Show as cards</source>
        <translation>Als tegels tonen</translation>
    </message>
    <message>
        <source>Show as list</source>
        <translation>Als lijst tonen</translation>
    </message>
    <message>
        <source>Search results</source>
        <translation>Zoekresultaten</translation>
    </message>
    <message>
        <source>Loading more…</source>
        <translation>Meer laden…</translation>
    </message>
    <message>
        <source>Search the catalogue</source>
        <translation>Doorzoek het assortiment</translation>
    </message>
    <message>
        <source>Type in the search field above: results appear as you type.</source>
        <translation>Typ in het zoekveld hierboven: de resultaten verschijnen terwijl u typt.</translation>
    </message>
    <message>
        <source>Searching for “%1”…</source>
        <translation>Zoeken naar ‘%1’…</translation>
    </message>
    <message>
        <source>No results for “%1”</source>
        <translation>Geen resultaten voor ‘%1’</translation>
    </message>
    <message>
        <source>Search for “%1”</source>
        <translation>Zoeken naar ‘%1’</translation>
    </message>
    <message>
        <source>Showing %1 of %2 · scroll for more</source>
        <translation>%1 van %2 getoond · scroll voor meer</translation>
    </message>
    <message>
        <source>No articles match “%1”</source>
        <translation>Geen artikelen gevonden voor ‘%1’</translation>
    </message>
    <message>
        <source>Check the spelling, try a shorter word or the article number.</source>
        <translation>Controleer de spelling of probeer een korter woord of het artikelnummer.</translation>
    </message>
    <message>
        <source>Clear search</source>
        <translation>Zoekopdracht wissen</translation>
    </message>
    <message>
        <source>The search did not work</source>
        <translation>Het zoeken is mislukt</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Opnieuw</translation>
    </message>
    <message>
        <source>What do you need today?</source>
        <translation>Wat heeft u vandaag nodig?</translation>
    </message>
    <message>
        <source>Search by name, brand or article number, e.g. “espresso” or “tomatoes”. Press Ctrl+F to jump to the search field.</source>
        <translation>Zoek op naam, merk of artikelnummer, bijv. ‘espresso’ of ‘tomaten’. Druk op Ctrl+F om naar het zoekveld te gaan.</translation>
    </message>
    <message>
        <source>More results could not be loaded: %1</source>
        <translation>Meer resultaten konden niet worden geladen: %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln result(s) for “%1”</source>
        <translation>
            <numerusform>%Ln resultaat voor ‘%1’</numerusform>
            <numerusform>%Ln resultaten voor ‘%1’</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %Ln shown</source>
        <comment>all search results are on screen</comment>
        <translation>
            <numerusform>Alles getoond</numerusform>
            <numerusform>Alle %Ln getoond</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::ui::ConnectionStatus</name>
    <message>
        <source>Not signed in</source>
        <translation>Niet aangemeld</translation>
    </message>
    <message>
        <source>demo shop</source>
        <translation>demowebshop</translation>
    </message>
    <message>
        <source>Signing in to %1…</source>
        <translation>Aanmelden bij %1…</translation>
    </message>
    <message>
        <source>Connected · %1</source>
        <translation>Verbonden · %1</translation>
    </message>
    <message>
        <source> · %1</source>
        <translation> · %1</translation>
    </message>
    <message>
        <source> · syncing basket…</source>
        <translation> · winkelwagen synchroniseren…</translation>
    </message>
    <message>
        <source> · basket synced just now</source>
        <translation> · winkelwagen zojuist gesynchroniseerd</translation>
    </message>
    <message numerus="yes">
        <source> · basket synced %Ln min ago</source>
        <translation>
            <numerusform> · winkelwagen %Ln min geleden gesynchroniseerd</numerusform>
            <numerusform> · winkelwagen %Ln min geleden gesynchroniseerd</numerusform>
        </translation>
    </message>
    <message>
        <source>Offline: the server cannot be reached. Showing saved data; signing in again by itself.</source>
        <translation>Offline: de server is niet bereikbaar. Bewaarde gegevens worden getoond; er wordt vanzelf opnieuw aangemeld.</translation>
    </message>
    <message>
        <source>Offline: %1 cannot be reached. Trying again by itself (F5: now).</source>
        <translation>Offline: %1 is niet bereikbaar. Wordt vanzelf opnieuw geprobeerd (F5: nu).</translation>
    </message>
    <message>
        <source>Signing in to the demo shop…</source>
        <translation>Aanmelden bij de demowebshop…</translation>
    </message>
    <message>
        <source>Offline: the demo shop cannot be reached. Trying again by itself (F5: now).</source>
        <translation>Offline: de demowebshop is niet bereikbaar. Wordt vanzelf opnieuw geprobeerd (F5: nu).</translation>
    </message>
</context>
<context>
    <name>webshop::ui::CredentialsPage</name>
    <message>
        <source>Show password</source>
        <translation>Wachtwoord tonen</translation>
    </message>
    <message>
        <source>Hide password</source>
        <translation>Wachtwoord verbergen</translation>
    </message>
    <message>
        <source>Sign in to your webshop</source>
        <translation>Aanmelden bij uw webshop</translation>
    </message>
    <message>
        <source>Use the API access your company received from the wholesaler, and your own webshop login.</source>
        <translation>Gebruik de API-toegang die uw bedrijf van de groothandel heeft gekregen, en uw eigen aanmeldgegevens voor de webshop.</translation>
    </message>
    <message>
        <source>Demo shop (built in)</source>
        <translation>Demowebshop (ingebouwd)</translation>
    </message>
    <message>
        <source>Company server</source>
        <translation>Bedrijfsserver</translation>
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
        <translation>Serveradres</translation>
    </message>
    <message>
        <source>Add&amp;ress:</source>
        <translation>&amp;Adres:</translation>
    </message>
    <message>
        <source>API user</source>
        <translation>API-gebruiker</translation>
    </message>
    <message>
        <source>&amp;API user:</source>
        <translation>API-&amp;gebruiker:</translation>
    </message>
    <message>
        <source>API password</source>
        <translation>API-wachtwoord</translation>
    </message>
    <message>
        <source>API &amp;password:</source>
        <translation>API-&amp;wachtwoord:</translation>
    </message>
    <message>
        <source>name@company.com</source>
        <translation>naam@bedrijf.nl</translation>
    </message>
    <message>
        <source>Username</source>
        <translation>Gebruikersnaam</translation>
    </message>
    <message>
        <source>&amp;Username:</source>
        <translation>Gebruikers&amp;naam:</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Wachtwoord</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>Wachtw&amp;oord:</translation>
    </message>
    <message>
        <source>&amp;Remember me on this computer</source>
        <translation>Aangemeld &amp;blijven op deze computer</translation>
    </message>
    <message>
        <source>Passwords are kept in the system keychain, never in a file.</source>
        <translation>Wachtwoorden worden in de sleutelhanger van het systeem bewaard, nooit in een bestand.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>Sign In</source>
        <translation>Aanmelden</translation>
    </message>
    <message>
        <source>server address</source>
        <translation>serveradres</translation>
    </message>
    <message>
        <source>username</source>
        <translation>gebruikersnaam</translation>
    </message>
    <message>
        <source>password</source>
        <translation>wachtwoord</translation>
    </message>
    <message>
        <source>Please fill in: %1.</source>
        <translation>Vul in: %1.</translation>
    </message>
    <message>
        <source>“%1” is not a web address. Enter it like https://shop.example.com.</source>
        <translation>‘%1’ is geen webadres. Voer het in zoals https://shop.example.com.</translation>
    </message>
    <message>
        <source>The server address must not contain a user name or password. Enter only the address, like https://shop.example.com, and the API user and password in their own fields.</source>
        <translation>Het serveradres mag geen gebruikersnaam of wachtwoord bevatten. Voer alleen het adres in, zoals https://shop.example.com, en de API-gebruiker en het API-wachtwoord in de daarvoor bestemde velden.</translation>
    </message>
    <message>
        <source>Signing in…</source>
        <translation>Aanmelden…</translation>
    </message>
</context>
<context>
    <name>webshop::ui::GuideDelegate</name>
    <message>
        <source>On hand</source>
        <translation>Voorraad</translation>
    </message>
    <message>
        <source>Par</source>
        <translation>Norm</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Verpakking</translation>
    </message>
</context>
<context>
    <name>webshop::ui::GuideFiles</name>
    <message>
        <source>The guide could not be saved to %1: %2</source>
        <translation>De gids kon niet worden opgeslagen in %1: %2</translation>
    </message>
    <message>
        <source>The guide was saved to %1.</source>
        <translation>De gids is opgeslagen in %1.</translation>
    </message>
    <message>
        <source>The file %1 could not be read.</source>
        <translation>Het bestand %1 kon niet worden gelezen.</translation>
    </message>
    <message>
        <source>Pack %1 is not on this list: left out.</source>
        <translation>Verpakking %1 staat niet op deze lijst: weggelaten.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) taken from the file.</source>
        <translation>
            <numerusform>%Ln regel uit het bestand overgenomen.</numerusform>
            <numerusform>%Ln regels uit het bestand overgenomen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) taken from the file; not taken: %1</source>
        <translation>
            <numerusform>%Ln regel uit het bestand overgenomen; niet overgenomen: %1</numerusform>
            <numerusform>%Ln regels uit het bestand overgenomen; niet overgenomen: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>order-guide</source>
        <translation>bestelgids</translation>
    </message>
    <message>
        <source>Export Guide</source>
        <translation>Gids exporteren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-bestanden (*.csv)</translation>
    </message>
    <message>
        <source>Import Guide</source>
        <translation>Gids importeren</translation>
    </message>
    <message>
        <source>CSV files (*.csv *.txt)</source>
        <translation>CSV-bestanden (*.csv *.txt)</translation>
    </message>
</context>
<context>
    <name>webshop::ui::GuideFooter</name>
    <message>
        <source>Clear Counts</source>
        <translation>Telling wissen</translation>
    </message>
    <message numerus="yes">
        <source>Order %Ln line(s)</source>
        <translation>
            <numerusform>%Ln regel bestellen</numerusform>
            <numerusform>%Ln regels bestellen</numerusform>
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
            <numerusform>%1 van %Ln regel geteld</numerusform>
            <numerusform>%1 van %Ln regels geteld</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 net incl. deposit</source>
        <translation>%1 netto incl. statiegeld</translation>
    </message>
    <message>
        <source>%1 gross incl. deposit</source>
        <translation>%1 bruto incl. statiegeld</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) without a price</source>
        <translation>
            <numerusform>%Ln regel zonder prijs</numerusform>
            <numerusform>%Ln regels zonder prijs</numerusform>
        </translation>
    </message>
    <message>
        <source>minimum order %1 reached</source>
        <translation>minimale bestelwaarde %1 bereikt</translation>
    </message>
    <message>
        <source>%1 short of the minimum order %2</source>
        <translation>nog %1 tot de minimale bestelwaarde %2</translation>
    </message>
</context>
<context>
    <name>webshop::ui::GuideHeader</name>
    <message>
        <source>Order guide</source>
        <translation>Bestelgids</translation>
    </message>
    <message>
        <source>Take Suggested Par</source>
        <translation>Voorstel overnemen</translation>
    </message>
    <message>
        <source>The current line&apos;s par becomes the suggested one (Ctrl+Shift+P)</source>
        <translation>De norm van de huidige regel wordt het voorstel (Ctrl+Shift+P)</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Delen</translation>
    </message>
    <message>
        <source>Export Guide…</source>
        <translation>Gids exporteren…</translation>
    </message>
    <message>
        <source>Save the guide as CSV (pack number, par, position, note) to share it</source>
        <translation>De gids opslaan als CSV (verpakkingsnummer, norm, plaats, notitie) om te delen</translation>
    </message>
    <message>
        <source>Import Guide…</source>
        <translation>Gids importeren…</translation>
    </message>
    <message>
        <source>Read pars, positions and notes from a guide&apos;s CSV file</source>
        <translation>Normen, plaatsen en notities uit het CSV-bestand van een gids lezen</translation>
    </message>
</context>
<context>
    <name>webshop::ui::GuideOrderQuestion</name>
    <message>
        <source>Nothing to order: count the lines first (a blank count orders nothing).</source>
        <translation>Niets te bestellen: tel eerst de regels (een lege telling bestelt niets).</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Nothing was ordered.</source>
        <translation>Er is niets besteld.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::GuidePage</name>
    <message>
        <source>Order guide</source>
        <translation>Bestelgids</translation>
    </message>
    <message>
        <source>The guide could not be saved on this computer: %1</source>
        <translation>De gids kon niet op deze computer worden opgeslagen: %1</translation>
    </message>
    <message>
        <source>This line has no suggested par: it needs adds on two days or more.</source>
        <translation>Deze regel heeft geen voorstel: daarvoor zijn toevoegingen op twee of meer dagen nodig.</translation>
    </message>
    <message>
        <source>Loading the guide…</source>
        <translation>Gids wordt geladen…</translation>
    </message>
    <message>
        <source>This guide&apos;s list could not be loaded</source>
        <translation>De lijst van deze gids kon niet worden geladen</translation>
    </message>
    <message>
        <source>No order guide yet</source>
        <translation>Nog geen bestelgids</translation>
    </message>
    <message>
        <source>Open a list on the Lists page and choose Use as Order Guide.</source>
        <translation>Open een lijst op de pagina Lijsten en kies Als bestelgids gebruiken.</translation>
    </message>
    <message>
        <source>Go to Lists</source>
        <translation>Naar Lijsten</translation>
    </message>
    <message>
        <source>Count top to bottom: type what is on hand, Enter for the next line.</source>
        <translation>Tel van boven naar beneden: typ de voorraad, Enter voor de volgende regel.</translation>
    </message>
    <message>
        <source>Order by %1 for the delivery on %2: this guide has not been ordered today.</source>
        <translation>Bestel vóór %1 voor de levering op %2: deze gids is vandaag nog niet besteld.</translation>
    </message>
    <message numerus="yes">
        <source>Ordering %Ln line(s)…</source>
        <translation>
            <numerusform>%Ln regel wordt besteld…</numerusform>
            <numerusform>%Ln regels worden besteld…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) added to the basket.</source>
        <translation>
            <numerusform>%Ln regel aan de winkelwagen toegevoegd.</numerusform>
            <numerusform>%Ln regels aan de winkelwagen toegevoegd.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 added, %2 not: see View → Added to Basket for each line&apos;s outcome.</source>
        <translation>%1 toegevoegd, %2 niet: zie Beeld → Toegevoegd aan winkelwagen voor de uitkomst per regel.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::GuideReminders</name>
    <message>
        <source>Order guide %1: order by %2 for the delivery on %3; it has not been ordered today.</source>
        <translation>Bestelgids %1: bestel vóór %2 voor de levering op %3; hij is vandaag nog niet besteld.</translation>
    </message>
    <message>
        <source>Open Guide</source>
        <translation>Gids openen</translation>
    </message>
    <message>
        <source>Order guide</source>
        <translation>Bestelgids</translation>
    </message>
</context>
<context>
    <name>webshop::ui::GuideScheduleEditor</name>
    <message>
        <source>Delivery days:</source>
        <translation>Leverdagen:</translation>
    </message>
    <message>
        <source>Delivery on %1</source>
        <translation>Levering op %1</translation>
    </message>
    <message>
        <source>Order cut-off:</source>
        <translation>Besteltijd tot:</translation>
    </message>
    <message>
        <source>The time on the day before each delivery by which the order must be in</source>
        <translation>Het tijdstip op de dag vóór elke levering waarvoor de bestelling binnen moet zijn</translation>
    </message>
    <message>
        <source>Order cut-off</source>
        <translation>Uiterste besteltijd</translation>
    </message>
    <message>
        <source>Minimum order (gross):</source>
        <translation>Minimale bestelwaarde (bruto):</translation>
    </message>
    <message>
        <source>Minimum order value, gross</source>
        <translation>Minimale bestelwaarde, bruto</translation>
    </message>
    <message>
        <source>The minimum order &quot;%1&quot; is not an amount, e.g. %2.</source>
        <translation>De minimale bestelwaarde ‘%1’ is geen bedrag, bijv. %2.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::GuideTable</name>
    <message>
        <source>Order guide lines</source>
        <translation>Regels van de bestelgids</translation>
    </message>
</context>
<context>
    <name>webshop::ui::HistoryActions</name>
    <message>
        <source>Show Added to Basket</source>
        <translation>Toegevoegd aan winkelwagen tonen</translation>
    </message>
</context>
<context>
    <name>webshop::ui::ImportDialog</name>
    <message>
        <source>Import Order</source>
        <translation>Bestelling importeren</translation>
    </message>
    <message>
        <source>Save &amp;Report…</source>
        <translation>&amp;Rapport opslaan…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <source>Checking was stopped. The lines checked so far are kept; the others are marked &quot;Not checked&quot; and are not added.</source>
        <translation>De controle is gestopt. De al gecontroleerde regels blijven behouden; de andere zijn gemarkeerd als ‘Niet gecontroleerd’ en worden niet toegevoegd.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) added to the basket.</source>
        <translation>
            <numerusform>%Ln regel aan de winkelwagen toegevoegd.</numerusform>
            <numerusform>%Ln regels aan de winkelwagen toegevoegd.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) not added: each says why. Save the report to keep the list.</source>
        <translation>
            <numerusform>%Ln regel niet toegevoegd: de regel vermeldt waarom. Sla het rapport op om de lijst te bewaren.</numerusform>
            <numerusform>%Ln regels niet toegevoegd: elke regel vermeldt waarom. Sla het rapport op om de lijst te bewaren.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every line of the file is in the basket.</source>
        <translation>Elke regel van het bestand staat in de winkelwagen.</translation>
    </message>
    <message>
        <source>Order imported: %1</source>
        <translation>Bestelling geïmporteerd: %1</translation>
    </message>
    <message>
        <source>Import Order: %1</source>
        <translation>Bestelling importeren: %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) in the file</source>
        <translation>
            <numerusform>%Ln regel in het bestand</numerusform>
            <numerusform>%Ln regels in het bestand</numerusform>
        </translation>
    </message>
    <message>
        <source>%L1 shown</source>
        <translation>%L1 getoond</translation>
    </message>
    <message numerus="yes">
        <source>%Ln listed with this filter</source>
        <translation>
            <numerusform>%Ln getoond met dit filter</numerusform>
            <numerusform>%Ln getoond met dit filter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&amp;Add %Ln Line(s) to Basket</source>
        <translation>
            <numerusform>%Ln regel aan winkelwagen &amp;toevoegen</numerusform>
            <numerusform>%Ln regels aan winkelwagen &amp;toevoegen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) need you and are not added until fixed. Space on a line shows its choices.</source>
        <translation>
            <numerusform>%Ln regel heeft uw aandacht nodig en wordt pas na correctie toegevoegd. De spatiebalk toont de keuzes van een regel.</numerusform>
            <numerusform>%Ln regels hebben uw aandacht nodig en worden pas na correctie toegevoegd. De spatiebalk toont de keuzes van een regel.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing is added before you press Add.</source>
        <translation>Er wordt niets toegevoegd voordat u op Toevoegen drukt.</translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>Regel %1: %2</translation>
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
        <translation>Rapport opslaan</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-bestanden (*.csv)</translation>
    </message>
    <message>
        <source>Add Those Lines A&amp;gain…</source>
        <translation>Deze regels &amp;opnieuw toevoegen…</translation>
    </message>
    <message>
        <source>Nothing was added.</source>
        <translation>Er is niets toegevoegd.</translation>
    </message>
    <message>
        <source>today at %1</source>
        <translation>vandaag om %1</translation>
    </message>
    <message>
        <source>This file was added to this basket %1.</source>
        <translation>Dit bestand is %1 aan deze winkelwagen toegevoegd.</translation>
    </message>
    <message numerus="yes">
        <source>Adding it again puts %Ln line(s) that are in the basket there a second time.</source>
        <translation>
            <numerusform>Als u het opnieuw toevoegt, komt %Ln regel die al in de winkelwagen staat, er een tweede keer in.</numerusform>
            <numerusform>Als u het opnieuw toevoegt, komen %Ln regels die al in de winkelwagen staan, er een tweede keer in.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) may have arrived then: they may be there twice.</source>
        <translation>
            <numerusform>%Ln regel is toen mogelijk aangekomen: die kan er dan twee keer in staan.</numerusform>
            <numerusform>%Ln regels zijn toen mogelijk aangekomen: die kunnen er dan twee keer in staan.</numerusform>
        </translation>
    </message>
    <message>
        <source>The app cannot remove lines or lower quantities afterwards. Add the lines again?</source>
        <translation>De app kan achteraf geen regels verwijderen of aantallen verlagen. De regels opnieuw toevoegen?</translation>
    </message>
    <message>
        <source>Add Those Lines Again</source>
        <translation>Deze regels opnieuw toevoegen</translation>
    </message>
    <message>
        <source>&amp;Add Again…</source>
        <translation>&amp;Opnieuw toevoegen…</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) were in the basket from an earlier run of this file and were not sent again.</source>
        <translation>
            <numerusform>%Ln regel stond al in de winkelwagen door een eerdere import van dit bestand en is niet opnieuw verzonden.</numerusform>
            <numerusform>%Ln regels stonden al in de winkelwagen door een eerdere import van dit bestand en zijn niet opnieuw verzonden.</numerusform>
        </translation>
    </message>
    <message>
        <source>This file was added to this basket %1:</source>
        <translation>Dit bestand is %1 aan deze winkelwagen toegevoegd:</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) are already in the basket and will be skipped.</source>
        <translation>
            <numerusform>%Ln regel staat al in de winkelwagen en wordt overgeslagen.</numerusform>
            <numerusform>%Ln regels staan al in de winkelwagen en worden overgeslagen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) were sent then without a sure answer: they are held back until you have checked the basket.</source>
        <translation>
            <numerusform>%Ln regel is toen zonder duidelijk antwoord verzonden: die wordt tegengehouden totdat u de winkelwagen hebt gecontroleerd.</numerusform>
            <numerusform>%Ln regels zijn toen zonder duidelijk antwoord verzonden: die worden tegengehouden totdat u de winkelwagen hebt gecontroleerd.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) were not added then and will be added now.</source>
        <translation>
            <numerusform>%Ln regel is toen niet toegevoegd en wordt nu toegevoegd.</numerusform>
            <numerusform>%Ln regels zijn toen niet toegevoegd en worden nu toegevoegd.</numerusform>
        </translation>
    </message>
    <message>
        <source>&quot;Add Those Lines Again…&quot; adds the whole file anew.</source>
        <translation>‘Deze regels opnieuw toevoegen…’ voegt het hele bestand opnieuw toe.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::ImportLauncher</name>
    <message>
        <source>Sign in first: the lines of an order file are checked with your shop.</source>
        <translation>Meld u eerst aan: de regels van een bestelbestand worden bij uw webshop gecontroleerd.</translation>
    </message>
    <message>
        <source>An order file is being added to the basket. Open the next one when it has finished.</source>
        <translation>Er wordt een bestelbestand aan de winkelwagen toegevoegd. Open het volgende als het klaar is.</translation>
    </message>
    <message>
        <source>Import Order File</source>
        <translation>Bestelbestand importeren</translation>
    </message>
    <message>
        <source>Order files (*.csv *.tsv *.txt);;All files (*)</source>
        <translation>Bestelbestanden (*.csv *.tsv *.txt);;Alle bestanden (*)</translation>
    </message>
</context>
<context>
    <name>webshop::ui::ImportProgress</name>
    <message>
        <source>&amp;Stop Checking</source>
        <translation>Controle &amp;stoppen</translation>
    </message>
    <message>
        <source>Checking the lines with the shop…</source>
        <translation>De regels worden bij de webshop gecontroleerd…</translation>
    </message>
    <message>
        <source>Checked %L1 of %L2 lines</source>
        <translation>%L1 van %L2 regels gecontroleerd</translation>
    </message>
    <message>
        <source>%L1 lines per second</source>
        <translation>%L1 regels per seconde</translation>
    </message>
    <message numerus="yes">
        <source>about %n second(s) left</source>
        <translation>
            <numerusform>nog ongeveer %n seconde</numerusform>
            <numerusform>nog ongeveer %n seconden</numerusform>
        </translation>
    </message>
    <message>
        <source>Adding line %L1 of %L2 to the basket…</source>
        <translation>Regel %L1 van %L2 wordt aan de winkelwagen toegevoegd…</translation>
    </message>
</context>
<context>
    <name>webshop::ui::ImportRowMenu</name>
    <message>
        <source>Choose the article for line %1</source>
        <translation>Kies het artikel voor regel %1</translation>
    </message>
    <message>
        <source>Another article for line %1</source>
        <translation>Een ander artikel voor regel %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Line %1 orders the same pack as line %2</source>
        <translation>Regel %1 bestelt dezelfde verpakking als regel %2</translation>
    </message>
    <message>
        <source>&amp;Merge into line %1 (quantities added up)</source>
        <translation>&amp;Samenvoegen in regel %1 (aantallen opgeteld)</translation>
    </message>
    <message>
        <source>&amp;Keep as a line of its own</source>
        <translation>Als eigen regel &amp;behouden</translation>
    </message>
    <message>
        <source>Merge &amp;All Duplicates</source>
        <translation>&amp;Alle dubbele samenvoegen</translation>
    </message>
    <message>
        <source>Keep All &amp;Duplicates</source>
        <translation>Alle &amp;dubbele behouden</translation>
    </message>
</context>
<context>
    <name>webshop::ui::ImportSummaryBar</name>
    <message>
        <source>%L1 ready</source>
        <translation>%L1 klaar</translation>
    </message>
    <message>
        <source>%L1 to choose</source>
        <translation>%L1 te kiezen</translation>
    </message>
    <message numerus="yes">
        <source>%Ln duplicate(s)</source>
        <translation>
            <numerusform>%Ln dubbel</numerusform>
            <numerusform>%Ln dubbel</numerusform>
        </translation>
    </message>
    <message>
        <source>%L1 not found</source>
        <translation>%L1 niet gevonden</translation>
    </message>
    <message numerus="yes">
        <source>%Ln invalid quantity(ies)</source>
        <translation>
            <numerusform>%Ln ongeldig aantal</numerusform>
            <numerusform>%Ln ongeldige aantallen</numerusform>
        </translation>
    </message>
    <message>
        <source>%L1 skipped</source>
        <translation>%L1 overgeslagen</translation>
    </message>
    <message>
        <source>%L1 added</source>
        <translation>%L1 toegevoegd</translation>
    </message>
    <message>
        <source>%L1 not added</source>
        <translation>%L1 niet toegevoegd</translation>
    </message>
    <message>
        <source>All %L1</source>
        <translation>Alle %L1</translation>
    </message>
    <message>
        <source>Only problems: %L1</source>
        <translation>Alleen problemen: %L1</translation>
    </message>
</context>
<context>
    <name>webshop::ui::ImportTotal</name>
    <message>
        <source>≈: without the deposit of packs that are not in your basket yet: the shop states a pack&apos;s deposit in the basket only.</source>
        <translation>≈: zonder het statiegeld van verpakkingen die nog niet in uw winkelwagen zitten: de winkel noemt het statiegeld alleen in de winkelwagen.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::ItemNameDelegate</name>
    <message>
        <source>Article no. %1</source>
        <translation>Art.nr. %1</translation>
    </message>
    <message>
        <source>kg</source>
        <comment>weight article badge</comment>
        <translation>kg</translation>
    </message>
    <message>
        <source>Checking basket…</source>
        <translation>Winkelwagen controleren…</translation>
    </message>
    <message>
        <source>Add not confirmed: check this quantity</source>
        <translation>Toevoeging niet bevestigd: controleer dit aantal</translation>
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
        <translation>%1 voor %2 toevoegen?</translation>
    </message>
    <message>
        <source>Add %1?</source>
        <translation>%1 toevoegen?</translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <translation>%1 voor %2</translation>
    </message>
    <message>
        <source>Add these quantities?</source>
        <translation>Deze aantallen toevoegen?</translation>
    </message>
    <message>
        <source>Large quantity</source>
        <translation>Groot aantal</translation>
    </message>
    <message>
        <source>That is far more than a usual add. This app cannot lower a basket line afterwards. The limits are in Preferences.</source>
        <translation>Dat is veel meer dan u gewoonlijk in één keer toevoegt. Deze app kan een winkelwagenregel achteraf niet verlagen. De limieten staan in Voorkeuren.</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Toevoegen</translation>
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
        <translation>Lijstregels</translation>
    </message>
</context>
<context>
    <name>webshop::ui::ListsHeader</name>
    <message>
        <source>Compare Stores…</source>
        <translation>Vestigingen vergelijken…</translation>
    </message>
    <message>
        <source>The prices of this list at every store of your delivery addresses</source>
        <translation>De prijzen van deze lijst bij elke vestiging van uw afleveradressen</translation>
    </message>
    <message>
        <source>Use as Order Guide</source>
        <translation>Als bestelgids gebruiken</translation>
    </message>
    <message>
        <source>Count the store room against par levels and order what is missing (Ctrl+5)</source>
        <translation>Tel de voorraadruimte tegen de normen en bestel wat ontbreekt (Ctrl+5)</translation>
    </message>
</context>
<context>
    <name>webshop::ui::ListsPage</name>
    <message>
        <source>Lists</source>
        <translation>Lijsten</translation>
    </message>
    <message>
        <source>Add &amp;selected</source>
        <translation>&amp;Selectie toevoegen</translation>
    </message>
    <message>
        <source>Add the selected lines with their quantities to the basket</source>
        <translation>De geselecteerde regels met hun aantallen aan de winkelwagen toevoegen</translation>
    </message>
    <message>
        <source>Add &amp;all to basket</source>
        <translation>A&amp;lles in winkelwagen</translation>
    </message>
    <message>
        <source>The list could not be loaded: %1</source>
        <translation>De lijst kon niet worden geladen: %1</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Opnieuw</translation>
    </message>
    <message>
        <source>Loading the list…</source>
        <translation>Lijst laden…</translation>
    </message>
    <message>
        <source>This list could not be loaded</source>
        <translation>Deze lijst kon niet worden geladen</translation>
    </message>
    <message>
        <source>Your lists could not be loaded</source>
        <translation>Uw lijsten konden niet worden geladen</translation>
    </message>
    <message>
        <source>This list is empty</source>
        <translation>Deze lijst is leeg</translation>
    </message>
    <message>
        <source>Add articles to it in the webshop; they show up here.</source>
        <translation>Voeg er in de webshop artikelen aan toe; ze verschijnen dan hier.</translation>
    </message>
    <message>
        <source>Choose a list</source>
        <translation>Kies een lijst</translation>
    </message>
    <message>
        <source>Your personal lists are on the left. Pick one to order from it.</source>
        <translation>Links staan uw persoonlijke lijsten. Kies er een om daaruit te bestellen.</translation>
    </message>
    <message>
        <source>Nothing to add: every chosen line has quantity 0.</source>
        <translation>Niets toe te voegen: alle gekozen regels hebben aantal 0.</translation>
    </message>
    <message>
        <source>Waiting…</source>
        <translation>Wachten…</translation>
    </message>
    <message>
        <source>%1 added, %2 not: see the lines marked in red.</source>
        <translation>%1 toegevoegd, %2 niet: zie de rood gemarkeerde regels.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln article(s)</source>
        <translation>
            <numerusform>%Ln artikel</numerusform>
            <numerusform>%Ln artikelen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Adding %Ln line(s)…</source>
        <translation>
            <numerusform>%Ln regel toevoegen…</numerusform>
            <numerusform>%Ln regels toevoegen…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) added to the basket.</source>
        <translation>
            <numerusform>%Ln regel aan de winkelwagen toegevoegd.</numerusform>
            <numerusform>%Ln regels aan de winkelwagen toegevoegd.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Choose the pack and quantity per line (0 skips it), then add.</source>
        <translation>Kies per regel de verpakking en het aantal (0 = overslaan) en voeg toe.</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Nothing was added.</source>
        <translation>Er is niets toegevoegd.</translation>
    </message>
    <message>
        <source>The list “%1”</source>
        <translation>De lijst ‘%1’</translation>
    </message>
</context>
<context>
    <name>webshop::ui::ListsSidebar</name>
    <message>
        <source>LISTS</source>
        <translation>LIJSTEN</translation>
    </message>
    <message>
        <source>Personal lists</source>
        <translation>Persoonlijke lijsten</translation>
    </message>
    <message>
        <source>Loading lists…</source>
        <translation>Lijsten laden…</translation>
    </message>
    <message>
        <source>Lists not loaded</source>
        <translation>Lijsten niet geladen</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Opnieuw</translation>
    </message>
    <message>
        <source>No lists yet</source>
        <translation>Nog geen lijsten</translation>
    </message>
    <message>
        <source>Lists you keep in the webshop appear here.</source>
        <translation>Uw lijsten uit de webshop verschijnen hier.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::LoginDialog</name>
    <message>
        <source>The server %1 cannot be reached. Check the address and your network connection.</source>
        <translation>De server %1 is niet bereikbaar. Controleer het adres en uw netwerkverbinding.</translation>
    </message>
    <message>
        <source>The server&apos;s certificate could not be verified. The connection was not made.</source>
        <translation>Het certificaat van de server kan niet worden geverifieerd. Er is geen verbinding gemaakt.</translation>
    </message>
    <message>
        <source>Plain http:// is only allowed on this computer. Use an https:// address.</source>
        <translation>Onversleuteld http:// is alleen op deze computer toegestaan. Gebruik een https://-adres.</translation>
    </message>
    <message>
        <source>The login was refused. Check the API user and password from your company, and your username and password.</source>
        <translation>De aanmelding is geweigerd. Controleer de API-gebruiker en het API-wachtwoord van uw bedrijf, en uw gebruikersnaam en wachtwoord.</translation>
    </message>
    <message>
        <source>Sign In</source>
        <translation>Aanmelden</translation>
    </message>
    <message>
        <source>Signing in as %1…</source>
        <translation>Aanmelden als %1…</translation>
    </message>
    <message>
        <source>This customer account has no delivery address, so no store can be chosen. Please ask your wholesaler to add one.</source>
        <translation>Dit klantaccount heeft geen afleveradres, dus er kan geen vestiging worden gekozen. Vraag uw groothandel er een toe te voegen.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::MainToolBar</name>
    <message>
        <source>Main</source>
        <translation>Hoofdwerkbalk</translation>
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
        <translation>Artikelen zoeken, bijv. ‘espresso 1 kg’</translation>
    </message>
    <message>
        <source>Search articles</source>
        <translation>Artikelen zoeken</translation>
    </message>
    <message>
        <source>Delivery address</source>
        <translation>Afleveradres</translation>
    </message>
    <message>
        <source>Delivery address: it decides the store and its prices</source>
        <translation>Afleveradres: bepaalt de vestiging en de prijzen</translation>
    </message>
    <message>
        <source>Basket (%1)</source>
        <translation>Winkelwagen (%1)</translation>
    </message>
    <message>
        <source>Account</source>
        <translation>Account</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Sign in</source>
        <translation>Aanmelden</translation>
    </message>
    <message>
        <source>Basket</source>
        <translation>Winkelwagen</translation>
    </message>
    <message numerus="yes">
        <source>Basket: %Ln line(s), total %1</source>
        <translation>
            <numerusform>Winkelwagen: %Ln regel, totaal %1</numerusform>
            <numerusform>Winkelwagen: %Ln regels, totaal %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::ui::MainWindow</name>
    <message>
        <source>The new server is used from the next sign-in.</source>
        <translation>De nieuwe server wordt gebruikt vanaf de volgende aanmelding.</translation>
    </message>
    <message>
        <source>Sign In Now</source>
        <translation>Nu aanmelden</translation>
    </message>
    <message>
        <source>Pasted lines</source>
        <translation>Geplakte regels</translation>
    </message>
</context>
<context>
    <name>webshop::ui::OfflineAdds</name>
    <message>
        <source>Offline: nothing can be added until the server answers again.</source>
        <translation>Offline: er kan niets worden toegevoegd tot de server weer antwoordt.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::OfflineBanner</name>
    <message>
        <source>Offline since %1 · data from %2</source>
        <translation>Offline sinds %1 · gegevens van %2</translation>
    </message>
    <message>
        <source>Offline since %1</source>
        <translation>Offline sinds %1</translation>
    </message>
    <message>
        <source>The server cannot be reached. You are reading what was saved on this computer; nothing can be added to the basket until the server answers again. The views update by themselves then.</source>
        <translation>De server is niet bereikbaar. U leest wat op deze computer is bewaard; er kan niets aan de winkelwagen worden toegevoegd tot de server weer antwoordt. De weergaven worden dan vanzelf bijgewerkt.</translation>
    </message>
    <message>
        <source>Try Again</source>
        <translation>Opnieuw proberen</translation>
    </message>
</context>
<context>
    <name>webshop::ui::OrderSheetActions</name>
    <message>
        <source>Export as &amp;CSV…</source>
        <translation>Exporteren als &amp;CSV…</translation>
    </message>
    <message>
        <source>Export as P&amp;DF…</source>
        <translation>Exporteren als &amp;PDF…</translation>
    </message>
    <message>
        <source>Print Pre&amp;view…</source>
        <translation>Afdruk&amp;voorbeeld…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>Af&amp;drukken…</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A file name: &quot;Basket 2026-11-26&quot; (the date in ISO form sorts well in a folder)</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Export as CSV</source>
        <translation>Exporteren als CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-bestanden (*.csv)</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 kon niet worden geschreven: %2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 opgeslagen</translation>
    </message>
    <message>
        <source>Export as PDF</source>
        <translation>Exporteren als PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-bestanden (*.pdf)</translation>
    </message>
    <message>
        <source>%1 could not be written.</source>
        <translation>%1 kon niet worden geschreven.</translation>
    </message>
    <message>
        <source>Print Preview</source>
        <translation>Afdrukvoorbeeld</translation>
    </message>
    <message>
        <source>Print Order Sheet</source>
        <translation>Bestelformulier afdrukken</translation>
    </message>
    <message>
        <source>The order sheet could not be printed.</source>
        <translation>Het bestelformulier kon niet worden afgedrukt.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::PackDelegate</name>
    <message>
        <source>Pack of %1</source>
        <translation>Verpakking van %1</translation>
    </message>
</context>
<context>
    <name>webshop::ui::PageList</name>
    <message>
        <source>&amp;Search</source>
        <translation>&amp;Zoeken</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Zoeken</translation>
    </message>
    <message>
        <source>&amp;Basket</source>
        <translation>&amp;Winkelwagen</translation>
    </message>
    <message>
        <source>&amp;Lists</source>
        <translation>&amp;Lijsten</translation>
    </message>
    <message>
        <source>Lists</source>
        <translation>Lijsten</translation>
    </message>
    <message>
        <source>&amp;Quick Order</source>
        <translation>&amp;Snel bestellen</translation>
    </message>
    <message>
        <source>Quick order</source>
        <translation>Snel bestellen</translation>
    </message>
    <message>
        <source>Order &amp;Guide</source>
        <translation>&amp;Bestelgids</translation>
    </message>
</context>
<context>
    <name>webshop::ui::PageStack</name>
    <message>
        <source>Customer no. %1</source>
        <translation>Klantnr. %1</translation>
    </message>
    <message>
        <source>Your basket</source>
        <translation>Uw winkelwagen</translation>
    </message>
</context>
<context>
    <name>webshop::ui::PriceChangesDialog</name>
    <message>
        <source>Price Changes</source>
        <translation>Prijswijzigingen</translation>
    </message>
    <message>
        <source>Price changes on your lists</source>
        <translation>Prijswijzigingen op uw lijsten</translation>
    </message>
    <message>
        <source>Every change of a pack on your lists, as this computer has seen the prices.</source>
        <translation>Elke wijziging van een verpakking op uw lijsten, zoals deze computer de prijzen heeft gezien.</translation>
    </message>
    <message>
        <source>&amp;Since:</source>
        <translation>&amp;Sinds:</translation>
    </message>
    <message>
        <source>Article</source>
        <translation>Artikel</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Verpakking</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Old price</source>
        <translation>Oude prijs</translation>
    </message>
    <message>
        <source>New price</source>
        <translation>Nieuwe prijs</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Verschil</translation>
    </message>
    <message>
        <source>No price changes on your lists since %1. Prices are compared as this computer has seen them: open your lists now and then.</source>
        <translation>Geen prijswijzigingen op uw lijsten sinds %1. De prijzen worden vergeleken zoals deze computer ze heeft gezien: open uw lijsten af en toe.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln change(s) since %1 (%2)</source>
        <translation>
            <numerusform>%Ln wijziging sinds %1 (%2)</numerusform>
            <numerusform>%Ln wijzigingen sinds %1 (%2)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::ui::PriceChart</name>
    <message>
        <source>Price history</source>
        <translation>Prijsgeschiedenis</translation>
    </message>
    <message>
        <source>No price history yet</source>
        <translation>Nog geen prijsgeschiedenis</translation>
    </message>
    <message>
        <source>Only today&apos;s price so far: %1</source>
        <translation>Tot nu toe alleen de prijs van vandaag: %1</translation>
    </message>
    <message>
        <source>Lowest %1, highest %2 in the last %3 days</source>
        <translation>Laagste %1, hoogste %2 in de laatste %3 dagen</translation>
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
        <translation>Prijsgeschiedenis · laatste %1 dagen</translation>
    </message>
    <message>
        <source>Price history of %1</source>
        <translation>Prijsgeschiedenis van %1</translation>
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
        <translation>Prijzen exclusief btw tonen</translation>
    </message>
    <message>
        <source>Show net prices</source>
        <translation>Nettoprijzen tonen</translation>
    </message>
    <message>
        <source>Gross</source>
        <translation>Bruto</translation>
    </message>
    <message>
        <source>Show prices with VAT</source>
        <translation>Prijzen inclusief btw tonen</translation>
    </message>
    <message>
        <source>Show gross prices</source>
        <translation>Brutoprijzen tonen</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>Prijzen</translation>
    </message>
</context>
<context>
    <name>webshop::ui::ProgressLine</name>
    <message>
        <source>Loading</source>
        <translation>Laden</translation>
    </message>
</context>
<context>
    <name>webshop::ui::QuantityDelegate</name>
    <message>
        <source>Quantity of %1</source>
        <translation>Aantal van %1</translation>
    </message>
</context>
<context>
    <name>webshop::ui::QuantityEdit</name>
    <message>
        <source>Quantity</source>
        <translation>Aantal</translation>
    </message>
    <message>
        <source> kg</source>
        <comment>quantity unit suffix</comment>
        <translation> kg</translation>
    </message>
    <message>
        <source>Weight in kilograms, e.g. %1</source>
        <translation>Gewicht in kilogram, bijv. %1</translation>
    </message>
    <message>
        <source>Number of packs</source>
        <translation>Aantal verpakkingen</translation>
    </message>
    <message>
        <source>Enter a quantity.</source>
        <translation>Voer een aantal in.</translation>
    </message>
    <message>
        <source>Enter a weight in kilograms, e.g. %1.</source>
        <translation>Voer een gewicht in kilogram in, bijv. %1.</translation>
    </message>
    <message>
        <source>Enter a whole number of packs.</source>
        <translation>Voer een geheel aantal verpakkingen in.</translation>
    </message>
    <message>
        <source>Enter a quantity above zero.</source>
        <translation>Voer een aantal groter dan nul in.</translation>
    </message>
    <message>
        <source>Whole packs only.</source>
        <translation>Alleen een geheel aantal verpakkingen.</translation>
    </message>
    <message>
        <source>At most three decimals (grams).</source>
        <translation>Maximaal drie decimalen (grammen).</translation>
    </message>
    <message>
        <source>Unclear: %1 or %2? Type it without a separator or with %3 for decimals.</source>
        <translation>Onduidelijk: %1 of %2? Typ het zonder scheidingsteken of met %3 voor decimalen.</translation>
    </message>
    <message>
        <source>At most %1 per add.</source>
        <translation>Maximaal %1 per keer.</translation>
    </message>
    <message>
        <source>At most %1 packs per add.</source>
        <translation>Maximaal %1 verpakkingen per keer.</translation>
    </message>
    <message>
        <source>Enter a number of packs, e.g. %1.</source>
        <translation>Voer een aantal verpakkingen in, bijv. %1.</translation>
    </message>
    <message>
        <source>At most two decimals.</source>
        <translation>Hoogstens twee decimalen.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::QuickOrderGrid</name>
    <message>
        <source>Quick order lines</source>
        <translation>Regels van snel bestellen</translation>
    </message>
    <message>
        <source>Add Again…</source>
        <translation>Opnieuw toevoegen…</translation>
    </message>
    <message>
        <source>Add this line to the basket once more (it may be there already)</source>
        <translation>Deze regel nog een keer aan de winkelwagen toevoegen (hij staat er mogelijk al in)</translation>
    </message>
    <message>
        <source>Remove Line</source>
        <translation>Regel verwijderen</translation>
    </message>
    <message>
        <source>Packs of %1</source>
        <translation>Verpakkingen van %1</translation>
    </message>
</context>
<context>
    <name>webshop::ui::QuickOrderPage</name>
    <message>
        <source>Quantity: %1</source>
        <translation>Aantal: %1</translation>
    </message>
    <message>
        <source>Quick order</source>
        <translation>Snel bestellen</translation>
    </message>
    <message>
        <source>Type an article number or a few words, Enter, the quantity, Enter. Ctrl+Enter adds all lines to the basket.</source>
        <translation>Typ een artikelnummer of een paar woorden, Enter, het aantal, Enter. Ctrl+Enter zet alle regels in de winkelwagen.</translation>
    </message>
    <message>
        <source>Fill from</source>
        <translation>Vullen uit</translation>
    </message>
    <message>
        <source>Add the lines of a list, or of the basket to order it again</source>
        <translation>Regels van een lijst toevoegen, of die van de winkelwagen om opnieuw te bestellen</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Leegmaken</translation>
    </message>
    <message>
        <source>Remove every line (Ctrl+Z brings them back)</source>
        <translation>Alle regels verwijderen (Ctrl+Z zet ze terug)</translation>
    </message>
    <message>
        <source>The basket (order again)</source>
        <translation>De winkelwagen (opnieuw bestellen)</translation>
    </message>
    <message>
        <source>Lists</source>
        <translation>Lijsten</translation>
    </message>
    <message>
        <source>Clear added lines</source>
        <translation>Toegevoegde regels wissen</translation>
    </message>
    <message>
        <source>Remove the lines that are in the basket now; the others stay</source>
        <translation>Regels verwijderen die nu in de winkelwagen staan; de andere blijven</translation>
    </message>
    <message>
        <source>Add all to basket</source>
        <translation>Alles in winkelwagen</translation>
    </message>
    <message>
        <source>Add every line to the basket (Ctrl+Enter)</source>
        <translation>Elke regel in de winkelwagen zetten (Ctrl+Enter)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) · %1 %2</source>
        <translation>
            <numerusform>%Ln regel · %1 %2</numerusform>
            <numerusform>%Ln regels · %1 %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to add yet: every line needs an article and a quantity.</source>
        <translation>Nog niets toe te voegen: elke regel heeft een artikel en een aantal nodig.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) not sent: they need an article, a quantity, or are in the basket already.</source>
        <translation>
            <numerusform>%Ln regel niet verstuurd: artikel of aantal ontbreekt, of hij staat al in de winkelwagen.</numerusform>
            <numerusform>%Ln regels niet verstuurd: artikel of aantal ontbreekt, of ze staan al in de winkelwagen.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln large line(s) kept back: check the quantity, then add again.</source>
        <translation>
            <numerusform>%Ln grote regel tegengehouden: controleer het aantal en voeg opnieuw toe.</numerusform>
            <numerusform>%Ln grote regels tegengehouden: controleer het aantal en voeg opnieuw toe.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Adding %Ln line(s)…</source>
        <translation>
            <numerusform>%Ln regel wordt toegevoegd…</numerusform>
            <numerusform>%Ln regels worden toegevoegd…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) added to the basket.</source>
        <translation>
            <numerusform>%Ln regel aan de winkelwagen toegevoegd.</numerusform>
            <numerusform>%Ln regels aan de winkelwagen toegevoegd.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 added, %2 not: see the lines marked in the status column.</source>
        <translation>%1 toegevoegd, %2 niet: zie de gemarkeerde regels in de kolom Status.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln added line(s) cleared; the others stay for another try.</source>
        <translation>
            <numerusform>%Ln toegevoegde regel gewist; de andere blijven voor een nieuwe poging.</numerusform>
            <numerusform>%Ln toegevoegde regels gewist; de andere blijven voor een nieuwe poging.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was added.</source>
        <translation>Er is niets toegevoegd.</translation>
    </message>
    <message>
        <source>This line was added.</source>
        <translation>Deze regel is toegevoegd.</translation>
    </message>
    <message>
        <source>This line was added at %1.</source>
        <translation>Deze regel is om %1 toegevoegd.</translation>
    </message>
    <message>
        <source>This line may already have been added.</source>
        <translation>Deze regel is mogelijk al toegevoegd.</translation>
    </message>
    <message>
        <source>This line may already have been added (at %1).</source>
        <translation>Deze regel is mogelijk al toegevoegd (om %1).</translation>
    </message>
    <message>
        <source>Adding it again may double it; the app cannot remove lines. Add again?</source>
        <translation>Als u hem opnieuw toevoegt, staat hij mogelijk dubbel in de winkelwagen; de app kan geen regels verwijderen. Opnieuw toevoegen?</translation>
    </message>
    <message>
        <source>This line&apos;s add is still on its way: wait for its result.</source>
        <translation>De toevoeging van deze regel is nog onderweg: wacht op het resultaat.</translation>
    </message>
    <message>
        <source>Nothing to add again: this line has not been added. Ctrl+Enter adds it.</source>
        <translation>Niets om opnieuw toe te voegen: deze regel is nog niet toegevoegd. Ctrl+Enter voegt hem toe.</translation>
    </message>
    <message>
        <source>Add Again</source>
        <translation>Opnieuw toevoegen</translation>
    </message>
    <message>
        <source>&amp;Add Again</source>
        <translation>&amp;Opnieuw toevoegen</translation>
    </message>
    <message>
        <source>Not added again.</source>
        <translation>Niet opnieuw toegevoegd.</translation>
    </message>
    <message>
        <source>Adding the line again…</source>
        <translation>Regel wordt opnieuw toegevoegd…</translation>
    </message>
    <message>
        <source>The line could not be added again: it changed meanwhile.</source>
        <translation>De regel kon niet opnieuw worden toegevoegd: hij is intussen gewijzigd.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>incl. %1 deposit</source>
        <translation>incl. %1 statiegeld</translation>
    </message>
    <message numerus="yes">
        <source>deposit not known for %n line(s) (packs not in the basket yet)</source>
        <translation>
            <numerusform>statiegeld onbekend voor %n regel (verpakking nog niet in winkelwagen)</numerusform>
            <numerusform>statiegeld onbekend voor %n regels (verpakkingen nog niet in winkelwagen)</numerusform>
        </translation>
    </message>
    <message>
        <source>≈: the basket may show another amount. Lines marked ≈ say why in their tooltip.</source>
        <translation>≈: de winkelwagen kan een ander bedrag tonen. Regels met ≈ zeggen in hun tooltip waarom.</translation>
    </message>
    <message>
        <source>The quick order</source>
        <translation>De snelbestelling</translation>
    </message>
</context>
<context>
    <name>webshop::ui::QuitFlow</name>
    <message>
        <source>An article could not be added to the basket.</source>
        <translation>Een artikel kon niet aan de winkelwagen worden toegevoegd.</translation>
    </message>
    <message>
        <source>The window stays open: %1</source>
        <translation>Het venster blijft open: %1</translation>
    </message>
    <message>
        <source>The window stays open: some articles could not be confirmed in the basket. Check the basket before you quit.</source>
        <translation>Het venster blijft open: sommige artikelen konden niet in de winkelwagen worden bevestigd. Controleer de winkelwagen voordat u afsluit.</translation>
    </message>
    <message>
        <source>You are still signed in: %1</source>
        <translation>U bent nog aangemeld: %1</translation>
    </message>
    <message>
        <source>You are still signed in: some articles could not be confirmed in the basket. Check the basket before you sign out.</source>
        <translation>U bent nog aangemeld: sommige artikelen konden niet in de winkelwagen worden bevestigd. Controleer de winkelwagen voordat u zich afmeldt.</translation>
    </message>
    <message>
        <source>Waiting for the basket: the window closes as soon as every article has been added.</source>
        <translation>Wachten op de winkelwagen: het venster sluit zodra alle artikelen zijn toegevoegd.</translation>
    </message>
    <message>
        <source>Quit Now</source>
        <translation>Nu afsluiten</translation>
    </message>
    <message>
        <source>Waiting for the basket: you are signed out as soon as every article has been added.</source>
        <translation>Wachten op de winkelwagen: u wordt afgemeld zodra alle artikelen zijn toegevoegd.</translation>
    </message>
    <message>
        <source>Sign Out Now</source>
        <translation>Nu afmelden</translation>
    </message>
</context>
<context>
    <name>webshop::ui::QuitQuestion</name>
    <message>
        <source>Basket Not Saved Yet</source>
        <translation>Winkelwagen nog niet opgeslagen</translation>
    </message>
    <message>
        <source>Some articles are still being added to your basket.</source>
        <translation>Er worden nog enkele artikelen aan uw winkelwagen toegevoegd.</translation>
    </message>
    <message>
        <source>If you quit now, they may not reach the webshop. Wait, and the window closes by itself as soon as the basket is up to date.</source>
        <translation>Als u nu afsluit, komen ze mogelijk niet aan in de webshop. Wacht even: het venster sluit vanzelf zodra de winkelwagen is bijgewerkt.</translation>
    </message>
    <message>
        <source>&amp;Wait</source>
        <translation>&amp;Wachten</translation>
    </message>
    <message>
        <source>&amp;Quit Anyway</source>
        <translation>&amp;Toch afsluiten</translation>
    </message>
    <message>
        <source>If you sign out now, they may not reach the webshop. Wait, and you are signed out as soon as the basket is up to date.</source>
        <translation>Als u zich nu afmeldt, komen ze mogelijk niet aan in de webshop. Wacht even: u wordt afgemeld zodra de winkelwagen is bijgewerkt.</translation>
    </message>
    <message>
        <source>&amp;Sign Out Anyway</source>
        <translation>Toch &amp;afmelden</translation>
    </message>
    <message>
        <source>Also &amp;forget my price history on this computer</source>
        <translation>Ook mijn prijsgeschiedenis op deze computer &amp;vergeten</translation>
    </message>
</context>
<context>
    <name>webshop::ui::SavedMark</name>
    <message>
        <source>today %1</source>
        <translation>vandaag %1</translation>
    </message>
    <message>
        <source>yesterday %1</source>
        <translation>gisteren %1</translation>
    </message>
    <message>
        <source>just now</source>
        <translation>zojuist</translation>
    </message>
    <message numerus="yes">
        <source>%n min old</source>
        <translation>
            <numerusform>%n min oud</numerusform>
            <numerusform>%n min oud</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n h old</source>
        <translation>
            <numerusform>%n uur oud</numerusform>
            <numerusform>%n uur oud</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n day(s) old</source>
        <translation>
            <numerusform>%n dag oud</numerusform>
            <numerusform>%n dagen oud</numerusform>
        </translation>
    </message>
    <message>
        <source>Offline results from saved articles</source>
        <translation>Offline resultaten uit bewaarde artikelen</translation>
    </message>
    <message>
        <source>Saved copy · %1</source>
        <translation>Bewaarde kopie · %1</translation>
    </message>
    <message>
        <source>The server cannot be reached: these are the saved articles that match, not the server&apos;s search. The newest was fetched %1.</source>
        <translation>De server is niet bereikbaar: dit zijn de bewaarde artikelen die overeenkomen, niet de zoekopdracht van de server. Het nieuwste is %1 opgehaald.</translation>
    </message>
    <message>
        <source>The server cannot be reached: this copy was fetched %1.</source>
        <translation>De server is niet bereikbaar: deze kopie is %1 opgehaald.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::SettingsDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Voorkeuren</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>&amp;Demo shop (built in)</source>
        <translation>&amp;Demowebshop (ingebouwd)</translation>
    </message>
    <message>
        <source>&amp;Company server:</source>
        <translation>&amp;Bedrijfsserver:</translation>
    </message>
    <message>
        <source>https://shop.example.com</source>
        <translation>https://shop.example.com</translation>
    </message>
    <message>
        <source>Company server address</source>
        <translation>Adres van de bedrijfsserver</translation>
    </message>
    <message>
        <source>Profile:</source>
        <translation>Profiel:</translation>
    </message>
    <message>
        <source>HTTP headers</source>
        <translation>HTTP-headers</translation>
    </message>
    <message>
        <source>Cookies</source>
        <translation>Cookies</translation>
    </message>
    <message>
        <source>How the login tokens are sent. Your IT department tells you if cookies are needed.</source>
        <translation>Hoe de aanmeldtokens worden verzonden. Uw IT-afdeling vertelt u of cookies nodig zijn.</translation>
    </message>
    <message>
        <source>&amp;Tokens sent as:</source>
        <translation>&amp;Tokens verzenden als:</translation>
    </message>
    <message>
        <source> s</source>
        <comment>seconds suffix</comment>
        <translation> s</translation>
    </message>
    <message>
        <source>How long to wait for an answer before giving up</source>
        <translation>Hoe lang op een antwoord wordt gewacht voordat wordt opgegeven</translation>
    </message>
    <message>
        <source>Ti&amp;meout:</source>
        <translation>Time-&amp;out:</translation>
    </message>
    <message>
        <source>The webshop&apos;s address (default)</source>
        <translation>Adres van de webshop (standaard)</translation>
    </message>
    <message>
        <source>Opened by “Continue to checkout in the webshop”</source>
        <translation>Geopend via ‘Afrekenen in de webshop’</translation>
    </message>
    <message>
        <source>C&amp;heckout page:</source>
        <translation>&amp;Afrekenpagina:</translation>
    </message>
    <message>
        <source>Language and region</source>
        <translation>Taal en regio</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systeemtaal</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>Taa&amp;l:</translation>
    </message>
    <message>
        <source>From the delivery address</source>
        <translation>Volgens afleveradres</translation>
    </message>
    <message>
        <source>The country the shop is asked for; normally it follows the delivery address.</source>
        <translation>Het land waarvoor de webshop wordt bevraagd; normaal volgt het het afleveradres.</translation>
    </message>
    <message>
        <source>C&amp;ountry:</source>
        <translation>La&amp;nd:</translation>
    </message>
    <message>
        <source>Display</source>
        <translation>Weergave</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Tegels</translation>
    </message>
    <message>
        <source>List</source>
        <translation>Lijst</translation>
    </message>
    <message>
        <source>&amp;Results as:</source>
        <translation>&amp;Resultaten als:</translation>
    </message>
    <message>
        <source>Gross (with VAT)</source>
        <translation>Bruto (incl. btw)</translation>
    </message>
    <message>
        <source>Net (without VAT)</source>
        <translation>Netto (excl. btw)</translation>
    </message>
    <message>
        <source>&amp;Prices:</source>
        <translation>&amp;Prijzen:</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Systeeminstelling volgen</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Licht</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Donker</translation>
    </message>
    <message>
        <source>&amp;Appearance:</source>
        <translation>&amp;Uiterlijk:</translation>
    </message>
    <message>
        <source>Enter the company server&apos;s address, like https://shop.example.com.</source>
        <translation>Voer het adres van de bedrijfsserver in, bijv. https://shop.example.com.</translation>
    </message>
    <message>
        <source>The checkout page must be a web address, or left empty.</source>
        <translation>De afrekenpagina moet een webadres zijn of leeg blijven.</translation>
    </message>
    <message>
        <source>Large quantities</source>
        <translation>Grote aantallen</translation>
    </message>
    <message>
        <source>As&amp;k before adding more than:</source>
        <translation>&amp;Eerst vragen bij toevoegen van meer dan:</translation>
    </message>
    <message>
        <source>A basket line cannot be lowered from this app: a typing slip would cost a call.</source>
        <translation>Deze app kan een winkelwagenregel niet verlagen: een tikfout kost dan een telefoontje.</translation>
    </message>
    <message>
        <source> packs</source>
        <comment>spin box suffix</comment>
        <translation> verpakkingen</translation>
    </message>
    <message>
        <source> kg</source>
        <comment>spin box suffix</comment>
        <translation> kg</translation>
    </message>
    <message>
        <source>The gross price of one add, in the shop&apos;s currency</source>
        <translation>De brutoprijs van wat u in één keer toevoegt, in de valuta van de webshop</translation>
    </message>
    <message>
        <source>Pack&amp;s:</source>
        <translation>&amp;Verpakkingen:</translation>
    </message>
    <message>
        <source>&amp;Weight:</source>
        <translation>&amp;Gewicht:</translation>
    </message>
    <message>
        <source>&amp;Gross price:</source>
        <translation>Brutoprij&amp;s:</translation>
    </message>
    <message>
        <source>An address must not contain a user name or password: enter the address only.</source>
        <translation>Een adres mag geen gebruikersnaam of wachtwoord bevatten: voer alleen het adres in.</translation>
    </message>
    <message>
        <source>Language and appearance change at once; a new server is used from the next sign-in. Passwords are kept in the system keychain only.</source>
        <translation>Taal en weergave veranderen meteen; een nieuwe server wordt gebruikt vanaf de volgende aanmelding. Wachtwoorden staan alleen in de sleutelbos van het systeem.</translation>
    </message>
    <message>
        <source> days</source>
        <comment>spin box suffix</comment>
        <translation> dagen</translation>
    </message>
    <message>
        <source>Older prices are deleted when the app starts</source>
        <translation>Oudere prijzen worden verwijderd bij het starten van de app</translation>
    </message>
    <message>
        <source>&amp;Forget Local Data…</source>
        <translation>Lokale gegevens &amp;vergeten…</translation>
    </message>
    <message>
        <source>Price &amp;history:</source>
        <translation>Prijs&amp;geschiedenis:</translation>
    </message>
    <message>
        <source>Prices this computer has seen, for the charts and the change badges</source>
        <translation>Prijzen die deze computer heeft gezien, voor de grafieken en de wijzigingslabels</translation>
    </message>
    <message>
        <source>Forget Local Data</source>
        <translation>Lokale gegevens vergeten</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Verwijderen</translation>
    </message>
    <message>
        <source>The local price history has been deleted.</source>
        <translation>De lokale prijsgeschiedenis is verwijderd.</translation>
    </message>
    <message>
        <source>The local price history could not be deleted.</source>
        <translation>De lokale prijsgeschiedenis kon niet worden verwijderd.</translation>
    </message>
    <message>
        <source>Deletes the price history, the prices seen and the history of basket adds of every customer on this computer</source>
        <translation>Verwijdert de prijsgeschiedenis, de geziene prijzen en de geschiedenis van toevoegingen aan de winkelwagen van elke klant op deze computer</translation>
    </message>
    <message>
        <source>Delete the price history, the prices seen and the history of basket adds on this computer?</source>
        <translation>De prijsgeschiedenis, de geziene prijzen en de geschiedenis van toevoegingen aan de winkelwagen op deze computer verwijderen?</translation>
    </message>
    <message>
        <source>This applies to every customer who signed in here. Your basket and lists in the webshop stay as they are. Adds still on their way to the basket are kept until their outcome is known.</source>
        <translation>Dit geldt voor elke klant die zich hier heeft aangemeld. Uw winkelwagen en lijsten in de webshop blijven zoals ze zijn. Toevoegingen die nog onderweg zijn naar de winkelwagen, worden bewaard tot hun resultaat bekend is.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::SignInFlow</name>
    <message>
        <source>You are not signed in. Sign in to search and order.</source>
        <translation>U bent niet aangemeld. Meld u aan om te zoeken en te bestellen.</translation>
    </message>
    <message>
        <source>Sign In</source>
        <translation>Aanmelden</translation>
    </message>
    <message>
        <source>Your session has ended and could not be renewed. Please sign in again.</source>
        <translation>Uw sessie is afgelopen en kon niet worden vernieuwd. Meld u opnieuw aan.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::StoreComparisonDialog</name>
    <message>
        <source>Compare Stores</source>
        <translation>Vestigingen vergelijken</translation>
    </message>
    <message>
        <source>Compare stores</source>
        <translation>Vestigingen vergelijken</translation>
    </message>
    <message>
        <source>Prices per store</source>
        <translation>Prijzen per vestiging</translation>
    </message>
    <message>
        <source>Cancel Comparison</source>
        <translation>Vergelijking annuleren</translation>
    </message>
    <message>
        <source>Switch to This Address…</source>
        <translation>Naar dit adres wisselen…</translation>
    </message>
    <message>
        <source>Opens the choice of your delivery address. Nothing changes until you choose there.</source>
        <translation>Opent de keuze van uw afleveradres. Er verandert pas iets als u daar kiest.</translation>
    </message>
    <message>
        <source>%1 at the stores of your delivery addresses (prices: %2). Comparing changes nothing: not your basket, not your delivery address.</source>
        <translation>%1 bij de vestigingen van uw afleveradressen (prijzen: %2). Vergelijken verandert niets: niet uw winkelwagen, niet uw afleveradres.</translation>
    </message>
    <message>
        <source>Checking prices: %1 of %2</source>
        <translation>Prijzen controleren: %1 van %2</translation>
    </message>
    <message>
        <source>Cancelled: %1 of %2 prices checked, the rest was not asked for.</source>
        <translation>Geannuleerd: %1 van %2 prijzen gecontroleerd, de rest is niet opgevraagd.</translation>
    </message>
    <message>
        <source>Prices checked: %1 of %2.</source>
        <translation>Prijzen gecontroleerd: %1 van %2.</translation>
    </message>
    <message>
        <source>All your delivery addresses are served by one store: there is nothing to compare.</source>
        <translation>Al uw afleveradressen worden door één vestiging beleverd: er valt niets te vergelijken.</translation>
    </message>
    <message>
        <source>Not in the totals, so that they compare the same articles: %1.</source>
        <translation>Niet in de totalen, zodat die dezelfde artikelen vergelijken: %1.</translation>
    </message>
    <message>
        <source>Totals count the %1 of %2 lines that every store sells at a known price.</source>
        <translation>De totalen tellen de %1 van %2 regels die elke vestiging tegen een bekende prijs verkoopt.</translation>
    </message>
    <message>
        <source>No line is sold at a known price at every store, so there are no totals to compare.</source>
        <translation>Geen regel is bij elke vestiging tegen een bekende prijs verkrijgbaar, dus er zijn geen totalen om te vergelijken.</translation>
    </message>
    <message>
        <source>Deposit as in your basket: %1, not included in the totals.</source>
        <translation>Statiegeld zoals in uw winkelwagen: %1, niet in de totalen.</translation>
    </message>
    <message>
        <source>Switch to %1…</source>
        <translation>Naar %1 wisselen…</translation>
    </message>
</context>
<context>
    <name>webshop::ui::WhatEdit</name>
    <message>
        <source>Article number or words</source>
        <translation>Artikelnummer of zoekwoorden</translation>
    </message>
    <message>
        <source>Suggestions</source>
        <translation>Suggesties</translation>
    </message>
    <message>
        <source>Article number %1 · Pack number %2</source>
        <translation>Artikelnummer %1 · Verpakkingsnummer %2</translation>
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
        <translation>%1 · %2 · %3 · Art. %4 · Verp. %5</translation>
    </message>
    <message>
        <source>%1 · %2 · Pack %3</source>
        <extracomment>One pack in the quick order&apos;s pack choice: pack · its price · pack number</extracomment>
        <translation>%1 · %2 · Verp. %3</translation>
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
        <translation>&amp;Bestand</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>Be&amp;werken</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Beel&amp;d</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;Import Order File…</source>
        <translation>Bestelbestand &amp;importeren…</translation>
    </message>
    <message>
        <source>&amp;Switch User…</source>
        <translation>Andere &amp;gebruiker…</translation>
    </message>
    <message>
        <source>&amp;Log Out</source>
        <translation>&amp;Afmelden</translation>
    </message>
    <message>
        <source>Log Out and &amp;Forget Local Data</source>
        <translation>Afmelden en lokale gegevens &amp;vergeten</translation>
    </message>
    <message>
        <source>Signs out and deletes your price history and add history on this computer</source>
        <translation>Meldt u af en verwijdert op deze computer uw prijsgeschiedenis en de geschiedenis van toevoegingen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Af&amp;sluiten</translation>
    </message>
    <message>
        <source>&amp;Find Articles</source>
        <translation>Artikelen &amp;zoeken</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Voorkeuren…</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Vernieuwen</translation>
    </message>
    <message>
        <source>Compare S&amp;tores…</source>
        <translation>Vesti&amp;gingen vergelijken…</translation>
    </message>
    <message>
        <source>Price C&amp;hanges…</source>
        <translation>&amp;Prijswijzigingen…</translation>
    </message>
    <message>
        <source>&amp;Added to Basket…</source>
        <translation>Toegevoegd &amp;aan winkelwagen…</translation>
    </message>
    <message>
        <source>&amp;Net Prices</source>
        <translation>&amp;Nettoprijzen</translation>
    </message>
    <message>
        <source>&amp;Gross Prices</source>
        <translation>B&amp;rutoprijzen</translation>
    </message>
    <message>
        <source>Results as &amp;Cards</source>
        <translation>Resultaten als &amp;tegels</translation>
    </message>
    <message>
        <source>Results as L&amp;ist</source>
        <translation>Resultaten als l&amp;ijst</translation>
    </message>
    <message>
        <source>&amp;About Webshop Desktop</source>
        <translation>&amp;Over Webshop Desktop</translation>
    </message>
</context>
<context>
    <name>webshop::values::ApiError</name>
    <message>
        <source>The server could not be reached. Check your internet connection and try again.</source>
        <translation>De server is niet bereikbaar. Controleer uw internetverbinding en probeer het opnieuw.</translation>
    </message>
    <message>
        <source>The server took too long to answer. Try again in a moment.</source>
        <translation>De server reageerde te traag. Probeer het zo opnieuw.</translation>
    </message>
    <message>
        <source>A secure connection to the server could not be established. The server&apos;s certificate was not accepted.</source>
        <translation>Er kan geen beveiligde verbinding met de server worden gemaakt. Het certificaat van de server is niet geaccepteerd.</translation>
    </message>
    <message>
        <source>Your login is no longer valid. Please log in again.</source>
        <translation>Uw aanmelding is niet meer geldig. Meld u opnieuw aan.</translation>
    </message>
    <message>
        <source>The requested item was not found on the server.</source>
        <translation>Het opgevraagde item is niet gevonden op de server.</translation>
    </message>
    <message>
        <source>The server refused the request: %1</source>
        <translation>De server heeft het verzoek geweigerd: %1</translation>
    </message>
    <message>
        <source>The server refused the request.</source>
        <translation>De server heeft het verzoek geweigerd.</translation>
    </message>
    <message>
        <source>The server is busy with too many requests. Try again in a moment.</source>
        <translation>De server is overbelast. Probeer het zo opnieuw.</translation>
    </message>
    <message>
        <source>The server had a problem (error %1). Try again later.</source>
        <translation>Er is een probleem op de server (fout %1). Probeer het later opnieuw.</translation>
    </message>
    <message>
        <source>The server answered with an unexpected error (%1).</source>
        <translation>De server antwoordde met een onverwachte fout (%1).</translation>
    </message>
    <message>
        <source>The server sent an answer this app does not understand.</source>
        <translation>De server stuurde een antwoord dat deze app niet begrijpt.</translation>
    </message>
    <message>
        <source>The request was cancelled.</source>
        <translation>Het verzoek is geannuleerd.</translation>
    </message>
    <message>
        <source>The server sent an answer that is too large to process.</source>
        <translation>Het antwoord van de server is te groot om te verwerken.</translation>
    </message>
    <message>
        <source>The connection was refused because it is not encrypted. Use an https:// address.</source>
        <translation>De verbinding is geweigerd omdat ze niet versleuteld is. Gebruik een https://-adres.</translation>
    </message>
    <message>
        <source>The connection dropped after the request was sent. Checking whether it arrived…</source>
        <translation>De verbinding is verbroken nadat het verzoek was verzonden. Controleren of het is aangekomen…</translation>
    </message>
    <message>
        <source>Your access does not include this function (%1).</source>
        <translation>Uw toegang omvat deze functie niet (%1).</translation>
    </message>
    <message>
        <source>error %1</source>
        <translation>fout %1</translation>
    </message>
    <message>
        <source>The server address must not contain a user name or password (user:password@). Enter the API user and password in their own fields.</source>
        <translation>Het serveradres mag geen gebruikersnaam of wachtwoord bevatten (gebruiker:wachtwoord@). Voer de API-gebruiker en het API-wachtwoord in de daarvoor bestemde velden in.</translation>
    </message>
</context>
<context>
    <name>webshop::values::DeliveryAddress</name>
    <message>
        <source>Store %1</source>
        <translation>Vestiging %1</translation>
    </message>
</context>
</TS>
