<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL">
<context>
    <name>AppController</name>
    <message>
        <source>The demo shop could not be started.</source>
        <translation>Nie udało się uruchomić sklepu demonstracyjnego.</translation>
    </message>
    <message>
        <source>Login failed.</source>
        <translation>Logowanie nie powiodło się.</translation>
    </message>
    <message>
        <source>No login for the screenshot: use --demo, or set WEBSHOP_API_USER, WEBSHOP_API_PASSWORD, WEBSHOP_USERNAME and WEBSHOP_PASSWORD.</source>
        <translation>Brak danych logowania do zrzutu ekranu: użyj --demo lub ustaw WEBSHOP_API_USER, WEBSHOP_API_PASSWORD, WEBSHOP_USERNAME i WEBSHOP_PASSWORD.</translation>
    </message>
    <message>
        <source>No delivery address of this customer is in store %1.</source>
        <translation>Żaden adres dostawy tego klienta nie należy do hali %1.</translation>
    </message>
    <message>
        <source>This customer has no delivery address.</source>
        <translation>Ten klient nie ma adresu dostawy.</translation>
    </message>
    <message>
        <source>The article could not be loaded: %1</source>
        <translation>Nie udało się wczytać artykułu: %1</translation>
    </message>
    <message>
        <source>The search could not be loaded: %1</source>
        <translation>Nie udało się wczytać wyników wyszukiwania: %1</translation>
    </message>
    <message>
        <source>The basket could not be loaded: %1</source>
        <translation>Nie udało się wczytać koszyka: %1</translation>
    </message>
    <message>
        <source>The lists could not be loaded: %1</source>
        <translation>Nie udało się wczytać list: %1</translation>
    </message>
    <message>
        <source>The list could not be loaded: %1</source>
        <translation>Nie udało się wczytać listy: %1</translation>
    </message>
    <message>
        <source>The order file %1 could not be opened.</source>
        <translation>Nie udało się otworzyć pliku zamówienia %1.</translation>
    </message>
    <message>
        <source>The sample order is missing from this build.</source>
        <translation>W tej wersji brakuje przykładowego zamówienia.</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Webshop Desktop: order from your wholesaler&apos;s webshop.</source>
        <translation>Webshop Desktop: zamawiaj w sklepie internetowym swojej hurtowni.</translation>
    </message>
    <message>
        <source>Start the built-in demo shop and log in as the demo customer.</source>
        <translation>Uruchom wbudowany sklep demonstracyjny i zaloguj się jako klient demonstracyjny.</translation>
    </message>
    <message>
        <source>Address of the webshop API server.</source>
        <translation>Adres serwera API sklepu internetowego.</translation>
    </message>
    <message>
        <source>Language and formats, e.g. de-DE or en-GB.</source>
        <translation>Język i formaty, np. pl-PL lub en-GB.</translation>
    </message>
    <message>
        <source>Start with this search.</source>
        <translation>Rozpocznij od tego wyszukiwania.</translation>
    </message>
    <message>
        <source>View to show: %1.</source>
        <translation>Widok do wyświetlenia: %1.</translation>
    </message>
    <message>
        <source>Article (variant id) for the article view.</source>
        <translation>Artykuł (ID wariantu) dla widoku artykułu.</translation>
    </message>
    <message>
        <source>When the view has finished loading, save the window as PNG and exit.</source>
        <translation>Po wczytaniu widoku zapisz okno jako PNG i zakończ.</translation>
    </message>
    <message>
        <source>Window size, default 1440x900.</source>
        <translation>Rozmiar okna, domyślnie 1440x900.</translation>
    </message>
    <message>
        <source>Seconds to wait for a screenshot, default 30.</source>
        <translation>Czas oczekiwania na zrzut ekranu w sekundach, domyślnie 30.</translation>
    </message>
    <message>
        <source>Delivery address by store id (non-interactive login).</source>
        <translation>Adres dostawy według ID hali (logowanie nieinteraktywne).</translation>
    </message>
    <message>
        <source>Unexpected argument: %1</source>
        <translation>Nieoczekiwany argument: %1</translation>
    </message>
    <message>
        <source>Not a valid http(s) address: %1</source>
        <translation>Nieprawidłowy adres http(s): %1</translation>
    </message>
    <message>
        <source>Not a locale tag like de-DE: %1</source>
        <translation>Nieprawidłowy kod języka (np. pl-PL): %1</translation>
    </message>
    <message>
        <source>Unknown view &quot;%1&quot;; choose one of %2.</source>
        <translation>Nieznany widok „%1”; wybierz jeden z: %2.</translation>
    </message>
    <message>
        <source>--show article needs --article or --search.</source>
        <translation>--show article wymaga --article lub --search.</translation>
    </message>
    <message>
        <source>Window size must look like 1440x900: %1</source>
        <translation>Rozmiar okna musi mieć postać 1440x900: %1</translation>
    </message>
    <message>
        <source>Timeout must be 1 to 3600 seconds: %1</source>
        <translation>Limit czasu musi wynosić od 1 do 3600 sekund: %1</translation>
    </message>
    <message>
        <source>--base-url must not contain a user name or password: give the server address only, and the logins through WEBSHOP_API_USER, WEBSHOP_API_PASSWORD, WEBSHOP_USERNAME and WEBSHOP_PASSWORD or the sign-in form.</source>
        <translation>--base-url nie może zawierać nazwy użytkownika ani hasła: podaj tylko adres serwera, a dane logowania przez WEBSHOP_API_USER, WEBSHOP_API_PASSWORD, WEBSHOP_USERNAME i WEBSHOP_PASSWORD lub formularz logowania.</translation>
    </message>
    <message>
        <source>Check every line of an order file (CSV, TSV) against the server without a window; exit code 0 only when every line resolved.</source>
        <translation>Sprawdza na serwerze każdy wiersz pliku zamówienia (CSV, TSV) bez otwierania okna; kod wyjścia 0 tylko wtedy, gdy rozpoznano każdy wiersz.</translation>
    </message>
    <message>
        <source>Where --import writes its report (CSV, one row per line).</source>
        <translation>Gdzie --import zapisuje raport (CSV, jeden wiersz raportu na każdy wiersz pliku).</translation>
    </message>
    <message>
        <source>With --import: also add the resolved lines to the basket.</source>
        <translation>Z --import: dodaj też rozpoznane wiersze do koszyka.</translation>
    </message>
    <message>
        <source>With --import: lines with the same pack are reported (ask, the default), merged into the first line (merge) or kept as lines of their own (keep).</source>
        <translation>Z --import: wiersze z tym samym opakowaniem są zgłaszane (ask, domyślnie), scalane w pierwszy wiersz (merge) lub zachowywane jako osobne wiersze (keep).</translation>
    </message>
    <message>
        <source>--import needs --report OUT.csv.</source>
        <translation>--import wymaga --report OUT.csv.</translation>
    </message>
    <message>
        <source>--import runs without a window: leave out --screenshot and --show.</source>
        <translation>--import działa bez okna: pomiń --screenshot i --show.</translation>
    </message>
    <message>
        <source>--duplicates must be ask, merge or keep: %1</source>
        <translation>--duplicates musi mieć wartość ask, merge lub keep: %1</translation>
    </message>
    <message>
        <source>--import shows the preview of the file: use --show import or no --show.</source>
        <translation>--import pokazuje podgląd pliku: użyj --show import albo pomiń --show.</translation>
    </message>
    <message>
        <source>--show import needs --import FILE, or --demo for the sample order.</source>
        <translation>--show import wymaga --import PLIK albo --demo dla przykładowego zamówienia.</translation>
    </message>
    <message>
        <source>With --add: also add lines above the large-quantity limits of Preferences (default: more than 20 packs, 25 kg or 500 gross), which are otherwise left out as needs_confirmation.</source>
        <translation>Z --add: dodaj też wiersze powyżej limitów dużych ilości z Ustawień (domyślnie: więcej niż 20 opakowań, 25 kg lub 500 brutto), które w przeciwnym razie są pomijane jako needs_confirmation.</translation>
    </message>
    <message>
        <source>--allow-large goes with --add: without it nothing is added.</source>
        <translation>--allow-large działa tylko z --add: bez --add nic nie jest dodawane.</translation>
    </message>
    <message>
        <source>With --add: add every line anew, also the lines an earlier run of the same file already added (without it they are reported as already_added and not sent).</source>
        <translation>Z --add: dodaj każdy wiersz od nowa, także wiersze dodane już przy wcześniejszym uruchomieniu tego samego pliku (bez tej opcji są zgłaszane jako already_added i nie są wysyłane).</translation>
    </message>
    <message>
        <source>--report, --add, --allow-large, --again and --duplicates need --import FILE.</source>
        <translation>--report, --add, --allow-large, --again i --duplicates wymagają --import PLIK.</translation>
    </message>
    <message>
        <source>--again goes with --add: without it nothing is added.</source>
        <translation>--again działa tylko z --add: bez --add nic nie jest dodawane.</translation>
    </message>
</context>
<context>
    <name>DemoServerMain</name>
    <message>
        <source>Serves the Webshop Commerce Service API with demo data, for trials, tests and integrators.</source>
        <translation>Udostępnia API Webshop Commerce Service z danymi demonstracyjnymi do prób, testów i dla integratorów.</translation>
    </message>
    <message>
        <source>Port to listen on (0: any free port).</source>
        <translation>Port nasłuchiwania (0: dowolny wolny port).</translation>
    </message>
    <message>
        <source>port</source>
        <translation>port</translation>
    </message>
    <message>
        <source>Address to listen on (default: loopback only).</source>
        <translation>Adres nasłuchiwania (domyślnie: tylko loopback).</translation>
    </message>
    <message>
        <source>address</source>
        <translation>adres</translation>
    </message>
    <message>
        <source>Number of articles (0: the curated demo range).</source>
        <translation>Liczba artykułów (0: gotowy asortyment demonstracyjny).</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Token lifetime in seconds.</source>
        <translation>Czas ważności tokenów w sekundach.</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>sekundy</translation>
    </message>
    <message>
        <source>Delay every reply.</source>
        <translation>Opóźniaj każdą odpowiedź.</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>Fraction of requests answered 503 (0 to 1).</source>
        <translation>Odsetek żądań z odpowiedzią 503 (od 0 do 1).</translation>
    </message>
    <message>
        <source>rate</source>
        <translation>odsetek</translation>
    </message>
    <message>
        <source>Send replies one byte per interval.</source>
        <translation>Wysyłaj odpowiedzi po jednym bajcie na interwał.</translation>
    </message>
    <message>
        <source>Read each request, then close the connection without a reply.</source>
        <translation>Odczytaj każde żądanie, a następnie zamknij połączenie bez odpowiedzi.</translation>
    </message>
    <message>
        <source>Put a few lines into the first demo customer&apos;s basket.</source>
        <translation>Dodaj kilka pozycji do koszyka pierwszego klienta demonstracyjnego.</translation>
    </message>
    <message>
        <source>Do not log requests.</source>
        <translation>Nie rejestruj żądań.</translation>
    </message>
    <message>
        <source>Invalid value for --%1: %2</source>
        <translation>Nieprawidłowa wartość dla --%1: %2</translation>
    </message>
    <message>
        <source>Invalid address for --bind: %1</source>
        <translation>Nieprawidłowy adres dla --bind: %1</translation>
    </message>
    <message>
        <source>Cannot listen on %1 port %2.</source>
        <translation>Nie można nasłuchiwać na %1, port %2.</translation>
    </message>
    <message>
        <source>Webshop demo backend %1 listening on %2 (%3 articles, ready in %4 ms)</source>
        <translation>Backend demonstracyjny Webshop %1 nasłuchuje na %2 (artykuły: %3, gotowy w %4 ms)</translation>
    </message>
    <message>
        <source>Client login:   apiUser %1, apiPw %2</source>
        <translation>Logowanie API:     apiUser %1, apiPw %2</translation>
    </message>
    <message>
        <source>Customer login: username %1, password %2 (%3, customer %4)</source>
        <translation>Logowanie klienta: username %1, password %2 (%3, klient %4)</translation>
    </message>
    <message>
        <source>Faults: latency %1 ms, error rate %2, drip %3 ms, drop %4</source>
        <translation>Symulowane usterki: opóźnienie %1 ms, odsetek błędów %2, drip %3 ms, drop %4</translation>
    </message>
    <message>
        <source>on</source>
        <translation>wł.</translation>
    </message>
    <message>
        <source>off</source>
        <translation>wył.</translation>
    </message>
    <message>
        <source>Press Ctrl+C to stop.</source>
        <translation>Naciśnij Ctrl+C, aby zatrzymać.</translation>
    </message>
    <message>
        <source>How addItem answers: sync (200 with the basket), async[:ms] (202 with {}; the line appears after ms, default 300) or async-empty[:ms] (the same without a body).</source>
        <translation>Jak odpowiada addItem: sync (200 z koszykiem), async[:ms] (202 z {}; pozycja pojawia się po ms, domyślnie 300) lub async-empty[:ms] (to samo bez treści).</translation>
    </message>
    <message>
        <source>mode</source>
        <translation>tryb</translation>
    </message>
    <message>
        <source>The article of basket lines: bundle (the bettyBundleId), variant (the bettyVariantId) or other (an ID of another scheme, ART-…).</source>
        <translation>Artykuł w pozycjach koszyka: bundle (bettyBundleId), variant (bettyVariantId) lub other (ID z innego schematu, ART-…).</translation>
    </message>
    <message>
        <source>scheme</source>
        <translation>schemat</translation>
    </message>
    <message>
        <source>articleNet, articleGross and articleVATAmount of basket lines: line (line amounts) or unit (the price of one pack or kg).</source>
        <translation>articleNet, articleGross i articleVATAmount pozycji koszyka: line (kwoty pozycji) lub unit (cena jednego opakowania lub kg).</translation>
    </message>
    <message>
        <source>kind</source>
        <translation>rodzaj</translation>
    </message>
    <message>
        <source>Answer 403 on this endpoint, as if outside the API key&apos;s scope (repeatable; one of %1).</source>
        <translation>Odpowiadaj 403 na tym endpoincie, jakby był poza zakresem klucza API (można powtarzać; jeden z: %1).</translation>
    </message>
    <message>
        <source>endpoint</source>
        <translation>endpoint</translation>
    </message>
    <message>
        <source>Run the server&apos;s clock this many seconds off: iat and exp of new tokens shift, yet the server accepts them for the token lifetime (below minus the lifetime: tokens expired when issued).</source>
        <translation>Przesuń zegar serwera o podaną liczbę sekund: iat i exp nowych tokenów się przesuwają, ale serwer akceptuje je przez czas ważności tokenu (poniżej minus czasu ważności: tokeny wygasłe już w chwili wydania).</translation>
    </message>
    <message>
        <source>What getBasket answers with 200: normal (the basket), empty ({}) or envelope (an error object); with :n for the next n reads only.</source>
        <translation>Co getBasket zwraca z kodem 200: normal (koszyk), empty ({}) lub envelope (obiekt błędu); z :n tylko dla następnych n odczytów.</translation>
    </message>
    <message>
        <source>reply</source>
        <translation>odpowiedź</translation>
    </message>
    <message>
        <source>Every addItem appends a line of its own: a bundle added twice shows as two lines.</source>
        <translation>Każde addItem dodaje osobną pozycję: opakowanie dodane dwa razy pojawia się jako dwie pozycje.</translation>
    </message>
    <message>
        <source>(expected %1)</source>
        <translation>(oczekiwano: %1)</translation>
    </message>
    <message>
        <source>sync, async[:ms] or async-empty[:ms], ms from 0 to %1</source>
        <translation>sync, async[:ms] lub async-empty[:ms], ms od 0 do %1</translation>
    </message>
    <message>
        <source>bundle, variant or other</source>
        <translation>bundle, variant lub other</translation>
    </message>
    <message>
        <source>line or unit</source>
        <translation>line lub unit</translation>
    </message>
    <message>
        <source>whole seconds from %1 to %2</source>
        <translation>całkowita liczba sekund od %1 do %2</translation>
    </message>
    <message>
        <source>normal, empty[:n] or envelope[:n], n from 1</source>
        <translation>normal, empty[:n] lub envelope[:n], n od 1</translation>
    </message>
    <message>
        <source>Spec variants: %1</source>
        <translation>Warianty specyfikacji: %1</translation>
    </message>
    <message>
        <source>addItem waits this long before it applies the add and answers (no byte meanwhile; other requests are served).</source>
        <translation>addItem czeka tyle czasu, zanim zastosuje dodanie i odpowie (w tym czasie ani bajtu; inne żądania są obsługiwane).</translation>
    </message>
    <message>
        <source>addItem applies the add, sends the status line and headers with a Content-Length larger than what follows, half the body, and closes the connection.</source>
        <translation>addItem stosuje dodanie, wysyła wiersz statusu i nagłówki z Content-Length większym niż to, co następuje, połowę treści i zamyka połączenie.</translation>
    </message>
    <message>
        <source>addItem: close the connection without a reply, the add not applied (before) or applied (after); with :n for the next n adds only.</source>
        <translation>addItem: zamknąć połączenie bez odpowiedzi, bez zastosowania dodania (before) lub po jego zastosowaniu (after); z :n tylko dla n kolejnych dodań.</translation>
    </message>
    <message>
        <source>when</source>
        <translation>kiedy</translation>
    </message>
    <message>
        <source>addItem answers this HTTP status (200 to 599; 301, 302, 303, 307 and 308 with a Location to the same path); the add is applied only with :applied.</source>
        <translation>addItem odpowiada tym statusem HTTP (od 200 do 599; 301, 302, 303, 307 i 308 z nagłówkiem Location na tę samą ścieżkę); dodanie jest stosowane tylko z :applied.</translation>
    </message>
    <message>
        <source>code</source>
        <translation>kod</translation>
    </message>
    <message>
        <source>Another client changes the basket: at every n-th basket read the server adds a random other bundle (1 to 3 units), or with :same the bundle and amount of the latest addItem.</source>
        <translation>Inny klient zmienia koszyk: przy co n-tym odczycie koszyka serwer dodaje losowe inne opakowanie (od 1 do 3 sztuk) lub, z :same, opakowanie i ilość z ostatniego addItem.</translation>
    </message>
    <message>
        <source>A seeded mix of addItem faults for soak tests: each add is faulty with probability rate (default 0.5); also foreign changes at every 2nd read and a basket article scheme drawn from the seed.</source>
        <translation>Powtarzalna mieszanka usterek addItem do testów długotrwałych: każde dodanie jest wadliwe z prawdopodobieństwem rate (domyślnie 0.5); do tego obce zmiany przy co 2. odczycie i schemat artykułów pozycji wylosowany z ziarna.</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>ziarno</translation>
    </message>
    <message>
        <source>The delay of a slow add under --chaos (beyond the client&apos;s give-up).</source>
        <translation>Opóźnienie wolnego dodania przy --chaos (dłuższe, niż czeka klient).</translation>
    </message>
    <message>
        <source>before[:n] or after[:n], n from 1</source>
        <translation>before[:n] lub after[:n], n od 1</translation>
    </message>
    <message>
        <source>a status from 200 to 599, optionally :applied</source>
        <translation>status od 200 do 599, opcjonalnie :applied</translation>
    </message>
    <message>
        <source>n[:same], n from 1</source>
        <translation>n[:same], n od 1</translation>
    </message>
    <message>
        <source>seed[:rate], a whole number and a rate from 0 to 1</source>
        <translation>seed[:rate], liczba całkowita i współczynnik od 0 do 1</translation>
    </message>
    <message>
        <source>Add faults: %1</source>
        <translation>Usterki addItem: %1</translation>
    </message>
</context>
<context>
    <name>GuideDemo</name>
    <message>
        <source>Walk-in %1</source>
        <translation>Chłodnia %1</translation>
    </message>
    <message>
        <source>Freezer %1</source>
        <translation>Zamrażarka %1</translation>
    </message>
    <message>
        <source>Dry store %1</source>
        <translation>Magazyn suchy %1</translation>
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
        <translation>opakowania</translation>
    </message>
</context>
<context>
    <name>Screenshot</name>
    <message>
        <source>Could not write the screenshot to %1.</source>
        <translation>Nie udało się zapisać zrzutu ekranu w %1.</translation>
    </message>
    <message numerus="yes">
        <source>Nothing finished loading within %n second(s).</source>
        <translation>
            <numerusform>Nic nie zostało wczytane w ciągu %n sekundy.</numerusform>
            <numerusform>Nic nie zostało wczytane w ciągu %n sekund.</numerusform>
            <numerusform>Nic nie zostało wczytane w ciągu %n sekund.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::api::BasketSync</name>
    <message>
        <source>The basket could not be read, so nothing was added. Try again when the connection is back.</source>
        <translation>Nie udało się odczytać koszyka, więc nic nie zostało dodane. Spróbuj ponownie po przywróceniu połączenia.</translation>
    </message>
    <message>
        <source>Checking basket…</source>
        <translation>Sprawdzanie koszyka…</translation>
    </message>
    <message>
        <source>The item was not added: %1</source>
        <translation>Artykuł nie został dodany: %1</translation>
    </message>
    <message>
        <source>The basket now holds %1 of this item; it was also changed elsewhere.</source>
        <translation>Koszyk zawiera teraz %1 tego artykułu; koszyk został też zmieniony w innym miejscu.</translation>
    </message>
    <message>
        <source>Cancelled: nothing was added.</source>
        <translation>Anulowano: nic nie zostało dodane.</translation>
    </message>
    <message>
        <source>Not confirmed: the basket was switched before this add could be checked. It may have been added to the previous basket.</source>
        <translation>Nie potwierdzono: koszyk został zmieniony, zanim udało się sprawdzić to dodanie. Artykuł mógł zostać dodany do poprzedniego koszyka.</translation>
    </message>
    <message>
        <source>Added; waiting for the basket to show it…</source>
        <translation>Dodano; oczekiwanie, aż pojawi się w koszyku…</translation>
    </message>
    <message>
        <source>Added (the server confirmed it); the basket could not be read to show it yet.</source>
        <translation>Dodano (serwer to potwierdził); nie udało się jeszcze odczytać koszyka, aby go pokazać.</translation>
    </message>
    <message>
        <source>Added (the server confirmed it), but the basket does not show it yet.</source>
        <translation>Dodano (serwer to potwierdził), ale artykuł nie jest jeszcze widoczny w koszyku.</translation>
    </message>
    <message>
        <source>Added (the server confirmed it); the basket was switched before it could be shown.</source>
        <translation>Dodano (serwer to potwierdził); koszyk został zmieniony, zanim udało się go pokazać.</translation>
    </message>
    <message>
        <source>Cancelled: the login ended before this item was sent. Nothing was added.</source>
        <translation>Anulowano: sesja wygasła, zanim ten artykuł został wysłany. Nic nie zostało dodane.</translation>
    </message>
    <message>
        <source>Not confirmed: the login ended before this add could be checked. It may have been added; check the basket after signing in again.</source>
        <translation>Nie potwierdzono: sesja wygasła, zanim udało się sprawdzić to dodanie. Artykuł mógł zostać dodany; sprawdź koszyk po ponownym zalogowaniu.</translation>
    </message>
    <message>
        <source>No clear answer from the server; checking whether the basket shows the item…</source>
        <translation>Brak jednoznacznej odpowiedzi serwera; sprawdzanie, czy koszyk zawiera artykuł…</translation>
    </message>
    <message>
        <source>No clear answer from the server, and the basket could not be read: the item may or may not have been added. It is checked again at every basket read; do not add it again meanwhile.</source>
        <translation>Brak jednoznacznej odpowiedzi serwera, a koszyka nie udało się odczytać: artykuł mógł zostać dodany albo nie. Jest to sprawdzane ponownie przy każdym odczycie koszyka; do tego czasu nie dodawaj go ponownie.</translation>
    </message>
    <message>
        <source>The basket cannot be lowered from this app; please correct it with your sales contact or in the web shop.</source>
        <translation>Ta aplikacja nie może zmniejszyć koszyka; popraw go z pomocą opiekuna handlowego lub w sklepie internetowym.</translation>
    </message>
    <message>
        <source>The basket total grew by twice this item&apos;s price: the server may have added it twice, or the same was added elsewhere. %1</source>
        <translation>Wartość koszyka wzrosła o dwukrotność ceny tego artykułu: serwer mógł dodać go dwa razy albo ten sam artykuł został dodany w innym miejscu. %1</translation>
    </message>
    <message>
        <source>The basket now holds %1 where this add was %2: the server may have added it twice, or the same was added elsewhere. %3</source>
        <translation>Koszyk zawiera teraz %1 tego artykułu, a to dodanie obejmowało %2: serwer mógł dodać go dwa razy albo ten sam artykuł został dodany w innym miejscu. %3</translation>
    </message>
    <message>
        <source>No clear answer from the server, and the basket does not show this item yet: it may still arrive. It was not sent again. Check the basket before adding it again.</source>
        <translation>Brak jednoznacznej odpowiedzi serwera, a koszyk nie pokazuje jeszcze tego artykułu: może on jeszcze dotrzeć. Nie został wysłany ponownie. Sprawdź koszyk, zanim dodasz go ponownie.</translation>
    </message>
    <message>
        <source>In the basket: the server had not answered, but the basket grew by exactly this item.</source>
        <translation>W koszyku: serwer nie odpowiedział, ale koszyk powiększył się dokładnie o ten artykuł.</translation>
    </message>
    <message>
        <source>This item&apos;s line changed by %1 since it was sent, which does not match what this app added: it was also changed elsewhere. Check the basket.</source>
        <translation>Pozycja tego artykułu zmieniła się o %1 od wysłania, co nie zgadza się z tym, co dodała ta aplikacja: została zmieniona także w innym miejscu. Sprawdź koszyk.</translation>
    </message>
    <message numerus="yes">
        <source>One of %n open adds of this pack is in the basket; which one cannot be told yet. Check the basket before adding it again.</source>
        <translation>
            <numerusform>Jedno z %n oczekujących dodań tego opakowania jest w koszyku; nie wiadomo jeszcze, które. Sprawdź koszyk, zanim dodasz je ponownie.</numerusform>
            <numerusform>Jedno z %n oczekujących dodań tego opakowania jest w koszyku; nie wiadomo jeszcze, które. Sprawdź koszyk, zanim dodasz je ponownie.</numerusform>
            <numerusform>Jedno z %n oczekujących dodań tego opakowania jest w koszyku; nie wiadomo jeszcze, które. Sprawdź koszyk, zanim dodasz je ponownie.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::auth::SecretStore</name>
    <message>
        <source>The system keychain is not available (%1). Your login is kept in memory for this session only.</source>
        <translation>Systemowy pęk kluczy jest niedostępny (%1). Dane logowania są przechowywane w pamięci tylko na czas tej sesji.</translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation>nieznany błąd</translation>
    </message>
    <message>
        <source>The system keychain did not answer (it may be locked or waiting for a password). Your login is kept in memory for this session only.</source>
        <translation>Systemowy pęk kluczy nie odpowiada (może być zablokowany lub czekać na hasło). Dane logowania są przechowywane w pamięci tylko na czas tej sesji.</translation>
    </message>
    <message>
        <source>The secret is too large for the system keychain. It is kept in memory for this session only.</source>
        <translation>Dane logowania są zbyt duże dla systemowego pęku kluczy. Są przechowywane w pamięci tylko na czas tej sesji.</translation>
    </message>
</context>
<context>
    <name>webshop::auth::Session</name>
    <message>
        <source>The API user or API password was not accepted by the server.</source>
        <translation>Serwer nie zaakceptował użytkownika API lub hasła API.</translation>
    </message>
    <message>
        <source>The user name or password was not accepted by the server.</source>
        <translation>Serwer nie zaakceptował nazwy użytkownika lub hasła.</translation>
    </message>
    <message>
        <source>The system keychain is not available: your login is kept in memory for this session only, and you will be asked again next time.</source>
        <translation>Systemowy pęk kluczy jest niedostępny: dane logowania są przechowywane w pamięci tylko na czas tej sesji i następnym razem trzeba będzie podać je ponownie.</translation>
    </message>
    <message>
        <source>Your login has expired and could not be renewed. Please log in again.</source>
        <translation>Sesja wygasła i nie udało się jej odnowić. Zaloguj się ponownie.</translation>
    </message>
</context>
<context>
    <name>webshop::control::AddHistoryModel</name>
    <message>
        <source>Waiting to be sent</source>
        <translation>Oczekuje na wysłanie</translation>
    </message>
    <message>
        <source>On its way</source>
        <translation>W drodze</translation>
    </message>
    <message>
        <source>Checking the basket</source>
        <translation>Sprawdzanie koszyka</translation>
    </message>
    <message>
        <source>In the basket</source>
        <translation>W koszyku</translation>
    </message>
    <message>
        <source>Added, not shown yet</source>
        <translation>Dodano, jeszcze niewidoczne</translation>
    </message>
    <message>
        <source>Added twice</source>
        <translation>Dodano dwukrotnie</translation>
    </message>
    <message>
        <source>Not known</source>
        <translation>Stan nieznany</translation>
    </message>
    <message>
        <source>Not added</source>
        <translation>Nie dodano</translation>
    </message>
    <message>
        <source>Article details</source>
        <translation>Szczegóły artykułu</translation>
    </message>
    <message>
        <source>List</source>
        <translation>Lista</translation>
    </message>
    <message>
        <source>Quick order</source>
        <translation>Szybkie zamówienie</translation>
    </message>
    <message>
        <source>Order file</source>
        <translation>Plik zamówienia</translation>
    </message>
    <message>
        <source>Order file (command line)</source>
        <translation>Plik zamówienia (wiersz poleceń)</translation>
    </message>
    <message>
        <source>%1, line %2</source>
        <translation>%1, wiersz %2</translation>
    </message>
    <message>
        <source>Guided order</source>
        <translation>Zamówienie z przewodnikiem</translation>
    </message>
    <message>
        <source>Net %1</source>
        <translation>Netto %1</translation>
    </message>
    <message>
        <source>%1 (added again)</source>
        <translation>%1 (dodano ponownie)</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Kiedy</translation>
    </message>
    <message>
        <source>Article</source>
        <translation>Artykuł</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Opakowanie</translation>
    </message>
    <message>
        <source>Qty</source>
        <translation>Ilość</translation>
    </message>
    <message>
        <source>Unit gross</source>
        <translation>Cena jedn. brutto</translation>
    </message>
    <message>
        <source>Line gross</source>
        <translation>Wartość brutto</translation>
    </message>
    <message>
        <source>Added from</source>
        <translation>Dodano z</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Szczegóły</translation>
    </message>
</context>
<context>
    <name>webshop::control::BasketAdds</name>
    <message>
        <source>Not added: sign in and choose a delivery address first.</source>
        <translation>Nie dodano: najpierw zaloguj się i wybierz adres dostawy.</translation>
    </message>
    <message>
        <source>Not added: the delivery address or the customer changed after this line was checked. Nothing was sent; check the line for the new store and add it again.</source>
        <translation>Nie dodano: adres dostawy lub klient zmienił się po sprawdzeniu tej pozycji. Nic nie zostało wysłane; sprawdź pozycję dla nowej hali i dodaj ją ponownie.</translation>
    </message>
    <message>
        <source>Not added: the quantity must be more than 0.</source>
        <translation>Nie dodano: ilość musi być większa niż 0.</translation>
    </message>
    <message>
        <source>Not added: this computer could not write the add down first (%1). Nothing was sent.</source>
        <translation>Nie dodano: ten komputer nie mógł najpierw odnotować dodania (%1). Nic nie zostało wysłane.</translation>
    </message>
    <message>
        <source>the local data folder cannot be written</source>
        <translation>nie można zapisywać w lokalnym folderze danych</translation>
    </message>
    <message>
        <source>Not added: the app closed before this add was sent.</source>
        <translation>Nie dodano: aplikacja została zamknięta, zanim to dodanie zostało wysłane.</translation>
    </message>
    <message>
        <source>In the basket (checked after the app was started again).</source>
        <translation>W koszyku (sprawdzono po ponownym uruchomieniu aplikacji).</translation>
    </message>
    <message>
        <source>Added (the server confirmed it before the app closed), but the basket does not show it.</source>
        <translation>Dodano (serwer potwierdził to przed zamknięciem aplikacji), ale koszyk tego nie pokazuje.</translation>
    </message>
    <message>
        <source>This add was on its way when the app closed, and the basket does not show it: it did not arrive, or it was changed in the web shop. It was not sent again; check the basket before adding it again.</source>
        <translation>To dodanie było w drodze, gdy aplikacja została zamknięta, a koszyk go nie pokazuje: nie dotarło albo zostało zmienione w sklepie internetowym. Nie zostało wysłane ponownie; sprawdź koszyk, zanim dodasz artykuł ponownie.</translation>
    </message>
    <message numerus="yes">
        <source>%n add(s) were on their way when the app closed:</source>
        <translation>
            <numerusform>%n dodanie było w drodze, gdy aplikacja została zamknięta:</numerusform>
            <numerusform>%n dodania były w drodze, gdy aplikacja została zamknięta:</numerusform>
            <numerusform>%n dodań było w drodze, gdy aplikacja została zamknięta:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n in the basket</source>
        <translation>
            <numerusform>%n w koszyku</numerusform>
            <numerusform>%n w koszyku</numerusform>
            <numerusform>%n w koszyku</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n not known (check the basket)</source>
        <translation>
            <numerusform>%n o nieznanym stanie (sprawdź koszyk)</numerusform>
            <numerusform>%n o nieznanym stanie (sprawdź koszyk)</numerusform>
            <numerusform>%n o nieznanym stanie (sprawdź koszyk)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n not sent</source>
        <translation>
            <numerusform>%n niewysłane</numerusform>
            <numerusform>%n niewysłane</numerusform>
            <numerusform>%n niewysłanych</numerusform>
        </translation>
    </message>
    <message>
        <source>The basket could not be read (%1). Nothing changed; check again later.</source>
        <translation>Nie udało się odczytać koszyka (%1). Nic się nie zmieniło; sprawdź ponownie później.</translation>
    </message>
    <message>
        <source>In the basket (checked again at %1).</source>
        <translation>W koszyku (sprawdzono ponownie o %1).</translation>
    </message>
    <message>
        <source>Added (the server confirmed it), but the basket still does not show it (checked again at %1).</source>
        <translation>Dodano (serwer to potwierdził), ale koszyk nadal tego nie pokazuje (sprawdzono ponownie o %1).</translation>
    </message>
    <message>
        <source>Checked again at %1: the basket does not show this add. It did not arrive, or it was changed in the web shop. Adding it again may put it in the basket twice.</source>
        <translation>Sprawdzono ponownie o %1: koszyk nie pokazuje tego dodania. Nie dotarło albo zostało zmienione w sklepie internetowym. Po ponownym dodaniu artykuł może znaleźć się w koszyku dwa razy.</translation>
    </message>
    <message numerus="yes">
        <source>%n still not known</source>
        <translation>
            <numerusform>%n nadal o nieznanym stanie</numerusform>
            <numerusform>%n nadal o nieznanym stanie</numerusform>
            <numerusform>%n nadal o nieznanym stanie</numerusform>
        </translation>
    </message>
    <message>
        <source>Checked the basket again at %1: %2.</source>
        <translation>Ponownie sprawdzono koszyk o %1: %2.</translation>
    </message>
</context>
<context>
    <name>webshop::control::ImportController</name>
    <message>
        <source>separated by tabs</source>
        <translation>rozdzielane tabulatorami</translation>
    </message>
    <message>
        <source>separated by semicolons</source>
        <translation>rozdzielane średnikami</translation>
    </message>
    <message>
        <source>separated by commas</source>
        <translation>rozdzielane przecinkami</translation>
    </message>
    <message>
        <source>one column</source>
        <translation>jedna kolumna</translation>
    </message>
    <message>
        <source>separated by &quot;%1&quot;</source>
        <translation>rozdzielane znakiem „%1”</translation>
    </message>
    <message>
        <source>The file %1 cannot be opened: %2</source>
        <translation>Nie można otworzyć pliku %1: %2</translation>
    </message>
    <message>
        <source>The file %1 is larger than 64 MB: that is not an order file.</source>
        <translation>Plik %1 ma ponad 64 MB: to nie jest plik zamówienia.</translation>
    </message>
    <message>
        <source>first line is a header</source>
        <translation>pierwszy wiersz to nagłówek</translation>
    </message>
    <message>
        <source>The report could not be saved to %1: %2</source>
        <translation>Nie udało się zapisać raportu w %1: %2</translation>
    </message>
</context>
<context>
    <name>webshop::control::ImportPreviewModel</name>
    <message>
        <source>Checking…</source>
        <translation>Sprawdzanie…</translation>
    </message>
    <message>
        <source>Number found</source>
        <translation>Numer znaleziony</translation>
    </message>
    <message>
        <source>Best match</source>
        <translation>Najlepsze dopasowanie</translation>
    </message>
    <message>
        <source>Choose</source>
        <translation>Do wyboru</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>Nie znaleziono</translation>
    </message>
    <message>
        <source>Check quantity</source>
        <translation>Sprawdź ilość</translation>
    </message>
    <message>
        <source>Same as line %1</source>
        <translation>Jak wiersz %1</translation>
    </message>
    <message>
        <source>Merged into line %1</source>
        <translation>Scalono z wierszem %1</translation>
    </message>
    <message>
        <source>Skipped</source>
        <translation>Pominięto</translation>
    </message>
    <message>
        <source>Not checked</source>
        <translation>Nie sprawdzono</translation>
    </message>
    <message>
        <source>Not checked (error)</source>
        <translation>Nie sprawdzono (błąd)</translation>
    </message>
    <message>
        <source>Added</source>
        <translation>Dodano</translation>
    </message>
    <message>
        <source>Not added</source>
        <translation>Nie dodano</translation>
    </message>
    <message>
        <source>Check basket</source>
        <translation>Sprawdź koszyk</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Wiersz</translation>
    </message>
    <message>
        <source>In the file</source>
        <translation>W pliku</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <source>Article</source>
        <translation>Artykuł</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Opakowanie</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Ilość</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Uwaga</translation>
    </message>
    <message>
        <source>Added before</source>
        <translation>Dodano wcześniej</translation>
    </message>
    <message>
        <source>Unit net</source>
        <translation>Cena jedn. netto</translation>
    </message>
    <message>
        <source>Unit gross</source>
        <translation>Cena jedn. brutto</translation>
    </message>
    <message>
        <source>Total net</source>
        <translation>Razem netto</translation>
    </message>
    <message>
        <source>Total gross</source>
        <translation>Razem brutto</translation>
    </message>
    <message>
        <source>≈: without deposit. The shop states a pack&apos;s deposit in the basket only, and this pack is not in your basket yet.</source>
        <translation>≈: bez kaucji. Sklep podaje kaucję za opakowanie tylko w koszyku, a tego opakowania nie ma jeszcze w Twoim koszyku.</translation>
    </message>
    <message>
        <source>Incl. %1 deposit</source>
        <translation>W tym %1 kaucji</translation>
    </message>
    <message>
        <source>≈ %1</source>
        <extracomment>An amount the basket may show otherwise (the tooltip says why), e.g. &quot;≈ 20,79 €&quot;</extracomment>
        <translation>≈ %1</translation>
    </message>
    <message>
        <source>%1 incl. %2 deposit</source>
        <extracomment>The price of an add with its deposit, e.g. &quot;32,56 € incl. 11,78 € deposit&quot;</extracomment>
        <translation>%1, w tym %2 kaucji</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>The order total of the ready lines before they are added, e.g. &quot;Total gross: 1.234,56 €&quot;</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) without a known price</source>
        <translation>
            <numerusform>%Ln pozycja bez znanej ceny</numerusform>
            <numerusform>%Ln pozycje bez znanej ceny</numerusform>
            <numerusform>%Ln pozycji bez znanej ceny</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::control::OfflineCache</name>
    <message>
        <source>Not added: the server cannot be reached. Nothing is kept to send later: add it again once the connection is back.</source>
        <translation>Nie dodano: serwer jest nieosiągalny. Nic nie jest zachowywane do późniejszego wysłania: dodaj ponownie, gdy połączenie wróci.</translation>
    </message>
    <message>
        <source>The remembered sign-in was not accepted by the server. Please sign in again.</source>
        <translation>Serwer nie przyjął zapamiętanego logowania. Zaloguj się ponownie.</translation>
    </message>
</context>
<context>
    <name>webshop::control::OrderGuideController</name>
    <message>
        <source>No one is signed in with a delivery address.</source>
        <translation>Nikt nie jest zalogowany z adresem dostawy.</translation>
    </message>
</context>
<context>
    <name>webshop::control::OrderGuides</name>
    <message>
        <source>The file has no header: a guide&apos;s file starts with bundle_id, par, position, note.</source>
        <translation>Plik nie ma nagłówka: plik przewodnika zamówień zaczyna się od bundle_id, par, position, note.</translation>
    </message>
    <message>
        <source>Line %1: no pack number.</source>
        <translation>Wiersz %1: brak numeru opakowania.</translation>
    </message>
    <message>
        <source>Line %1: the par &quot;%2&quot; is not a clear number; the line was left out.</source>
        <translation>Wiersz %1: stan docelowy „%2” nie jest jednoznaczną liczbą; wiersz pominięto.</translation>
    </message>
</context>
<context>
    <name>webshop::control::QuickOrder</name>
    <message>
        <source>The basket has no lines to order again.</source>
        <translation>Koszyk nie zawiera pozycji do ponownego zamówienia.</translation>
    </message>
    <message>
        <source>The list “%1” has no articles.</source>
        <translation>Lista „%1” nie zawiera artykułów.</translation>
    </message>
    <message>
        <source>The list could not be loaded: %1</source>
        <translation>Nie udało się wczytać listy: %1</translation>
    </message>
</context>
<context>
    <name>webshop::control::StoreComparison</name>
    <message>
        <source>The app does not know this article yet. Search for it once, then compare again.</source>
        <translation>Aplikacja nie zna jeszcze tego artykułu. Wyszukaj go raz, a potem porównaj ponownie.</translation>
    </message>
</context>
<context>
    <name>webshop::control::StoreComparisonModel</name>
    <message>
        <source>Store %1</source>
        <translation>Hala %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Sprawdzanie…</translation>
    </message>
    <message>
        <source>Not sold here</source>
        <translation>Niedostępny tutaj</translation>
    </message>
    <message>
        <source>Not loaded</source>
        <translation>Nie wczytano</translation>
    </message>
    <message>
        <source>Not checked</source>
        <translation>Nie sprawdzono</translation>
    </message>
    <message>
        <source>This store does not sell this article in this pack.</source>
        <translation>Ta hala nie sprzedaje tego artykułu w tym opakowaniu.</translation>
    </message>
    <message>
        <source>The store sells it, but the server gave no price.</source>
        <translation>Hala go sprzedaje, ale serwer nie podał ceny.</translation>
    </message>
    <message>
        <source>The comparison was cancelled before this store was asked.</source>
        <translation>Porównanie anulowano, zanim zapytano tę halę.</translation>
    </message>
    <message>
        <source>Per unit: %1 net, %2 gross</source>
        <translation>Za jednostkę: %1 netto, %2 brutto</translation>
    </message>
    <message>
        <source>%1, cheapest</source>
        <translation>%1, najtaniej</translation>
    </message>
    <message>
        <source>%1 of %2 lines: those every store sells</source>
        <translation>%1 z %2 pozycji: te, które sprzedaje każda hala</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Suma</translation>
    </message>
    <message>
        <source>No total</source>
        <translation>Brak sumy</translation>
    </message>
    <message>
        <source>The store of your current delivery address</source>
        <translation>Hala Twojego obecnego adresu dostawy</translation>
    </message>
    <message>
        <source>Article</source>
        <translation>Artykuł</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Ilość</translation>
    </message>
    <message>
        <source>Deposit</source>
        <translation>Kaucja</translation>
    </message>
    <message>
        <source>%1
%2 · current store</source>
        <translation>%1
%2 · obecna hala</translation>
    </message>
    <message>
        <source>%1
%2</source>
        <translation>%1
%2</translation>
    </message>
    <message>
        <source>not sold at %1</source>
        <translation>niedostępny w: %1</translation>
    </message>
    <message>
        <source>price unknown at %1</source>
        <translation>cena nieznana w: %1</translation>
    </message>
    <message>
        <source>not checked at %1</source>
        <translation>nie sprawdzono w: %1</translation>
    </message>
    <message>
        <source>prices in different currencies</source>
        <translation>ceny w różnych walutach</translation>
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
        <translation>≈: stawki VAT nie da się dokładnie odczytać z ceny tego opakowania: koszyk może różnić się o grosz.</translation>
    </message>
</context>
<context>
    <name>webshop::localstore::LocalStore</name>
    <message>
        <source>The folder %1 cannot be created.</source>
        <translation>Nie można utworzyć folderu %1.</translation>
    </message>
    <message>
        <source>The local data file %1 cannot be created.</source>
        <translation>Nie można utworzyć pliku danych lokalnych %1.</translation>
    </message>
    <message>
        <source>The local data was written by a newer version of the app; it is left as it is.</source>
        <translation>Dane lokalne zapisała nowsza wersja aplikacji; pozostają bez zmian.</translation>
    </message>
    <message>
        <source>The local data file %1 cannot be used.</source>
        <translation>Nie można użyć pliku danych lokalnych %1.</translation>
    </message>
    <message>
        <source>Local data could not be saved: %1</source>
        <translation>Nie udało się zapisać danych lokalnych: %1</translation>
    </message>
</context>
<context>
    <name>webshop::models::AddResultText</name>
    <message>
        <source>Waiting for the previous add…</source>
        <translation>Oczekiwanie na poprzednie dodanie…</translation>
    </message>
    <message>
        <source>Adding to basket…</source>
        <translation>Dodawanie do koszyka…</translation>
    </message>
    <message>
        <source>Checking basket…</source>
        <translation>Sprawdzanie koszyka…</translation>
    </message>
    <message>
        <source>✓ Added to basket.</source>
        <translation>✓ Dodano do koszyka.</translation>
    </message>
    <message>
        <source>✓ Added %1 to the basket.</source>
        <translation>✓ Dodano do koszyka: %1.</translation>
    </message>
    <message>
        <source>Added (the server confirmed it), but the basket does not show it yet.</source>
        <translation>Dodano (serwer to potwierdził), ale artykuł nie jest jeszcze widoczny w koszyku.</translation>
    </message>
    <message>
        <source>The shop added this twice. Please correct it in the webshop.</source>
        <translation>Sklep internetowy dodał to dwukrotnie. Popraw to w sklepie internetowym.</translation>
    </message>
    <message>
        <source>It is not known whether this was added. Check the basket before adding it again.</source>
        <translation>Nie wiadomo, czy to zostało dodane. Sprawdź koszyk, zanim dodasz to ponownie.</translation>
    </message>
    <message>
        <source>Not added.</source>
        <translation>Nie dodano.</translation>
    </message>
</context>
<context>
    <name>webshop::models::BasketModel</name>
    <message>
        <source>Article %1: details are not loaded yet</source>
        <translation>Artykuł %1: szczegóły nie zostały jeszcze wczytane</translation>
    </message>
    <message>
        <source>Article</source>
        <translation>Artykuł</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Ilość</translation>
    </message>
    <message>
        <source>Unit net</source>
        <translation>Cena jedn. netto</translation>
    </message>
    <message>
        <source>Unit gross</source>
        <translation>Cena jedn. brutto</translation>
    </message>
    <message>
        <source>VAT</source>
        <translation>VAT</translation>
    </message>
    <message>
        <source>Worked out from the line total: the catalogue price may differ by a cent.</source>
        <translation>Obliczono na podstawie wartości pozycji: cena katalogowa może różnić się o grosz.</translation>
    </message>
    <message>
        <source>Article without a number</source>
        <translation>Artykuł bez numeru</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>The goods, without deposit and VAT</source>
        <translation>Towar, bez kaucji i VAT</translation>
    </message>
    <message>
        <source>Deposit on empties (bottles, crates), without VAT</source>
        <translation>Kaucja za opakowania zwrotne (butelki, skrzynki), bez VAT</translation>
    </message>
    <message>
        <source>VAT on the goods and the deposit</source>
        <translation>VAT od towaru i kaucji</translation>
    </message>
    <message>
        <source>What the line costs: goods net + deposit net + VAT</source>
        <translation>Ile kosztuje pozycja: towar netto + kaucja netto + VAT</translation>
    </message>
    <message>
        <source>Goods net</source>
        <translation>Towar netto</translation>
    </message>
    <message>
        <source>Gross incl. deposit</source>
        <translation>Brutto z kaucją</translation>
    </message>
    <message>
        <source>Deposit net</source>
        <translation>Kaucja netto</translation>
    </message>
    <message>
        <source>Article no. %1 · Pack no. %2</source>
        <extracomment>A basket line&apos;s numbers: the article (variant) and the pack (what the basket orders)</extracomment>
        <translation>Nr artykułu %1 · Nr opakowania %2</translation>
    </message>
</context>
<context>
    <name>webshop::models::BundlesModel</name>
    <message>
        <source>Pack</source>
        <translation>Opakowanie</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Opis</translation>
    </message>
    <message>
        <source>Pack size</source>
        <translation>Zawartość</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Jednostka</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Netto</translation>
    </message>
    <message>
        <source>VAT</source>
        <translation>VAT</translation>
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
        <translation>nie policzono</translation>
    </message>
    <message>
        <source>no par</source>
        <translation>brak normy</translation>
    </message>
    <message>
        <source>enough</source>
        <translation>wystarczy</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <extracomment>One earlier add in the guide&apos;s &quot;Ordered before&quot; column: &quot;3 on 24/11&quot;</extracomment>
        <translation>%1 dnia %2</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Without deposit, or with an estimated one: the shop states a pack&apos;s deposit in the basket only.</source>
        <translation>Bez kaucji lub z szacowaną: sklep podaje kaucję opakowania tylko w koszyku.</translation>
    </message>
    <message>
        <source>The most this pack was added on one day in the last four weeks. Take it with Ctrl+Shift+P.</source>
        <translation>Największa ilość tego opakowania dodana jednego dnia w ostatnich czterech tygodniach. Przyjmij ją klawiszami Ctrl+Shift+P.</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Miejsce</translation>
    </message>
    <message>
        <source>Article · pack</source>
        <translation>Artykuł · opakowanie</translation>
    </message>
    <message>
        <source>Count in</source>
        <translation>Liczyć w</translation>
    </message>
    <message>
        <source>Par</source>
        <translation>Norma</translation>
    </message>
    <message>
        <source>Suggested</source>
        <translation>Sugestia</translation>
    </message>
    <message>
        <source>On hand</source>
        <translation>Stan</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Zamówić</translation>
    </message>
    <message>
        <source>Net incl. deposit</source>
        <translation>Netto z kaucją</translation>
    </message>
    <message>
        <source>Gross incl. deposit</source>
        <translation>Brutto z kaucją</translation>
    </message>
    <message>
        <source>Ordered before</source>
        <translation>Zamówiono wcześniej</translation>
    </message>
</context>
<context>
    <name>webshop::models::ListItemsModel</name>
    <message>
        <source>Article</source>
        <translation>Artykuł</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Opakowanie</translation>
    </message>
    <message>
        <source>Pack size</source>
        <translation>Zawartość</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Jednostka</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Ilość</translation>
    </message>
    <message>
        <source>in basket: %1</source>
        <extracomment>Under a list line&apos;s name: what the basket holds of its pack (&quot;in basket: 2&quot;, &quot;in basket: 1.5 kg&quot;)</extracomment>
        <translation>w koszyku: %1</translation>
    </message>
    <message>
        <source>%1
Article no. %2 · Pack no. %3</source>
        <extracomment>A list line&apos;s tooltip: the name, then the article number and the chosen pack&apos;s number</extracomment>
        <translation>%1
Nr artykułu %2 · Nr opakowania %3</translation>
    </message>
</context>
<context>
    <name>webshop::models::MoneyFormat</name>
    <message>
        <source>price unknown</source>
        <translation>cena nieznana</translation>
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
        <translation>Nr art.</translation>
    </message>
    <message>
        <source>Article</source>
        <translation>Artykuł</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Opakowanie</translation>
    </message>
    <message>
        <source>Qty</source>
        <translation>Ilość</translation>
    </message>
    <message>
        <source>Unit net</source>
        <translation>Cena jedn. netto</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Netto</translation>
    </message>
    <message>
        <source>VAT</source>
        <translation>VAT</translation>
    </message>
    <message>
        <source>Deposit</source>
        <translation>Kaucja</translation>
    </message>
    <message>
        <source>Gross</source>
        <translation>Brutto</translation>
    </message>
    <message>
        <source>Order sheet · %1</source>
        <extracomment>The line at the top of every printed page: &quot;Order sheet · Basket&quot;</extracomment>
        <translation>Formularz zamówienia · %1</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Strona %1 z %2</translation>
    </message>
    <message>
        <source>Order sheet</source>
        <translation>Formularz zamówienia</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %Ln line(s)</source>
        <extracomment>Under the title of a printed order sheet: &quot;Basket · 12 lines&quot;</extracomment>
        <translation>
            <numerusform>%1 · %Ln pozycja</numerusform>
            <numerusform>%1 · %Ln pozycje</numerusform>
            <numerusform>%1 · %Ln pozycji</numerusform>
        </translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>Klient</translation>
    </message>
    <message>
        <source>Delivery address</source>
        <translation>Adres dostawy</translation>
    </message>
    <message>
        <source>Store</source>
        <translation>Hala</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Net total</source>
        <translation>Razem netto</translation>
    </message>
    <message>
        <source>of which deposit (net)</source>
        <translation>w tym kaucja (netto)</translation>
    </message>
    <message>
        <source>Gross total</source>
        <translation>Razem brutto</translation>
    </message>
    <message>
        <source>Net and gross amounts include the deposit.</source>
        <translation>Kwoty netto i brutto obejmują kaucję.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) without a price are not in the totals.</source>
        <translation>
            <numerusform>%Ln pozycja bez ceny nie jest wliczona do sum.</numerusform>
            <numerusform>%Ln pozycje bez ceny nie są wliczone do sum.</numerusform>
            <numerusform>%Ln pozycji bez ceny nie jest wliczonych do sum.</numerusform>
        </translation>
    </message>
    <message>
        <source>Store %1</source>
        <translation>Hala %1</translation>
    </message>
    <message numerus="yes">
        <source>Net and gross amounts include the deposit where the basket states it: %Ln line(s) without a known deposit (the pack is not in the basket yet).</source>
        <translation>
            <numerusform>Kwoty netto i brutto zawierają kaucję tam, gdzie podaje ją koszyk: %Ln pozycja bez znanej kaucji (opakowania nie ma jeszcze w koszyku).</numerusform>
            <numerusform>Kwoty netto i brutto zawierają kaucję tam, gdzie podaje ją koszyk: %Ln pozycje bez znanej kaucji (opakowań nie ma jeszcze w koszyku).</numerusform>
            <numerusform>Kwoty netto i brutto zawierają kaucję tam, gdzie podaje ją koszyk: %Ln pozycji bez znanej kaucji (opakowań nie ma jeszcze w koszyku).</numerusform>
        </translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Miejsce</translation>
    </message>
    <message>
        <source>Par</source>
        <translation>Norma</translation>
    </message>
    <message>
        <source>Count in</source>
        <translation>Liczyć w</translation>
    </message>
    <message>
        <source>On hand</source>
        <translation>Stan</translation>
    </message>
    <message>
        <source>Count sheet</source>
        <translation>Arkusz liczenia</translation>
    </message>
    <message>
        <source>Count sheet · %1</source>
        <extracomment>The line at the top of every printed page of an order guide&apos;s count sheet</extracomment>
        <translation>Arkusz liczenia · %1</translation>
    </message>
    <message>
        <source>Pack no.</source>
        <translation>Nr opak.</translation>
    </message>
</context>
<context>
    <name>webshop::models::PackAddWords</name>
    <message numerus="yes">
        <source>%n earlier add(s) of this pack not known yet: check the basket before adding it again.</source>
        <translation>
            <numerusform>%n wcześniejsze dodanie tego opakowania nie jest jeszcze potwierdzone: sprawdź koszyk przed ponownym dodaniem.</numerusform>
            <numerusform>%n wcześniejsze dodania tego opakowania nie są jeszcze potwierdzone: sprawdź koszyk przed ponownym dodaniem.</numerusform>
            <numerusform>%n wcześniejszych dodań tego opakowania nie jest jeszcze potwierdzonych: sprawdź koszyk przed ponownym dodaniem.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::models::PersonalListsModel</name>
    <message>
        <source>Untitled list</source>
        <translation>Lista bez nazwy</translation>
    </message>
    <message>
        <source>List unavailable</source>
        <translation>Lista niedostępna</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Wczytywanie…</translation>
    </message>
    <message numerus="yes">
        <source>%Ln article(s)</source>
        <translation>
            <numerusform>%Ln artykuł</numerusform>
            <numerusform>%Ln artykuły</numerusform>
            <numerusform>%Ln artykułów</numerusform>
        </translation>
    </message>
    <message>
        <source>Not saved on this computer</source>
        <translation>Nie zapisano na tym komputerze</translation>
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
        <translation>Ostatnio widziana cena: %1</translation>
    </message>
    <message>
        <source>Was %1 when you last saw it (%2)</source>
        <translation>Ostatnio widziana cena: %1 (%2)</translation>
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
        <translation>%1 · wpisano: %2 · nr opakowania %3</translation>
    </message>
    <message>
        <source>Whole packs only: type a whole number.</source>
        <translation>Tylko całe opakowania: wpisz liczbę całkowitą.</translation>
    </message>
    <message>
        <source>Looking up…</source>
        <translation>Wyszukiwanie…</translation>
    </message>
    <message>
        <source>Several articles fit: choose one.</source>
        <translation>Pasuje kilka artykułów: wybierz jeden.</translation>
    </message>
    <message>
        <source>No article found.</source>
        <translation>Nie znaleziono artykułu.</translation>
    </message>
    <message>
        <source>Press Enter to look it up.</source>
        <translation>Naciśnij Enter, aby wyszukać.</translation>
    </message>
    <message>
        <source>Article number or words</source>
        <translation>Numer artykułu lub słowa</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Opakowanie</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Ilość</translation>
    </message>
    <message>
        <source>Unit net</source>
        <translation>Cena jedn. netto</translation>
    </message>
    <message>
        <source>Unit gross</source>
        <translation>Cena jedn. brutto</translation>
    </message>
    <message>
        <source>Total net</source>
        <translation>Razem netto</translation>
    </message>
    <message>
        <source>Total gross</source>
        <translation>Razem brutto</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>in basket: %1</source>
        <extracomment>Under or beside a line: what the basket holds of its pack (&quot;in basket: 2&quot;, &quot;in basket: 1.5 kg&quot;)</extracomment>
        <translation>w koszyku: %1</translation>
    </message>
    <message>
        <source>May have been added: this add was on its way when the app closed. The basket is checked at the next sign-in; it is not sent again by itself.</source>
        <translation>Być może dodano: to dodanie było w drodze, gdy aplikacja została zamknięta. Koszyk zostanie sprawdzony przy następnym logowaniu; dodanie nie zostanie samo wysłane ponownie.</translation>
    </message>
    <message>
        <source>≈ %1</source>
        <extracomment>An amount the basket may show otherwise (the tooltip says why), e.g. &quot;≈ 20,79 €&quot;</extracomment>
        <translation>≈ %1</translation>
    </message>
    <message>
        <source>Deposit</source>
        <translation>Kaucja</translation>
    </message>
    <message>
        <source>Without deposit: the shop states a pack&apos;s deposit in the basket only, and this pack is not in your basket yet. The basket may show more.</source>
        <translation>Bez kaucji: sklep podaje kaucję za opakowanie tylko w koszyku, a tego opakowania nie ma jeszcze w Twoim koszyku. Koszyk może pokazać więcej.</translation>
    </message>
    <message>
        <source>The VAT rate cannot be read exactly from this pack&apos;s price: the basket may differ by a cent.</source>
        <translation>Stawki VAT nie da się dokładnie odczytać z ceny tego opakowania: koszyk może różnić się o grosz.</translation>
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
        <translation>szt.</translation>
    </message>
</context>
<context>
    <name>webshop::orders::OrderCsv</name>
    <message>
        <source>Article no.</source>
        <translation>Nr art.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nazwa</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Opakowanie</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Ilość</translation>
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
        <translation>Nie podano ilości.</translation>
    </message>
    <message>
        <source>The quantity &quot;%1&quot; is not a number.</source>
        <translation>Ilość „%1” nie jest liczbą.</translation>
    </message>
    <message>
        <source>The quantity &quot;%1&quot; could mean %2 or %3: write it without a thousands separator.</source>
        <translation>Ilość „%1” może oznaczać %2 lub %3: wpisz ją bez separatora tysięcy.</translation>
    </message>
    <message>
        <source>The quantity must be more than 0.</source>
        <translation>Ilość musi być większa od 0.</translation>
    </message>
    <message>
        <source>The quantity &quot;%1&quot; has more than four decimals.</source>
        <translation>Ilość „%1” ma więcej niż cztery miejsca po przecinku.</translation>
    </message>
    <message>
        <source>This pack is sold in whole numbers only, not %1.</source>
        <translation>To opakowanie jest sprzedawane tylko w liczbach całkowitych, nie %1.</translation>
    </message>
    <message>
        <source>Not checked yet.</source>
        <translation>Jeszcze nie sprawdzono.</translation>
    </message>
    <message>
        <source>Article number: %1</source>
        <translation>Numer artykułu: %1</translation>
    </message>
    <message>
        <source>Best match: %1</source>
        <translation>Najlepsze dopasowanie: %1</translation>
    </message>
    <message>
        <source>Includes the quantities of lines %1.</source>
        <translation>Obejmuje ilości z wierszy %1.</translation>
    </message>
    <message>
        <source>The same pack as line %1, kept as a line of its own.</source>
        <translation>To samo opakowanie co w wierszu %1, zachowane jako osobny wiersz.</translation>
    </message>
    <message>
        <source>The pack &quot;%1&quot; does not name one pack of %2: choose one.</source>
        <translation>Opakowanie „%1” nie wskazuje jednego opakowania %2: wybierz jedno.</translation>
    </message>
    <message>
        <source>Several articles fit &quot;%1&quot;; best match: %2.</source>
        <translation>Do „%1” pasuje kilka artykułów; najlepsze dopasowanie: %2.</translation>
    </message>
    <message>
        <source>No article number or text.</source>
        <translation>Brak numeru artykułu i tekstu.</translation>
    </message>
    <message>
        <source>No article found for &quot;%1&quot;.</source>
        <translation>Nie znaleziono artykułu dla „%1”.</translation>
    </message>
    <message>
        <source>Merged into line %1.</source>
        <translation>Scalono z wierszem %1.</translation>
    </message>
    <message>
        <source>The same pack as line %1: merge the lines or keep both.</source>
        <translation>To samo opakowanie co w wierszu %1: scal wiersze lub zachowaj oba.</translation>
    </message>
    <message>
        <source>Header line.</source>
        <translation>Wiersz nagłówka.</translation>
    </message>
    <message>
        <source>Blank line.</source>
        <translation>Pusty wiersz.</translation>
    </message>
    <message>
        <source>Comment line.</source>
        <translation>Wiersz komentarza.</translation>
    </message>
    <message>
        <source>Not checked: the import was cancelled.</source>
        <translation>Nie sprawdzono: import został anulowany.</translation>
    </message>
    <message>
        <source>Could not be checked: %1</source>
        <translation>Nie udało się sprawdzić: %1</translation>
    </message>
    <message>
        <source>Added: %1</source>
        <translation>Dodano: %1</translation>
    </message>
    <message>
        <source>Added: %1. %2</source>
        <translation>Dodano: %1. %2</translation>
    </message>
    <message>
        <source>Not added: %1</source>
        <translation>Nie dodano: %1</translation>
    </message>
    <message>
        <source>Perhaps added: check the basket. %1</source>
        <translation>Być może dodano: sprawdź koszyk. %1</translation>
    </message>
    <message>
        <source>The quantity &quot;%1&quot; has a comma, but the other quantities of this column use a point as the decimal mark: write it with a point and without a thousands separator.</source>
        <translation>Ilość „%1” zawiera przecinek, ale pozostałe ilości w tej kolumnie używają kropki jako separatora dziesiętnego: wpisz ją z kropką i bez separatora tysięcy.</translation>
    </message>
    <message>
        <source>The quantity &quot;%1&quot; has a point, but the other quantities of this column use a comma as the decimal mark: write it with a comma and without a thousands separator.</source>
        <translation>Ilość „%1” zawiera kropkę, ale pozostałe ilości w tej kolumnie używają przecinka jako separatora dziesiętnego: wpisz ją z przecinkiem i bez separatora tysięcy.</translation>
    </message>
    <message>
        <source>Not imported: columns %1 could each be the quantity, and no header line says which. Add a first line with the column names, with %2 above the quantity column.</source>
        <extracomment>%1: column numbers (&quot;2 and 3&quot;); %2: the header names the reader accepts for the quantity</extracomment>
        <translation>Nie zaimportowano: każda z kolumn %1 może być ilością, a żaden wiersz nagłówka nie mówi, która. Dodaj pierwszy wiersz z nazwami kolumn, z %2 nad kolumną ilości.</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <extracomment>the words a header may use for the quantity column, e.g. &quot;Menge&quot; or &quot;Quantity&quot;</extracomment>
        <translation>%1 lub %2</translation>
    </message>
    <message>
        <source>Not added: %1 packs of %2 are more than the %3 packs one add may have without a question.</source>
        <translation>Nie dodano: %1 opak. %2 to więcej niż %3 opak., które można dodać naraz bez pytania.</translation>
    </message>
    <message>
        <source>Not added: %1 kg of %2 are more than the %3 kg one add may have without a question.</source>
        <translation>Nie dodano: %1 kg %2 to więcej niż %3 kg, które można dodać naraz bez pytania.</translation>
    </message>
    <message>
        <source>Not added: %1 of %2 cost %3 %4 gross, more than the %5 %4 one add may cost without a question.</source>
        <translation>Nie dodano: %1 × %2 kosztuje %3 %4 brutto, więcej niż %5 %4, które może kosztować jedno dodanie bez pytania.</translation>
    </message>
    <message>
        <source>Check the quantity; to add it anyway, run the import again with --allow-large, or raise the limit in Preferences (Large quantities).</source>
        <translation>Sprawdź ilość; aby mimo to ją dodać, uruchom import ponownie z --allow-large lub podnieś limit w Ustawieniach (Duże ilości).</translation>
    </message>
    <message>
        <source>An earlier run of this file sent this pack on %1 for line %2, and this line is not known to be in the basket.</source>
        <translation>Wcześniejsze uruchomienie tego pliku wysłało to opakowanie dnia %1 dla wiersza %2 i nie wiadomo, czy ten wiersz jest w koszyku.</translation>
    </message>
    <message>
        <source>An earlier run of this file sent this line on %1, and it is not known whether it arrived (or it was sent with another article or quantity).</source>
        <translation>Wcześniejsze uruchomienie tego pliku wysłało ten wiersz dnia %1 i nie wiadomo, czy dotarł (albo został wysłany z innym artykułem lub inną ilością).</translation>
    </message>
    <message>
        <source>Not sent again. %1 Check the basket; to add it anyway, add the file again (--again on the command line).</source>
        <translation>Nie wysłano ponownie. %1 Sprawdź koszyk; aby mimo to go dodać, dodaj plik ponownie (--again w wierszu poleceń).</translation>
    </message>
    <message>
        <source>Already added by an earlier run of this file on %1: %2. Not sent again.</source>
        <translation>Już dodano przy wcześniejszym uruchomieniu tego pliku dnia %1: %2. Nie wysłano ponownie.</translation>
    </message>
</context>
<context>
    <name>webshop::shell::ImportRunner</name>
    <message>
        <source>Cannot read the order file %1: %2</source>
        <translation>Nie można wczytać pliku zamówienia %1: %2</translation>
    </message>
    <message>
        <source>larger than 64 MB</source>
        <translation>większy niż 64 MB</translation>
    </message>
    <message>
        <source>The demo shop could not be started.</source>
        <translation>Nie udało się uruchomić sklepu demonstracyjnego.</translation>
    </message>
    <message>
        <source>No server is configured: use --demo or --base-url URL.</source>
        <translation>Nie skonfigurowano serwera: użyj --demo lub --base-url URL.</translation>
    </message>
    <message>
        <source>No delivery address of this customer is in store %1.</source>
        <translation>Żaden adres dostawy tego klienta nie należy do hali %1.</translation>
    </message>
    <message>
        <source>This customer has no delivery address.</source>
        <translation>Ten klient nie ma adresu dostawy.</translation>
    </message>
    <message>
        <source>This customer has several delivery addresses: choose one with --store STORE_ID.</source>
        <translation>Ten klient ma kilka adresów dostawy: wybierz jeden za pomocą --store STORE_ID.</translation>
    </message>
    <message>
        <source>Cannot write the report %1: %2</source>
        <translation>Nie można zapisać raportu %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n record(s): %1.</source>
        <translation>
            <numerusform>%n rekord: %1.</numerusform>
            <numerusform>%n rekordy: %1.</numerusform>
            <numerusform>%n rekordów: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) need attention; see %1.</source>
        <translation>
            <numerusform>%n wiersz wymaga uwagi; zobacz %1.</numerusform>
            <numerusform>%n wiersze wymagają uwagi; zobacz %1.</numerusform>
            <numerusform>%n wierszy wymaga uwagi; zobacz %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>No login is remembered for this server: sign in once with &quot;Remember me&quot;, or set WEBSHOP_API_USER, WEBSHOP_API_PASSWORD, WEBSHOP_USERNAME and WEBSHOP_PASSWORD.</source>
        <translation>Dla tego serwera nie zapamiętano logowania: zaloguj się raz z zaznaczonym „Zapamiętaj mnie na tym komputerze” albo ustaw WEBSHOP_API_USER, WEBSHOP_API_PASSWORD, WEBSHOP_USERNAME i WEBSHOP_PASSWORD.</translation>
    </message>
    <message>
        <source>Lines above the large-quantity limits were not added (needs_confirmation): check their quantities, then run again with --allow-large to add them.</source>
        <translation>Wiersze powyżej limitów dużych ilości nie zostały dodane (needs_confirmation): sprawdź ich ilości, a następnie uruchom ponownie z --allow-large, aby je dodać.</translation>
    </message>
    <message>
        <source>The app&apos;s data folder cannot be written, so no add can be recorded first; nothing was added.</source>
        <translation>Nie można zapisywać w folderze danych aplikacji, więc żadnego dodania nie da się najpierw odnotować; nic nie zostało dodane.</translation>
    </message>
    <message>
        <source>On its way to the basket when this report was written. If the run stopped here, run the file again: what arrived is reported already_added, the rest is added or held back.</source>
        <translation>W drodze do koszyka w chwili zapisywania raportu. Jeśli uruchomienie zatrzymało się w tym miejscu, uruchom plik ponownie: to, co dotarło, zostanie zgłoszone jako already_added, a reszta zostanie dodana lub wstrzymana.</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) were added by an earlier run of this file and were not sent again (already_added); --again adds them anew.</source>
        <translation>
            <numerusform>%n wiersz został dodany przy wcześniejszym uruchomieniu tego pliku i nie został wysłany ponownie (already_added); --again dodaje go od nowa.</numerusform>
            <numerusform>%n wiersze zostały dodane przy wcześniejszym uruchomieniu tego pliku i nie zostały wysłane ponownie (already_added); --again dodaje je od nowa.</numerusform>
            <numerusform>%n wierszy zostało dodanych przy wcześniejszym uruchomieniu tego pliku i nie zostało wysłanych ponownie (already_added); --again dodaje je od nowa.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) were sent by an earlier run of this file that did not learn whether they arrived: not sent again (uncertain). Check the basket; --again adds them anyway.</source>
        <translation>
            <numerusform>%n wiersz został wysłany przy wcześniejszym uruchomieniu tego pliku, które nie ustaliło, czy dotarł: nie wysłano go ponownie (uncertain). Sprawdź koszyk; --again mimo to go doda.</numerusform>
            <numerusform>%n wiersze zostały wysłane przy wcześniejszym uruchomieniu tego pliku, które nie ustaliło, czy dotarły: nie wysłano ich ponownie (uncertain). Sprawdź koszyk; --again mimo to je doda.</numerusform>
            <numerusform>%n wierszy zostało wysłanych przy wcześniejszym uruchomieniu tego pliku, które nie ustaliło, czy dotarły: nie wysłano ich ponownie (uncertain). Sprawdź koszyk; --again mimo to je doda.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::ui::AboutDialog</name>
    <message>
        <source>About Webshop Desktop</source>
        <translation>O programie Webshop Desktop</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Webshop Desktop %1&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Webshop Desktop %1&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>Order from your wholesaler&apos;s webshop: search the catalogue, check prices, fill the basket and re-order from your lists.</source>
        <translation>Zamawiaj w sklepie internetowym swojej hurtowni: przeszukuj katalog, sprawdzaj ceny, napełniaj koszyk i zamawiaj ponownie ze swoich list.</translation>
    </message>
    <message>
        <source>Version %1
Qt %2 (built with %3)
QtKeychain %4</source>
        <translation>Wersja %1
Qt %2 (skompilowano z %3)
QtKeychain %4</translation>
    </message>
</context>
<context>
    <name>webshop::ui::AddHistoryDialog</name>
    <message>
        <source>Reading the basket again…</source>
        <translation>Ponowne odczytywanie koszyka…</translation>
    </message>
    <message>
        <source>These adds cannot be checked now: sign in with this customer and delivery address first.</source>
        <translation>Tych dodań nie można teraz sprawdzić: najpierw zaloguj się jako ten klient z tym adresem dostawy.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source> for %1</source>
        <translation> za %1</translation>
    </message>
    <message>
        <source>Add %1 × %2%3 to the basket again?</source>
        <translation>Dodać ponownie %1 × %2%3 do koszyka?</translation>
    </message>
    <message>
        <source>It is not known whether the add of %1 reached the basket. If it did, the basket will hold it twice, and this app cannot remove lines: you would have to correct it in the webshop. Check Again first when you are not sure.</source>
        <translation>Nie wiadomo, czy dodanie z %1 dotarło do koszyka. Jeśli tak, artykuł będzie w koszyku dwa razy, a ta aplikacja nie może usuwać pozycji: trzeba będzie poprawić to w sklepie internetowym. Jeśli nie masz pewności, najpierw użyj „Sprawdź ponownie”.</translation>
    </message>
    <message>
        <source>Add Again Anyway</source>
        <translation>Dodaj ponownie mimo to</translation>
    </message>
    <message>
        <source>&amp;Add Again</source>
        <translation>&amp;Dodaj ponownie</translation>
    </message>
    <message>
        <source>Not added again.</source>
        <translation>Nie dodano ponownie.</translation>
    </message>
    <message>
        <source>Adding it again… Its outcome appears at the top of the list.</source>
        <translation>Ponowne dodawanie… Wynik pojawi się na górze listy.</translation>
    </message>
    <message>
        <source>It could not be added again: sign in with this customer and delivery address, and wait until it is settled.</source>
        <translation>Nie udało się dodać ponownie: zaloguj się jako ten klient z tym adresem dostawy i poczekaj, aż wynik zostanie ustalony.</translation>
    </message>
    <message>
        <source>Added to Basket</source>
        <translation>Dodane do koszyka</translation>
    </message>
    <message>
        <source>Added to basket</source>
        <translation>Dodane do koszyka</translation>
    </message>
    <message>
        <source>Everything this app added to the basket of this customer and store: when, at which price, from where and with which outcome.</source>
        <translation>Wszystko, co ta aplikacja dodała do koszyka tego klienta i hali: kiedy, po jakiej cenie, skąd i z jakim wynikiem.</translation>
    </message>
    <message>
        <source>&amp;From:</source>
        <translation>&amp;Od:</translation>
    </message>
    <message>
        <source>&amp;To:</source>
        <translation>&amp;Do:</translation>
    </message>
    <message>
        <source>All outcomes</source>
        <translation>Wszystkie wyniki</translation>
    </message>
    <message>
        <source>In the basket</source>
        <translation>W koszyku</translation>
    </message>
    <message>
        <source>Not known</source>
        <translation>Stan nieznany</translation>
    </message>
    <message>
        <source>Not added</source>
        <translation>Nie dodano</translation>
    </message>
    <message>
        <source>On its way</source>
        <translation>W drodze</translation>
    </message>
    <message>
        <source>&amp;Outcome:</source>
        <translation>&amp;Wynik:</translation>
    </message>
    <message>
        <source>Article, pack, number or file line</source>
        <translation>Artykuł, opakowanie, numer lub wiersz pliku</translation>
    </message>
    <message>
        <source>&amp;Search:</source>
        <translation>&amp;Szukaj:</translation>
    </message>
    <message>
        <source>C&amp;heck Again</source>
        <translation>Sprawdź &amp;ponownie</translation>
    </message>
    <message>
        <source>Reads the basket again and settles the selected adds whose outcome is not known</source>
        <translation>Ponownie odczytuje koszyk i ustala wynik zaznaczonych dodań o nieznanym stanie</translation>
    </message>
    <message>
        <source>&amp;Add Again Anyway…</source>
        <translation>Dod&amp;aj ponownie mimo to…</translation>
    </message>
    <message>
        <source>Adds the selected add once more: it may then be in the basket twice</source>
        <translation>Ponawia zaznaczone dodanie: artykuł może wtedy znaleźć się w koszyku dwa razy</translation>
    </message>
    <message>
        <source>E&amp;xport CSV…</source>
        <translation>&amp;Eksportuj CSV…</translation>
    </message>
    <message>
        <source>No adds in these days.</source>
        <translation>Brak dodań w tym okresie.</translation>
    </message>
    <message>
        <source>Sign in to see what this app added.</source>
        <translation>Zaloguj się, aby zobaczyć, co dodała ta aplikacja.</translation>
    </message>
    <message numerus="yes">
        <source>%n add(s)</source>
        <translation>
            <numerusform>%n dodanie</numerusform>
            <numerusform>%n dodania</numerusform>
            <numerusform>%n dodań</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n not known</source>
        <translation>
            <numerusform>%1 · %n o nieznanym stanie</numerusform>
            <numerusform>%1 · %n o nieznanym stanie</numerusform>
            <numerusform>%1 · %n o nieznanym stanie</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>C&amp;hecking…</source>
        <translation>S&amp;prawdzanie…</translation>
    </message>
    <message>
        <source>Added to basket %1.csv</source>
        <translation>Dodane do koszyka %1.csv</translation>
    </message>
    <message>
        <source>Export CSV</source>
        <translation>Eksportuj CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Pliki CSV (*.csv)</translation>
    </message>
    <message numerus="yes">
        <source>%n add(s) exported to %1.</source>
        <translation>
            <numerusform>Wyeksportowano %n dodanie do %1.</numerusform>
            <numerusform>Wyeksportowano %n dodania do %1.</numerusform>
            <numerusform>Wyeksportowano %n dodań do %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The file could not be saved: %1</source>
        <translation>Nie udało się zapisać pliku: %1</translation>
    </message>
</context>
<context>
    <name>webshop::ui::AddressChooser</name>
    <message>
        <source>Choose a delivery address</source>
        <translation>Wybierz adres dostawy</translation>
    </message>
    <message>
        <source>The address decides your store, its prices and what can be delivered. You can switch it later from the toolbar.</source>
        <translation>Adres określa halę, jej ceny i to, co może zostać dostarczone. Możesz go później zmienić na pasku narzędzi.</translation>
    </message>
    <message>
        <source>Delivery addresses</source>
        <translation>Adresy dostawy</translation>
    </message>
    <message>
        <source>Sign in as someone else</source>
        <translation>Zaloguj się jako inny użytkownik</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Dalej</translation>
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
        <translation>Cena nieznana</translation>
    </message>
    <message>
        <source>Ask your sales contact</source>
        <translation>Zapytaj opiekuna handlowego</translation>
    </message>
    <message numerus="yes">
        <source>%Ln pack size(s)</source>
        <translation>
            <numerusform>%Ln opakowanie</numerusform>
            <numerusform>%Ln opakowania</numerusform>
            <numerusform>%Ln opakowań</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 · %Ln pack size(s)</source>
        <translation>
            <numerusform>%1 · %Ln opakowanie</numerusform>
            <numerusform>%1 · %Ln opakowania</numerusform>
            <numerusform>%1 · %Ln opakowań</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::ui::ArticleDetailsPane</name>
    <message>
        <source>Article details</source>
        <translation>Szczegóły artykułu</translation>
    </message>
    <message>
        <source>No article selected</source>
        <translation>Nie wybrano artykułu</translation>
    </message>
    <message>
        <source>Pick an article in the results to see its pack sizes and prices.</source>
        <translation>Wybierz artykuł z wyników, aby zobaczyć jego opakowania i ceny.</translation>
    </message>
    <message>
        <source>Updating prices…</source>
        <translation>Aktualizowanie cen…</translation>
    </message>
    <message>
        <source>Pack sizes</source>
        <translation>Opakowania</translation>
    </message>
    <message>
        <source>Article no. %1</source>
        <translation>Nr art. %1</translation>
    </message>
    <message>
        <source>No picture</source>
        <translation>Brak zdjęcia</translation>
    </message>
    <message>
        <source>Picture of %1</source>
        <translation>Zdjęcie: %1</translation>
    </message>
    <message>
        <source>Current prices could not be loaded: %1</source>
        <translation>Nie udało się wczytać aktualnych cen: %1</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Ponów</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Deposit on empties (bottles, crates), where it applies, is not part of these prices. The shop states it in the basket only: a pack in your basket shows its deposit here.</source>
        <translation>Kaucja za opakowania zwrotne (butelki, skrzynki), jeśli dotyczy, nie jest wliczona w te ceny. Sklep podaje ją tylko w koszyku: opakowanie w Twoim koszyku pokazuje tu swoją kaucję.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::Banner</name>
    <message>
        <source>Dismiss</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <source>Dismiss message</source>
        <translation>Zamknij komunikat</translation>
    </message>
</context>
<context>
    <name>webshop::ui::BasketPage</name>
    <message>
        <source>Basket</source>
        <translation>Koszyk</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Odśwież</translation>
    </message>
    <message>
        <source>Read the basket from the shop again</source>
        <translation>Ponownie wczytaj koszyk ze sklepu internetowego</translation>
    </message>
    <message>
        <source>This app adds articles to your basket. To change quantities, remove lines or check out, continue in the webshop: the basket is the same there.</source>
        <translation>Ta aplikacja dodaje artykuły do koszyka. Aby zmienić ilości, usunąć pozycje lub złożyć zamówienie, przejdź do sklepu internetowego: znajdziesz tam ten sam koszyk.</translation>
    </message>
    <message>
        <source>Continue to checkout in the webshop</source>
        <translation>Przejdź do kasy w sklepie internetowym</translation>
    </message>
    <message>
        <source>Basket lines</source>
        <translation>Pozycje koszyka</translation>
    </message>
    <message>
        <source>VAT</source>
        <translation>VAT</translation>
    </message>
    <message>
        <source>The basket could not be read: %1</source>
        <translation>Nie udało się odczytać koszyka: %1</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Ponów</translation>
    </message>
    <message>
        <source>Loading your basket…</source>
        <translation>Wczytywanie koszyka…</translation>
    </message>
    <message>
        <source>The basket has not been loaded</source>
        <translation>Koszyk nie został wczytany</translation>
    </message>
    <message>
        <source>Sign in and choose a delivery address to see your basket.</source>
        <translation>Zaloguj się i wybierz adres dostawy, aby zobaczyć koszyk.</translation>
    </message>
    <message>
        <source>Load basket</source>
        <translation>Wczytaj koszyk</translation>
    </message>
    <message>
        <source>Your basket is empty</source>
        <translation>Koszyk jest pusty</translation>
    </message>
    <message>
        <source>Add articles from the search or from your lists.</source>
        <translation>Dodaj artykuły z wyszukiwania lub ze swoich list.</translation>
    </message>
    <message>
        <source>Find articles</source>
        <translation>Szukaj artykułów</translation>
    </message>
    <message>
        <source>Total gross</source>
        <translation>Razem brutto</translation>
    </message>
    <message>
        <source>updating…</source>
        <translation>aktualizowanie…</translation>
    </message>
    <message>
        <source>synced just now</source>
        <translation>zsynchronizowano przed chwilą</translation>
    </message>
    <message>
        <source>synced at %1</source>
        <translation>zsynchronizowano o %1</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s)</source>
        <translation>
            <numerusform>%Ln pozycja</numerusform>
            <numerusform>%Ln pozycje</numerusform>
            <numerusform>%Ln pozycji</numerusform>
        </translation>
    </message>
    <message>
        <source>Compare Stores…</source>
        <translation>Porównaj hale…</translation>
    </message>
    <message>
        <source>The prices of these lines at every store of your delivery addresses</source>
        <translation>Ceny tych pozycji w każdej hali Twoich adresów dostawy</translation>
    </message>
    <message>
        <source>Goods net</source>
        <translation>Towar netto</translation>
    </message>
    <message>
        <source>Deposit net</source>
        <translation>Kaucja netto</translation>
    </message>
    <message>
        <source>Gross incl. deposit</source>
        <translation>Brutto z kaucją</translation>
    </message>
    <message>
        <source>Total net incl. deposit</source>
        <translation>Razem netto z kaucją</translation>
    </message>
    <message>
        <source>The webshop could not be opened in your browser. Its address is %1.</source>
        <translation>Nie udało się otworzyć sklepu internetowego w przeglądarce. Jego adres to %1.</translation>
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
        <translation>Dodaj do koszyka</translation>
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
        <translation>Znacznie więcej, niż zwykle dodaje się za jednym razem (limity znajdziesz w Ustawieniach):</translation>
    </message>
    <message>
        <source>The app cannot remove lines or lower quantities afterwards.</source>
        <translation>Aplikacja nie może później usuwać pozycji ani zmniejszać ilości.</translation>
    </message>
    <message numerus="yes">
        <source>Add %n line(s) to the basket?</source>
        <translation>
            <numerusform>Dodać %n pozycję do koszyka?</numerusform>
            <numerusform>Dodać %n pozycje do koszyka?</numerusform>
            <numerusform>Dodać %n pozycji do koszyka?</numerusform>
        </translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>Pozycje</translation>
    </message>
    <message>
        <source>Packs</source>
        <translation>Opakowania</translation>
    </message>
    <message numerus="yes">
        <source>%1 in %Ln line(s)</source>
        <translation>
            <numerusform>%1 w %Ln pozycji</numerusform>
            <numerusform>%1 w %Ln pozycjach</numerusform>
            <numerusform>%1 w %Ln pozycjach</numerusform>
        </translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Waga</translation>
    </message>
    <message>
        <source>Gross total</source>
        <translation>Razem brutto</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) without a known price are not in it.</source>
        <translation>
            <numerusform>%Ln pozycja bez znanej ceny nie jest wliczona.</numerusform>
            <numerusform>%Ln pozycje bez znanej ceny nie są wliczone.</numerusform>
            <numerusform>%Ln pozycji bez znanej ceny nie jest wliczonych.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 in the basket → %3 after this add</source>
        <translation>%1: %2 w koszyku → %3 po tym dodaniu</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%Ln line(s) of this add)</source>
        <translation>
            <numerusform>%1 (%Ln pozycja w tym dodaniu)</numerusform>
            <numerusform>%1 (%Ln pozycje w tym dodaniu)</numerusform>
            <numerusform>%1 (%Ln pozycji w tym dodaniu)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Already in the basket (%Ln pack(s)):</source>
        <translation>
            <numerusform>Już w koszyku (%Ln opakowanie):</numerusform>
            <numerusform>Już w koszyku (%Ln opakowania):</numerusform>
            <numerusform>Już w koszyku (%Ln opakowań):</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&amp;Add %n Line(s)</source>
        <translation>
            <numerusform>&amp;Dodaj %n pozycję</numerusform>
            <numerusform>&amp;Dodaj %n pozycje</numerusform>
            <numerusform>&amp;Dodaj %n pozycji</numerusform>
        </translation>
    </message>
    <message>
        <source>Add &amp;Without the Large Lines</source>
        <translation>Dodaj &amp;bez dużych pozycji</translation>
    </message>
    <message>
        <source>%1 incl. %2 deposit</source>
        <extracomment>The price of an add with its deposit, e.g. &quot;32,56 € incl. 11,78 € deposit&quot;</extracomment>
        <translation>%1, w tym %2 kaucji</translation>
    </message>
    <message>
        <source>≈ %1</source>
        <extracomment>An amount the basket may show otherwise (the note under it says why), e.g. &quot;≈ 20,79 €&quot;</extracomment>
        <translation>≈ %1</translation>
    </message>
    <message numerus="yes">
        <source>≈: without the deposit of %Ln line(s): the shop states a pack&apos;s deposit in the basket only, and these packs are not in it yet.</source>
        <translation>
            <numerusform>≈: bez kaucji za %Ln pozycję: sklep podaje kaucję za opakowanie tylko w koszyku, a tego opakowania jeszcze w nim nie ma.</numerusform>
            <numerusform>≈: bez kaucji za %Ln pozycje: sklep podaje kaucję za opakowanie tylko w koszyku, a tych opakowań jeszcze w nim nie ma.</numerusform>
            <numerusform>≈: bez kaucji za %Ln pozycji: sklep podaje kaucję za opakowanie tylko w koszyku, a tych opakowań jeszcze w nim nie ma.</numerusform>
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
        <translation>Sprzedawane na wagę: wpisz ilość w kilogramach</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Netto</translation>
    </message>
    <message>
        <source>VAT</source>
        <translation>VAT</translation>
    </message>
    <message>
        <source>Gross</source>
        <translation>Brutto</translation>
    </message>
    <message>
        <source>Price unknown</source>
        <translation>Cena nieznana</translation>
    </message>
    <message>
        <source>The shop gave no price for this pack size. The basket will show the price once added.</source>
        <translation>Sklep internetowy nie podał ceny dla tego opakowania. Koszyk pokaże cenę po dodaniu.</translation>
    </message>
    <message>
        <source>&amp;Qty</source>
        <translation>&amp;Ilość</translation>
    </message>
    <message>
        <source>Add to basket</source>
        <translation>Do koszyka</translation>
    </message>
    <message>
        <source>Pack %1</source>
        <translation>Opakowanie %1</translation>
    </message>
    <message>
        <source>Pack size: %1</source>
        <translation>Zawartość: %1</translation>
    </message>
    <message>
        <source>%1 / kg</source>
        <translation>%1 / kg</translation>
    </message>
    <message>
        <source>Add %1 to basket</source>
        <translation>Dodaj do koszyka: %1</translation>
    </message>
    <message>
        <source>Quantity of %1</source>
        <translation>Ilość: %1</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <extracomment>What an add will send: quantity · price, e.g. &quot;1,5 kg · 17,00 €&quot;</extracomment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 incl. %2 deposit</source>
        <extracomment>The price of an add with its deposit, e.g. &quot;32,56 € incl. 11,78 € deposit&quot;</extracomment>
        <translation>%1, w tym %2 kaucji</translation>
    </message>
    <message>
        <source>+ %1 deposit per pack (net), as in your basket</source>
        <extracomment>Under a pack&apos;s prices: its deposit as the basket states it, e.g. &quot;+ 3,30 € deposit per pack (net), as in your basket&quot;</extracomment>
        <translation>+ %1 kaucji za opakowanie (netto), jak w Twoim koszyku</translation>
    </message>
    <message>
        <source>The prices above are without deposit. The shop states a pack&apos;s deposit in the basket only: this is the one your basket shows for this pack.</source>
        <translation>Ceny powyżej nie zawierają kaucji. Sklep podaje kaucję za opakowanie tylko w koszyku: to ta, którą Twój koszyk pokazuje dla tego opakowania.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::CataloguePage</name>
    <message>
        <source>Loading results</source>
        <translation>Wczytywanie wyników</translation>
    </message>
    <message>
        <source>Show as cards</source>
        <translation>Pokaż jako kafelki</translation>
    </message>
    <message>
        <source>Show as list</source>
        <translation>Pokaż jako listę</translation>
    </message>
    <message>
        <source>Search results</source>
        <translation>Wyniki wyszukiwania</translation>
    </message>
    <message>
        <source>Loading more…</source>
        <translation>Wczytywanie kolejnych…</translation>
    </message>
    <message>
        <source>Search the catalogue</source>
        <translation>Przeszukaj katalog</translation>
    </message>
    <message>
        <source>Type in the search field above: results appear as you type.</source>
        <translation>Wpisz tekst w polu wyszukiwania powyżej: wyniki pojawiają się podczas pisania.</translation>
    </message>
    <message>
        <source>Searching for “%1”…</source>
        <translation>Wyszukiwanie „%1”…</translation>
    </message>
    <message>
        <source>No results for “%1”</source>
        <translation>Brak wyników dla „%1”</translation>
    </message>
    <message>
        <source>Search for “%1”</source>
        <translation>Wyszukiwanie „%1”</translation>
    </message>
    <message>
        <source>Showing %1 of %2 · scroll for more</source>
        <translation>Wyświetlono %1 z %2 · przewiń, aby zobaczyć więcej</translation>
    </message>
    <message>
        <source>No articles match “%1”</source>
        <translation>Brak artykułów pasujących do „%1”</translation>
    </message>
    <message>
        <source>Check the spelling, try a shorter word or the article number.</source>
        <translation>Sprawdź pisownię, spróbuj krótszego słowa lub numeru artykułu.</translation>
    </message>
    <message>
        <source>Clear search</source>
        <translation>Wyczyść wyszukiwanie</translation>
    </message>
    <message>
        <source>The search did not work</source>
        <translation>Wyszukiwanie nie powiodło się</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Ponów</translation>
    </message>
    <message>
        <source>What do you need today?</source>
        <translation>Czego dziś potrzebujesz?</translation>
    </message>
    <message>
        <source>Search by name, brand or article number, e.g. “espresso” or “tomatoes”. Press Ctrl+F to jump to the search field.</source>
        <translation>Szukaj według nazwy, marki lub numeru artykułu, np. „espresso” lub „pomidory”. Naciśnij Ctrl+F, aby przejść do pola wyszukiwania.</translation>
    </message>
    <message>
        <source>More results could not be loaded: %1</source>
        <translation>Nie udało się wczytać kolejnych wyników: %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln result(s) for “%1”</source>
        <translation>
            <numerusform>%Ln wynik dla „%1”</numerusform>
            <numerusform>%Ln wyniki dla „%1”</numerusform>
            <numerusform>%Ln wyników dla „%1”</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %Ln shown</source>
        <comment>all search results are on screen</comment>
        <translation>
            <numerusform>Wyświetlono wszystko</numerusform>
            <numerusform>Wyświetlono wszystkie %Ln</numerusform>
            <numerusform>Wyświetlono wszystkie %Ln</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::ui::ConnectionStatus</name>
    <message>
        <source>Not signed in</source>
        <translation>Nie zalogowano</translation>
    </message>
    <message>
        <source>demo shop</source>
        <translation>sklep demo</translation>
    </message>
    <message>
        <source>Signing in to %1…</source>
        <translation>Logowanie do %1…</translation>
    </message>
    <message>
        <source>Connected · %1</source>
        <translation>Połączono · %1</translation>
    </message>
    <message>
        <source> · %1</source>
        <translation> · %1</translation>
    </message>
    <message>
        <source> · syncing basket…</source>
        <translation> · synchronizowanie koszyka…</translation>
    </message>
    <message>
        <source> · basket synced just now</source>
        <translation> · koszyk zsynchronizowany przed chwilą</translation>
    </message>
    <message numerus="yes">
        <source> · basket synced %Ln min ago</source>
        <translation>
            <numerusform> · koszyk zsynchronizowany %Ln min temu</numerusform>
            <numerusform> · koszyk zsynchronizowany %Ln min temu</numerusform>
            <numerusform> · koszyk zsynchronizowany %Ln min temu</numerusform>
        </translation>
    </message>
    <message>
        <source>Offline: the server cannot be reached. Showing saved data; signing in again by itself.</source>
        <translation>Offline: serwer jest nieosiągalny. Wyświetlane są zapisane dane; logowanie zostanie ponowione samo.</translation>
    </message>
    <message>
        <source>Offline: %1 cannot be reached. Trying again by itself (F5: now).</source>
        <translation>Offline: %1 jest nieosiągalny. Ponowna próba nastąpi sama (F5: teraz).</translation>
    </message>
    <message>
        <source>Signing in to the demo shop…</source>
        <translation>Logowanie do sklepu demo…</translation>
    </message>
    <message>
        <source>Offline: the demo shop cannot be reached. Trying again by itself (F5: now).</source>
        <translation>Offline: sklep demo jest nieosiągalny. Ponowna próba nastąpi sama (F5: teraz).</translation>
    </message>
</context>
<context>
    <name>webshop::ui::CredentialsPage</name>
    <message>
        <source>Show password</source>
        <translation>Pokaż hasło</translation>
    </message>
    <message>
        <source>Hide password</source>
        <translation>Ukryj hasło</translation>
    </message>
    <message>
        <source>Sign in to your webshop</source>
        <translation>Logowanie do sklepu internetowego</translation>
    </message>
    <message>
        <source>Use the API access your company received from the wholesaler, and your own webshop login.</source>
        <translation>Użyj dostępu API, który firma otrzymała od hurtowni, oraz własnych danych logowania do sklepu internetowego.</translation>
    </message>
    <message>
        <source>Demo shop (built in)</source>
        <translation>Sklep demo (wbudowany)</translation>
    </message>
    <message>
        <source>Company server</source>
        <translation>Serwer firmowy</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Serwer</translation>
    </message>
    <message>
        <source>&amp;Server:</source>
        <translation>&amp;Serwer:</translation>
    </message>
    <message>
        <source>https://shop.example.com</source>
        <translation>https://shop.example.com</translation>
    </message>
    <message>
        <source>Server address</source>
        <translation>Adres serwera</translation>
    </message>
    <message>
        <source>Add&amp;ress:</source>
        <translation>Ad&amp;res:</translation>
    </message>
    <message>
        <source>API user</source>
        <translation>Użytkownik API</translation>
    </message>
    <message>
        <source>&amp;API user:</source>
        <translation>Użytkownik &amp;API:</translation>
    </message>
    <message>
        <source>API password</source>
        <translation>Hasło API</translation>
    </message>
    <message>
        <source>API &amp;password:</source>
        <translation>&amp;Hasło API:</translation>
    </message>
    <message>
        <source>name@company.com</source>
        <translation>nazwa@firma.pl</translation>
    </message>
    <message>
        <source>Username</source>
        <translation>Nazwa użytkownika</translation>
    </message>
    <message>
        <source>&amp;Username:</source>
        <translation>&amp;Nazwa użytkownika:</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Hasło</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>Hasł&amp;o:</translation>
    </message>
    <message>
        <source>&amp;Remember me on this computer</source>
        <translation>&amp;Zapamiętaj mnie na tym komputerze</translation>
    </message>
    <message>
        <source>Passwords are kept in the system keychain, never in a file.</source>
        <translation>Hasła są przechowywane w systemowym pęku kluczy, nigdy w pliku.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <source>Sign In</source>
        <translation>Zaloguj się</translation>
    </message>
    <message>
        <source>server address</source>
        <translation>adres serwera</translation>
    </message>
    <message>
        <source>username</source>
        <translation>nazwa użytkownika</translation>
    </message>
    <message>
        <source>password</source>
        <translation>hasło</translation>
    </message>
    <message>
        <source>Please fill in: %1.</source>
        <translation>Uzupełnij: %1.</translation>
    </message>
    <message>
        <source>“%1” is not a web address. Enter it like https://shop.example.com.</source>
        <translation>„%1” nie jest adresem internetowym. Wpisz go w postaci https://shop.example.com.</translation>
    </message>
    <message>
        <source>The server address must not contain a user name or password. Enter only the address, like https://shop.example.com, and the API user and password in their own fields.</source>
        <translation>Adres serwera nie może zawierać nazwy użytkownika ani hasła. Wpisz tylko adres, np. https://shop.example.com, a użytkownika i hasło API w przeznaczonych do tego polach.</translation>
    </message>
    <message>
        <source>Signing in…</source>
        <translation>Logowanie…</translation>
    </message>
</context>
<context>
    <name>webshop::ui::GuideDelegate</name>
    <message>
        <source>On hand</source>
        <translation>Stan</translation>
    </message>
    <message>
        <source>Par</source>
        <translation>Norma</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Opakowanie</translation>
    </message>
</context>
<context>
    <name>webshop::ui::GuideFiles</name>
    <message>
        <source>The guide could not be saved to %1: %2</source>
        <translation>Nie udało się zapisać szablonu w %1: %2</translation>
    </message>
    <message>
        <source>The guide was saved to %1.</source>
        <translation>Szablon zapisano w %1.</translation>
    </message>
    <message>
        <source>The file %1 could not be read.</source>
        <translation>Nie udało się odczytać pliku %1.</translation>
    </message>
    <message>
        <source>Pack %1 is not on this list: left out.</source>
        <translation>Opakowania %1 nie ma na tej liście: pominięto.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) taken from the file.</source>
        <translation>
            <numerusform>Przejęto %Ln pozycję z pliku.</numerusform>
            <numerusform>Przejęto %Ln pozycje z pliku.</numerusform>
            <numerusform>Przejęto %Ln pozycji z pliku.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) taken from the file; not taken: %1</source>
        <translation>
            <numerusform>Przejęto %Ln pozycję z pliku; nie przejęto: %1</numerusform>
            <numerusform>Przejęto %Ln pozycje z pliku; nie przejęto: %1</numerusform>
            <numerusform>Przejęto %Ln pozycji z pliku; nie przejęto: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>order-guide</source>
        <translation>szablon-zamowienia</translation>
    </message>
    <message>
        <source>Export Guide</source>
        <translation>Eksportuj szablon</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Pliki CSV (*.csv)</translation>
    </message>
    <message>
        <source>Import Guide</source>
        <translation>Importuj szablon</translation>
    </message>
    <message>
        <source>CSV files (*.csv *.txt)</source>
        <translation>Pliki CSV (*.csv *.txt)</translation>
    </message>
</context>
<context>
    <name>webshop::ui::GuideFooter</name>
    <message>
        <source>Clear Counts</source>
        <translation>Wyczyść liczenie</translation>
    </message>
    <message numerus="yes">
        <source>Order %Ln line(s)</source>
        <translation>
            <numerusform>Zamów %Ln pozycję</numerusform>
            <numerusform>Zamów %Ln pozycje</numerusform>
            <numerusform>Zamów %Ln pozycji</numerusform>
        </translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Zamówić</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln line(s) counted</source>
        <extracomment>The guide&apos;s footer: &quot;12 of 30 lines counted&quot;</extracomment>
        <translation>
            <numerusform>Policzono %1 z %Ln pozycji</numerusform>
            <numerusform>Policzono %1 z %Ln pozycji</numerusform>
            <numerusform>Policzono %1 z %Ln pozycji</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 net incl. deposit</source>
        <translation>%1 netto z kaucją</translation>
    </message>
    <message>
        <source>%1 gross incl. deposit</source>
        <translation>%1 brutto z kaucją</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) without a price</source>
        <translation>
            <numerusform>%Ln pozycja bez ceny</numerusform>
            <numerusform>%Ln pozycje bez ceny</numerusform>
            <numerusform>%Ln pozycji bez ceny</numerusform>
        </translation>
    </message>
    <message>
        <source>minimum order %1 reached</source>
        <translation>minimalne zamówienie %1 osiągnięte</translation>
    </message>
    <message>
        <source>%1 short of the minimum order %2</source>
        <translation>brakuje %1 do minimalnego zamówienia %2</translation>
    </message>
</context>
<context>
    <name>webshop::ui::GuideHeader</name>
    <message>
        <source>Order guide</source>
        <translation>Szablon zamówienia</translation>
    </message>
    <message>
        <source>Take Suggested Par</source>
        <translation>Przyjmij sugestię</translation>
    </message>
    <message>
        <source>The current line&apos;s par becomes the suggested one (Ctrl+Shift+P)</source>
        <translation>Norma bieżącej pozycji staje się sugerowaną (Ctrl+Shift+P)</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Udostępnij</translation>
    </message>
    <message>
        <source>Export Guide…</source>
        <translation>Eksportuj szablon…</translation>
    </message>
    <message>
        <source>Save the guide as CSV (pack number, par, position, note) to share it</source>
        <translation>Zapisz szablon jako CSV (nr opakowania, norma, miejsce, notatka), aby go udostępnić</translation>
    </message>
    <message>
        <source>Import Guide…</source>
        <translation>Importuj szablon…</translation>
    </message>
    <message>
        <source>Read pars, positions and notes from a guide&apos;s CSV file</source>
        <translation>Wczytaj normy, miejsca i notatki z pliku CSV szablonu</translation>
    </message>
</context>
<context>
    <name>webshop::ui::GuideOrderQuestion</name>
    <message>
        <source>Nothing to order: count the lines first (a blank count orders nothing).</source>
        <translation>Nic do zamówienia: najpierw policz pozycje (pusta wartość niczego nie zamawia).</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Nothing was ordered.</source>
        <translation>Niczego nie zamówiono.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::GuidePage</name>
    <message>
        <source>Order guide</source>
        <translation>Szablon zamówienia</translation>
    </message>
    <message>
        <source>The guide could not be saved on this computer: %1</source>
        <translation>Nie udało się zapisać szablonu na tym komputerze: %1</translation>
    </message>
    <message>
        <source>This line has no suggested par: it needs adds on two days or more.</source>
        <translation>Ta pozycja nie ma sugestii: potrzeba dodań z co najmniej dwóch dni.</translation>
    </message>
    <message>
        <source>Loading the guide…</source>
        <translation>Wczytywanie szablonu…</translation>
    </message>
    <message>
        <source>This guide&apos;s list could not be loaded</source>
        <translation>Nie udało się wczytać listy tego szablonu</translation>
    </message>
    <message>
        <source>No order guide yet</source>
        <translation>Brak szablonu zamówienia</translation>
    </message>
    <message>
        <source>Open a list on the Lists page and choose Use as Order Guide.</source>
        <translation>Otwórz listę na stronie Listy i wybierz Użyj jako szablonu zamówienia.</translation>
    </message>
    <message>
        <source>Go to Lists</source>
        <translation>Przejdź do list</translation>
    </message>
    <message>
        <source>Count top to bottom: type what is on hand, Enter for the next line.</source>
        <translation>Licz od góry do dołu: wpisz stan, Enter przechodzi do następnej pozycji.</translation>
    </message>
    <message>
        <source>Order by %1 for the delivery on %2: this guide has not been ordered today.</source>
        <translation>Zamów do %1 na dostawę (%2): ten szablon nie został dziś jeszcze zamówiony.</translation>
    </message>
    <message numerus="yes">
        <source>Ordering %Ln line(s)…</source>
        <translation>
            <numerusform>Zamawianie %Ln pozycji…</numerusform>
            <numerusform>Zamawianie %Ln pozycji…</numerusform>
            <numerusform>Zamawianie %Ln pozycji…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) added to the basket.</source>
        <translation>
            <numerusform>Dodano %Ln pozycję do koszyka.</numerusform>
            <numerusform>Dodano %Ln pozycje do koszyka.</numerusform>
            <numerusform>Dodano %Ln pozycji do koszyka.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 added, %2 not: see View → Added to Basket for each line&apos;s outcome.</source>
        <translation>Dodano %1, nie dodano %2: wynik każdej pozycji w Widok → Dodane do koszyka.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::GuideReminders</name>
    <message>
        <source>Order guide %1: order by %2 for the delivery on %3; it has not been ordered today.</source>
        <translation>Szablon zamówienia %1: zamów do %2 na dostawę (%3); nie został dziś jeszcze zamówiony.</translation>
    </message>
    <message>
        <source>Open Guide</source>
        <translation>Otwórz szablon</translation>
    </message>
    <message>
        <source>Order guide</source>
        <translation>Szablon zamówienia</translation>
    </message>
</context>
<context>
    <name>webshop::ui::GuideScheduleEditor</name>
    <message>
        <source>Delivery days:</source>
        <translation>Dni dostaw:</translation>
    </message>
    <message>
        <source>Delivery on %1</source>
        <translation>Dostawa w %1</translation>
    </message>
    <message>
        <source>Order cut-off:</source>
        <translation>Zamówienia do:</translation>
    </message>
    <message>
        <source>The time on the day before each delivery by which the order must be in</source>
        <translation>Godzina w dniu przed każdą dostawą, do której zamówienie musi wpłynąć</translation>
    </message>
    <message>
        <source>Order cut-off</source>
        <translation>Termin zamówień</translation>
    </message>
    <message>
        <source>Minimum order (gross):</source>
        <translation>Minimalne zamówienie (brutto):</translation>
    </message>
    <message>
        <source>Minimum order value, gross</source>
        <translation>Minimalna wartość zamówienia, brutto</translation>
    </message>
    <message>
        <source>The minimum order &quot;%1&quot; is not an amount, e.g. %2.</source>
        <translation>Minimalne zamówienie „%1” nie jest kwotą, np. %2.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::GuideTable</name>
    <message>
        <source>Order guide lines</source>
        <translation>Pozycje szablonu zamówienia</translation>
    </message>
</context>
<context>
    <name>webshop::ui::HistoryActions</name>
    <message>
        <source>Show Added to Basket</source>
        <translation>Pokaż dodane do koszyka</translation>
    </message>
</context>
<context>
    <name>webshop::ui::ImportDialog</name>
    <message>
        <source>Import Order</source>
        <translation>Import zamówienia</translation>
    </message>
    <message>
        <source>Save &amp;Report…</source>
        <translation>Zapisz &amp;raport…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <source>Checking was stopped. The lines checked so far are kept; the others are marked &quot;Not checked&quot; and are not added.</source>
        <translation>Sprawdzanie zostało zatrzymane. Sprawdzone dotąd wiersze zostają; pozostałe są oznaczone jako „Nie sprawdzono” i nie zostaną dodane.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) added to the basket.</source>
        <translation>
            <numerusform>Dodano %Ln wiersz do koszyka.</numerusform>
            <numerusform>Dodano %Ln wiersze do koszyka.</numerusform>
            <numerusform>Dodano %Ln wierszy do koszyka.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) not added: each says why. Save the report to keep the list.</source>
        <translation>
            <numerusform>Nie dodano %Ln wiersza: wiersz podaje przyczynę. Zapisz raport, aby zachować listę.</numerusform>
            <numerusform>Nie dodano %Ln wierszy: każdy podaje przyczynę. Zapisz raport, aby zachować listę.</numerusform>
            <numerusform>Nie dodano %Ln wierszy: każdy podaje przyczynę. Zapisz raport, aby zachować listę.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every line of the file is in the basket.</source>
        <translation>Każdy wiersz pliku jest w koszyku.</translation>
    </message>
    <message>
        <source>Order imported: %1</source>
        <translation>Zamówienie zaimportowane: %1</translation>
    </message>
    <message>
        <source>Import Order: %1</source>
        <translation>Import zamówienia: %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) in the file</source>
        <translation>
            <numerusform>%Ln wiersz w pliku</numerusform>
            <numerusform>%Ln wiersze w pliku</numerusform>
            <numerusform>%Ln wierszy w pliku</numerusform>
        </translation>
    </message>
    <message>
        <source>%L1 shown</source>
        <translation>%L1 pokazanych</translation>
    </message>
    <message numerus="yes">
        <source>%Ln listed with this filter</source>
        <translation>
            <numerusform>%Ln na liście z tym filtrem</numerusform>
            <numerusform>%Ln na liście z tym filtrem</numerusform>
            <numerusform>%Ln na liście z tym filtrem</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&amp;Add %Ln Line(s) to Basket</source>
        <translation>
            <numerusform>&amp;Dodaj %Ln wiersz do koszyka</numerusform>
            <numerusform>&amp;Dodaj %Ln wiersze do koszyka</numerusform>
            <numerusform>&amp;Dodaj %Ln wierszy do koszyka</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) need you and are not added until fixed. Space on a line shows its choices.</source>
        <translation>
            <numerusform>%Ln wiersz wymaga twojej decyzji i nie zostanie dodany przed poprawieniem. Spacja pokazuje opcje wiersza.</numerusform>
            <numerusform>%Ln wiersze wymagają twojej decyzji i nie zostaną dodane przed poprawieniem. Spacja pokazuje opcje wiersza.</numerusform>
            <numerusform>%Ln wierszy wymaga twojej decyzji i nie zostanie dodanych przed poprawieniem. Spacja pokazuje opcje wiersza.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing is added before you press Add.</source>
        <translation>Nic nie zostanie dodane, zanim nie naciśniesz Dodaj.</translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>Wiersz %1: %2</translation>
    </message>
    <message>
        <source>%1 report.csv</source>
        <translation>%1 raport.csv</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Import</translation>
    </message>
    <message>
        <source>Save Report</source>
        <translation>Zapisz raport</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Pliki CSV (*.csv)</translation>
    </message>
    <message>
        <source>Add Those Lines A&amp;gain…</source>
        <translation>Dodaj te wiersze &amp;ponownie…</translation>
    </message>
    <message>
        <source>Nothing was added.</source>
        <translation>Nic nie zostało dodane.</translation>
    </message>
    <message>
        <source>today at %1</source>
        <translation>dzisiaj o %1</translation>
    </message>
    <message>
        <source>This file was added to this basket %1.</source>
        <translation>Ten plik został dodany do tego koszyka %1.</translation>
    </message>
    <message numerus="yes">
        <source>Adding it again puts %Ln line(s) that are in the basket there a second time.</source>
        <translation>
            <numerusform>Ponowne dodanie umieści w koszyku po raz drugi %Ln wiersz, który już tam jest.</numerusform>
            <numerusform>Ponowne dodanie umieści w koszyku po raz drugi %Ln wiersze, które już tam są.</numerusform>
            <numerusform>Ponowne dodanie umieści w koszyku po raz drugi %Ln wierszy, które już tam są.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) may have arrived then: they may be there twice.</source>
        <translation>
            <numerusform>%Ln wiersz mógł wtedy dotrzeć: może znaleźć się w koszyku dwa razy.</numerusform>
            <numerusform>%Ln wiersze mogły wtedy dotrzeć: mogą znaleźć się w koszyku dwa razy.</numerusform>
            <numerusform>%Ln wierszy mogło wtedy dotrzeć: mogą znaleźć się w koszyku dwa razy.</numerusform>
        </translation>
    </message>
    <message>
        <source>The app cannot remove lines or lower quantities afterwards. Add the lines again?</source>
        <translation>Aplikacja nie może później usuwać pozycji ani zmniejszać ilości. Dodać wiersze ponownie?</translation>
    </message>
    <message>
        <source>Add Those Lines Again</source>
        <translation>Dodaj te wiersze ponownie</translation>
    </message>
    <message>
        <source>&amp;Add Again…</source>
        <translation>&amp;Dodaj ponownie…</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) were in the basket from an earlier run of this file and were not sent again.</source>
        <translation>
            <numerusform>%Ln wiersz był już w koszyku po wcześniejszym imporcie tego pliku i nie został wysłany ponownie.</numerusform>
            <numerusform>%Ln wiersze były już w koszyku po wcześniejszym imporcie tego pliku i nie zostały wysłane ponownie.</numerusform>
            <numerusform>%Ln wierszy było już w koszyku po wcześniejszym imporcie tego pliku i nie zostało wysłanych ponownie.</numerusform>
        </translation>
    </message>
    <message>
        <source>This file was added to this basket %1:</source>
        <translation>Ten plik został dodany do tego koszyka %1:</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) are already in the basket and will be skipped.</source>
        <translation>
            <numerusform>%Ln wiersz jest już w koszyku i zostanie pominięty.</numerusform>
            <numerusform>%Ln wiersze są już w koszyku i zostaną pominięte.</numerusform>
            <numerusform>%Ln wierszy jest już w koszyku i zostanie pominiętych.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) were sent then without a sure answer: they are held back until you have checked the basket.</source>
        <translation>
            <numerusform>%Ln wiersz został wtedy wysłany bez jednoznacznej odpowiedzi: jest wstrzymany, dopóki nie sprawdzisz koszyka.</numerusform>
            <numerusform>%Ln wiersze zostały wtedy wysłane bez jednoznacznej odpowiedzi: są wstrzymane, dopóki nie sprawdzisz koszyka.</numerusform>
            <numerusform>%Ln wierszy zostało wtedy wysłanych bez jednoznacznej odpowiedzi: są wstrzymane, dopóki nie sprawdzisz koszyka.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) were not added then and will be added now.</source>
        <translation>
            <numerusform>%Ln wiersz nie został wtedy dodany i zostanie dodany teraz.</numerusform>
            <numerusform>%Ln wiersze nie zostały wtedy dodane i zostaną dodane teraz.</numerusform>
            <numerusform>%Ln wierszy nie zostało wtedy dodanych i zostanie dodanych teraz.</numerusform>
        </translation>
    </message>
    <message>
        <source>&quot;Add Those Lines Again…&quot; adds the whole file anew.</source>
        <translation>„Dodaj te wiersze ponownie…” dodaje cały plik od nowa.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::ImportLauncher</name>
    <message>
        <source>Sign in first: the lines of an order file are checked with your shop.</source>
        <translation>Najpierw się zaloguj: wiersze pliku zamówienia są sprawdzane w twoim sklepie internetowym.</translation>
    </message>
    <message>
        <source>An order file is being added to the basket. Open the next one when it has finished.</source>
        <translation>Plik zamówienia jest właśnie dodawany do koszyka. Otwórz następny, gdy się zakończy.</translation>
    </message>
    <message>
        <source>Import Order File</source>
        <translation>Importuj plik zamówienia</translation>
    </message>
    <message>
        <source>Order files (*.csv *.tsv *.txt);;All files (*)</source>
        <translation>Pliki zamówień (*.csv *.tsv *.txt);;Wszystkie pliki (*)</translation>
    </message>
</context>
<context>
    <name>webshop::ui::ImportProgress</name>
    <message>
        <source>&amp;Stop Checking</source>
        <translation>&amp;Zatrzymaj sprawdzanie</translation>
    </message>
    <message>
        <source>Checking the lines with the shop…</source>
        <translation>Sprawdzanie wierszy w sklepie internetowym…</translation>
    </message>
    <message>
        <source>Checked %L1 of %L2 lines</source>
        <translation>Sprawdzono %L1 z %L2 wierszy</translation>
    </message>
    <message>
        <source>%L1 lines per second</source>
        <translation>%L1 wierszy na sekundę</translation>
    </message>
    <message numerus="yes">
        <source>about %n second(s) left</source>
        <translation>
            <numerusform>zostało około %n sekundy</numerusform>
            <numerusform>zostało około %n sekund</numerusform>
            <numerusform>zostało około %n sekund</numerusform>
        </translation>
    </message>
    <message>
        <source>Adding line %L1 of %L2 to the basket…</source>
        <translation>Dodawanie wiersza %L1 z %L2 do koszyka…</translation>
    </message>
</context>
<context>
    <name>webshop::ui::ImportRowMenu</name>
    <message>
        <source>Choose the article for line %1</source>
        <translation>Wybierz artykuł dla wiersza %1</translation>
    </message>
    <message>
        <source>Another article for line %1</source>
        <translation>Inny artykuł dla wiersza %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Line %1 orders the same pack as line %2</source>
        <translation>Wiersz %1 zamawia to samo opakowanie co wiersz %2</translation>
    </message>
    <message>
        <source>&amp;Merge into line %1 (quantities added up)</source>
        <translation>&amp;Scal z wierszem %1 (ilości zsumowane)</translation>
    </message>
    <message>
        <source>&amp;Keep as a line of its own</source>
        <translation>&amp;Zachowaj jako osobny wiersz</translation>
    </message>
    <message>
        <source>Merge &amp;All Duplicates</source>
        <translation>Scal &amp;wszystkie duplikaty</translation>
    </message>
    <message>
        <source>Keep All &amp;Duplicates</source>
        <translation>Zachowaj wszystkie &amp;duplikaty</translation>
    </message>
</context>
<context>
    <name>webshop::ui::ImportSummaryBar</name>
    <message>
        <source>%L1 ready</source>
        <translation>%L1 gotowych</translation>
    </message>
    <message>
        <source>%L1 to choose</source>
        <translation>%L1 do wyboru</translation>
    </message>
    <message numerus="yes">
        <source>%Ln duplicate(s)</source>
        <translation>
            <numerusform>%Ln duplikat</numerusform>
            <numerusform>%Ln duplikaty</numerusform>
            <numerusform>%Ln duplikatów</numerusform>
        </translation>
    </message>
    <message>
        <source>%L1 not found</source>
        <translation>%L1 nie znaleziono</translation>
    </message>
    <message numerus="yes">
        <source>%Ln invalid quantity(ies)</source>
        <translation>
            <numerusform>%Ln błędna ilość</numerusform>
            <numerusform>%Ln błędne ilości</numerusform>
            <numerusform>%Ln błędnych ilości</numerusform>
        </translation>
    </message>
    <message>
        <source>%L1 skipped</source>
        <translation>%L1 pominiętych</translation>
    </message>
    <message>
        <source>%L1 added</source>
        <translation>%L1 dodanych</translation>
    </message>
    <message>
        <source>%L1 not added</source>
        <translation>%L1 niedodanych</translation>
    </message>
    <message>
        <source>All %L1</source>
        <translation>Wszystkie %L1</translation>
    </message>
    <message>
        <source>Only problems: %L1</source>
        <translation>Tylko problemy: %L1</translation>
    </message>
</context>
<context>
    <name>webshop::ui::ImportTotal</name>
    <message>
        <source>≈: without the deposit of packs that are not in your basket yet: the shop states a pack&apos;s deposit in the basket only.</source>
        <translation>≈: bez kaucji za opakowania, których nie ma jeszcze w Twoim koszyku: sklep podaje kaucję tylko w koszyku.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::ItemNameDelegate</name>
    <message>
        <source>Article no. %1</source>
        <translation>Nr art. %1</translation>
    </message>
    <message>
        <source>kg</source>
        <comment>weight article badge</comment>
        <translation>kg</translation>
    </message>
    <message>
        <source>Checking basket…</source>
        <translation>Sprawdzanie koszyka…</translation>
    </message>
    <message>
        <source>Add not confirmed: check this quantity</source>
        <translation>Dodanie niepotwierdzone: sprawdź tę ilość</translation>
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
        <translation>Dodać %1 za %2?</translation>
    </message>
    <message>
        <source>Add %1?</source>
        <translation>Dodać %1?</translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <translation>%1 za %2</translation>
    </message>
    <message>
        <source>Add these quantities?</source>
        <translation>Dodać te ilości?</translation>
    </message>
    <message>
        <source>Large quantity</source>
        <translation>Duża ilość</translation>
    </message>
    <message>
        <source>That is far more than a usual add. This app cannot lower a basket line afterwards. The limits are in Preferences.</source>
        <translation>To znacznie więcej, niż zwykle dodaje się za jednym razem. Ta aplikacja nie może później zmniejszyć pozycji koszyka. Limity znajdziesz w Ustawieniach.</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Dodaj</translation>
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
        <translation>Pozycje listy</translation>
    </message>
</context>
<context>
    <name>webshop::ui::ListsHeader</name>
    <message>
        <source>Compare Stores…</source>
        <translation>Porównaj hale…</translation>
    </message>
    <message>
        <source>The prices of this list at every store of your delivery addresses</source>
        <translation>Ceny tej listy w każdej hali Twoich adresów dostawy</translation>
    </message>
    <message>
        <source>Use as Order Guide</source>
        <translation>Użyj jako szablonu zamówienia</translation>
    </message>
    <message>
        <source>Count the store room against par levels and order what is missing (Ctrl+5)</source>
        <translation>Policz magazyn względem norm i zamów brakujące (Ctrl+5)</translation>
    </message>
</context>
<context>
    <name>webshop::ui::ListsPage</name>
    <message>
        <source>Lists</source>
        <translation>Listy</translation>
    </message>
    <message>
        <source>Add &amp;selected</source>
        <translation>Dodaj &amp;zaznaczone</translation>
    </message>
    <message>
        <source>Add the selected lines with their quantities to the basket</source>
        <translation>Dodaj zaznaczone pozycje z ich ilościami do koszyka</translation>
    </message>
    <message>
        <source>Add &amp;all to basket</source>
        <translation>Dodaj wszystko do &amp;koszyka</translation>
    </message>
    <message>
        <source>The list could not be loaded: %1</source>
        <translation>Nie udało się wczytać listy: %1</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Ponów</translation>
    </message>
    <message>
        <source>Loading the list…</source>
        <translation>Wczytywanie listy…</translation>
    </message>
    <message>
        <source>This list could not be loaded</source>
        <translation>Nie udało się wczytać tej listy</translation>
    </message>
    <message>
        <source>Your lists could not be loaded</source>
        <translation>Nie udało się wczytać list</translation>
    </message>
    <message>
        <source>This list is empty</source>
        <translation>Ta lista jest pusta</translation>
    </message>
    <message>
        <source>Add articles to it in the webshop; they show up here.</source>
        <translation>Dodaj do niej artykuły w sklepie internetowym; pojawią się tutaj.</translation>
    </message>
    <message>
        <source>Choose a list</source>
        <translation>Wybierz listę</translation>
    </message>
    <message>
        <source>Your personal lists are on the left. Pick one to order from it.</source>
        <translation>Listy osobiste są po lewej. Wybierz jedną, aby z niej zamówić.</translation>
    </message>
    <message>
        <source>Nothing to add: every chosen line has quantity 0.</source>
        <translation>Nie ma nic do dodania: wszystkie wybrane pozycje mają ilość 0.</translation>
    </message>
    <message>
        <source>Waiting…</source>
        <translation>Oczekiwanie…</translation>
    </message>
    <message>
        <source>%1 added, %2 not: see the lines marked in red.</source>
        <translation>Dodano: %1, nie dodano: %2 (zaznaczone na czerwono).</translation>
    </message>
    <message numerus="yes">
        <source>%Ln article(s)</source>
        <translation>
            <numerusform>%Ln artykuł</numerusform>
            <numerusform>%Ln artykuły</numerusform>
            <numerusform>%Ln artykułów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Adding %Ln line(s)…</source>
        <translation>
            <numerusform>Dodawanie %Ln pozycji…</numerusform>
            <numerusform>Dodawanie %Ln pozycji…</numerusform>
            <numerusform>Dodawanie %Ln pozycji…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) added to the basket.</source>
        <translation>
            <numerusform>Dodano %Ln pozycję do koszyka.</numerusform>
            <numerusform>Dodano %Ln pozycje do koszyka.</numerusform>
            <numerusform>Dodano %Ln pozycji do koszyka.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Choose the pack and quantity per line (0 skips it), then add.</source>
        <translation>Wybierz opakowanie i ilość dla każdej pozycji (0 = pomiń), a następnie dodaj.</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Nothing was added.</source>
        <translation>Nic nie zostało dodane.</translation>
    </message>
    <message>
        <source>The list “%1”</source>
        <translation>Lista „%1”</translation>
    </message>
</context>
<context>
    <name>webshop::ui::ListsSidebar</name>
    <message>
        <source>LISTS</source>
        <translation>LISTY</translation>
    </message>
    <message>
        <source>Personal lists</source>
        <translation>Listy osobiste</translation>
    </message>
    <message>
        <source>Loading lists…</source>
        <translation>Wczytywanie list…</translation>
    </message>
    <message>
        <source>Lists not loaded</source>
        <translation>Listy nie zostały wczytane</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Ponów</translation>
    </message>
    <message>
        <source>No lists yet</source>
        <translation>Brak list</translation>
    </message>
    <message>
        <source>Lists you keep in the webshop appear here.</source>
        <translation>Tutaj pojawiają się listy zapisane w sklepie internetowym.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::LoginDialog</name>
    <message>
        <source>The server %1 cannot be reached. Check the address and your network connection.</source>
        <translation>Nie można połączyć się z serwerem %1. Sprawdź adres i połączenie sieciowe.</translation>
    </message>
    <message>
        <source>The server&apos;s certificate could not be verified. The connection was not made.</source>
        <translation>Nie udało się zweryfikować certyfikatu serwera. Połączenie nie zostało nawiązane.</translation>
    </message>
    <message>
        <source>Plain http:// is only allowed on this computer. Use an https:// address.</source>
        <translation>Nieszyfrowany http:// jest dozwolony tylko na tym komputerze. Użyj adresu https://.</translation>
    </message>
    <message>
        <source>The login was refused. Check the API user and password from your company, and your username and password.</source>
        <translation>Logowanie zostało odrzucone. Sprawdź użytkownika i hasło API od swojej firmy oraz swoją nazwę użytkownika i hasło.</translation>
    </message>
    <message>
        <source>Sign In</source>
        <translation>Zaloguj się</translation>
    </message>
    <message>
        <source>Signing in as %1…</source>
        <translation>Logowanie jako %1…</translation>
    </message>
    <message>
        <source>This customer account has no delivery address, so no store can be chosen. Please ask your wholesaler to add one.</source>
        <translation>To konto klienta nie ma adresu dostawy, więc nie można wybrać hali. Poproś hurtownię o dodanie adresu.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::MainToolBar</name>
    <message>
        <source>Main</source>
        <translation>Główny</translation>
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
        <translation>Szukaj artykułów, np. „espresso 1 kg”</translation>
    </message>
    <message>
        <source>Search articles</source>
        <translation>Szukaj artykułów</translation>
    </message>
    <message>
        <source>Delivery address</source>
        <translation>Adres dostawy</translation>
    </message>
    <message>
        <source>Delivery address: it decides the store and its prices</source>
        <translation>Adres dostawy: określa halę i jej ceny</translation>
    </message>
    <message>
        <source>Basket (%1)</source>
        <translation>Koszyk (%1)</translation>
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
        <translation>Zaloguj się</translation>
    </message>
    <message>
        <source>Basket</source>
        <translation>Koszyk</translation>
    </message>
    <message numerus="yes">
        <source>Basket: %Ln line(s), total %1</source>
        <translation>
            <numerusform>Koszyk: %Ln pozycja, razem %1</numerusform>
            <numerusform>Koszyk: %Ln pozycje, razem %1</numerusform>
            <numerusform>Koszyk: %Ln pozycji, razem %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::ui::MainWindow</name>
    <message>
        <source>The new server is used from the next sign-in.</source>
        <translation>Nowy serwer będzie używany od następnego logowania.</translation>
    </message>
    <message>
        <source>Sign In Now</source>
        <translation>Zaloguj się teraz</translation>
    </message>
    <message>
        <source>Pasted lines</source>
        <translation>Wklejone wiersze</translation>
    </message>
</context>
<context>
    <name>webshop::ui::OfflineAdds</name>
    <message>
        <source>Offline: nothing can be added until the server answers again.</source>
        <translation>Offline: nie można nic dodać, dopóki serwer znów nie odpowie.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::OfflineBanner</name>
    <message>
        <source>Offline since %1 · data from %2</source>
        <translation>Offline od %1 · dane z %2</translation>
    </message>
    <message>
        <source>Offline since %1</source>
        <translation>Offline od %1</translation>
    </message>
    <message>
        <source>The server cannot be reached. You are reading what was saved on this computer; nothing can be added to the basket until the server answers again. The views update by themselves then.</source>
        <translation>Serwer jest nieosiągalny. Widzisz to, co zapisano na tym komputerze; do koszyka nie można nic dodać, dopóki serwer nie odpowie. Widoki zaktualizują się wtedy same.</translation>
    </message>
    <message>
        <source>Try Again</source>
        <translation>Spróbuj ponownie</translation>
    </message>
</context>
<context>
    <name>webshop::ui::OrderSheetActions</name>
    <message>
        <source>Export as &amp;CSV…</source>
        <translation>Eksportuj do &amp;CSV…</translation>
    </message>
    <message>
        <source>Export as P&amp;DF…</source>
        <translation>Eksportuj do PD&amp;F…</translation>
    </message>
    <message>
        <source>Print Pre&amp;view…</source>
        <translation>Podgląd wy&amp;druku…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>D&amp;rukuj…</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A file name: &quot;Basket 2026-11-26&quot; (the date in ISO form sorts well in a folder)</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Export as CSV</source>
        <translation>Eksportuj do CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Pliki CSV (*.csv)</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>Nie udało się zapisać %1: %2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Zapisano %1</translation>
    </message>
    <message>
        <source>Export as PDF</source>
        <translation>Eksportuj do PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Pliki PDF (*.pdf)</translation>
    </message>
    <message>
        <source>%1 could not be written.</source>
        <translation>Nie udało się zapisać %1.</translation>
    </message>
    <message>
        <source>Print Preview</source>
        <translation>Podgląd wydruku</translation>
    </message>
    <message>
        <source>Print Order Sheet</source>
        <translation>Drukuj formularz zamówienia</translation>
    </message>
    <message>
        <source>The order sheet could not be printed.</source>
        <translation>Nie udało się wydrukować formularza zamówienia.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::PackDelegate</name>
    <message>
        <source>Pack of %1</source>
        <translation>Opakowanie: %1</translation>
    </message>
</context>
<context>
    <name>webshop::ui::PageList</name>
    <message>
        <source>&amp;Search</source>
        <translation>&amp;Wyszukiwanie</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Szukaj</translation>
    </message>
    <message>
        <source>&amp;Basket</source>
        <translation>&amp;Koszyk</translation>
    </message>
    <message>
        <source>&amp;Lists</source>
        <translation>&amp;Listy</translation>
    </message>
    <message>
        <source>Lists</source>
        <translation>Listy</translation>
    </message>
    <message>
        <source>&amp;Quick Order</source>
        <translation>&amp;Szybkie zamówienie</translation>
    </message>
    <message>
        <source>Quick order</source>
        <translation>Szybkie zamówienie</translation>
    </message>
    <message>
        <source>Order &amp;Guide</source>
        <translation>Szablon &amp;zamówienia</translation>
    </message>
</context>
<context>
    <name>webshop::ui::PageStack</name>
    <message>
        <source>Customer no. %1</source>
        <translation>Nr klienta %1</translation>
    </message>
    <message>
        <source>Your basket</source>
        <translation>Twój koszyk</translation>
    </message>
</context>
<context>
    <name>webshop::ui::PriceChangesDialog</name>
    <message>
        <source>Price Changes</source>
        <translation>Zmiany cen</translation>
    </message>
    <message>
        <source>Price changes on your lists</source>
        <translation>Zmiany cen na listach</translation>
    </message>
    <message>
        <source>Every change of a pack on your lists, as this computer has seen the prices.</source>
        <translation>Każda zmiana ceny opakowania z list, tak jak ten komputer widział ceny.</translation>
    </message>
    <message>
        <source>&amp;Since:</source>
        <translation>&amp;Od:</translation>
    </message>
    <message>
        <source>Article</source>
        <translation>Artykuł</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Opakowanie</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Old price</source>
        <translation>Stara cena</translation>
    </message>
    <message>
        <source>New price</source>
        <translation>Nowa cena</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Różnica</translation>
    </message>
    <message>
        <source>No price changes on your lists since %1. Prices are compared as this computer has seen them: open your lists now and then.</source>
        <translation>Brak zmian cen na listach od %1. Ceny są porównywane tak, jak widział je ten komputer: otwieraj listy od czasu do czasu.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln change(s) since %1 (%2)</source>
        <translation>
            <numerusform>%Ln zmiana od %1 (%2)</numerusform>
            <numerusform>%Ln zmiany od %1 (%2)</numerusform>
            <numerusform>%Ln zmian od %1 (%2)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::ui::PriceChart</name>
    <message>
        <source>Price history</source>
        <translation>Historia cen</translation>
    </message>
    <message>
        <source>No price history yet</source>
        <translation>Brak historii cen</translation>
    </message>
    <message>
        <source>Only today&apos;s price so far: %1</source>
        <translation>Na razie tylko dzisiejsza cena: %1</translation>
    </message>
    <message>
        <source>Lowest %1, highest %2 in the last %3 days</source>
        <translation>Najniższa %1, najwyższa %2 w ostatnich %3 dniach</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>max %1</source>
        <translation>maks. %1</translation>
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
        <translation>Historia cen · ostatnie %1 dni</translation>
    </message>
    <message>
        <source>Price history of %1</source>
        <translation>Historia cen: %1</translation>
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
        <translation>Pokaż ceny bez VAT</translation>
    </message>
    <message>
        <source>Show net prices</source>
        <translation>Pokaż ceny netto</translation>
    </message>
    <message>
        <source>Gross</source>
        <translation>Brutto</translation>
    </message>
    <message>
        <source>Show prices with VAT</source>
        <translation>Pokaż ceny z VAT</translation>
    </message>
    <message>
        <source>Show gross prices</source>
        <translation>Pokaż ceny brutto</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>Ceny</translation>
    </message>
</context>
<context>
    <name>webshop::ui::ProgressLine</name>
    <message>
        <source>Loading</source>
        <translation>Wczytywanie</translation>
    </message>
</context>
<context>
    <name>webshop::ui::QuantityDelegate</name>
    <message>
        <source>Quantity of %1</source>
        <translation>Ilość: %1</translation>
    </message>
</context>
<context>
    <name>webshop::ui::QuantityEdit</name>
    <message>
        <source>Quantity</source>
        <translation>Ilość</translation>
    </message>
    <message>
        <source> kg</source>
        <comment>quantity unit suffix</comment>
        <translation> kg</translation>
    </message>
    <message>
        <source>Weight in kilograms, e.g. %1</source>
        <translation>Waga w kilogramach, np. %1</translation>
    </message>
    <message>
        <source>Number of packs</source>
        <translation>Liczba opakowań</translation>
    </message>
    <message>
        <source>Enter a quantity.</source>
        <translation>Wpisz ilość.</translation>
    </message>
    <message>
        <source>Enter a weight in kilograms, e.g. %1.</source>
        <translation>Wpisz wagę w kilogramach, np. %1.</translation>
    </message>
    <message>
        <source>Enter a whole number of packs.</source>
        <translation>Wpisz całkowitą liczbę opakowań.</translation>
    </message>
    <message>
        <source>Enter a quantity above zero.</source>
        <translation>Wpisz ilość większą od zera.</translation>
    </message>
    <message>
        <source>Whole packs only.</source>
        <translation>Tylko całe opakowania.</translation>
    </message>
    <message>
        <source>At most three decimals (grams).</source>
        <translation>Najwyżej trzy miejsca po przecinku (gramy).</translation>
    </message>
    <message>
        <source>Unclear: %1 or %2? Type it without a separator or with %3 for decimals.</source>
        <translation>Niejasne: %1 czy %2? Wpisz liczbę bez separatora albo z %3 jako separatorem dziesiętnym.</translation>
    </message>
    <message>
        <source>At most %1 per add.</source>
        <translation>Maksymalnie %1 za jednym razem.</translation>
    </message>
    <message>
        <source>At most %1 packs per add.</source>
        <translation>Maksymalna liczba opakowań za jednym razem: %1.</translation>
    </message>
    <message>
        <source>Enter a number of packs, e.g. %1.</source>
        <translation>Wpisz liczbę opakowań, np. %1.</translation>
    </message>
    <message>
        <source>At most two decimals.</source>
        <translation>Najwyżej dwa miejsca po przecinku.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::QuickOrderGrid</name>
    <message>
        <source>Quick order lines</source>
        <translation>Pozycje szybkiego zamówienia</translation>
    </message>
    <message>
        <source>Add Again…</source>
        <translation>Dodaj ponownie…</translation>
    </message>
    <message>
        <source>Add this line to the basket once more (it may be there already)</source>
        <translation>Dodaj tę pozycję do koszyka jeszcze raz (może już w nim być)</translation>
    </message>
    <message>
        <source>Remove Line</source>
        <translation>Usuń pozycję</translation>
    </message>
    <message>
        <source>Packs of %1</source>
        <translation>Opakowania: %1</translation>
    </message>
</context>
<context>
    <name>webshop::ui::QuickOrderPage</name>
    <message>
        <source>Quantity: %1</source>
        <translation>Ilość: %1</translation>
    </message>
    <message>
        <source>Quick order</source>
        <translation>Szybkie zamówienie</translation>
    </message>
    <message>
        <source>Type an article number or a few words, Enter, the quantity, Enter. Ctrl+Enter adds all lines to the basket.</source>
        <translation>Wpisz numer artykułu lub kilka słów, Enter, ilość, Enter. Ctrl+Enter dodaje wszystkie pozycje do koszyka.</translation>
    </message>
    <message>
        <source>Fill from</source>
        <translation>Wypełnij z</translation>
    </message>
    <message>
        <source>Add the lines of a list, or of the basket to order it again</source>
        <translation>Dodaj pozycje z listy albo z koszyka, aby zamówić go ponownie</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Wyczyść</translation>
    </message>
    <message>
        <source>Remove every line (Ctrl+Z brings them back)</source>
        <translation>Usuń wszystkie pozycje (Ctrl+Z je przywraca)</translation>
    </message>
    <message>
        <source>The basket (order again)</source>
        <translation>Koszyk (zamów ponownie)</translation>
    </message>
    <message>
        <source>Lists</source>
        <translation>Listy</translation>
    </message>
    <message>
        <source>Clear added lines</source>
        <translation>Usuń dodane pozycje</translation>
    </message>
    <message>
        <source>Remove the lines that are in the basket now; the others stay</source>
        <translation>Usuń pozycje, które są już w koszyku; pozostałe zostają</translation>
    </message>
    <message>
        <source>Add all to basket</source>
        <translation>Dodaj wszystko do koszyka</translation>
    </message>
    <message>
        <source>Add every line to the basket (Ctrl+Enter)</source>
        <translation>Dodaj każdą pozycję do koszyka (Ctrl+Enter)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) · %1 %2</source>
        <translation>
            <numerusform>%Ln pozycja · %1 %2</numerusform>
            <numerusform>%Ln pozycje · %1 %2</numerusform>
            <numerusform>%Ln pozycji · %1 %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to add yet: every line needs an article and a quantity.</source>
        <translation>Na razie nie ma czego dodać: każda pozycja wymaga artykułu i ilości.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) not sent: they need an article, a quantity, or are in the basket already.</source>
        <translation>
            <numerusform>%Ln pozycja niewysłana: brak artykułu lub ilości albo jest już w koszyku.</numerusform>
            <numerusform>%Ln pozycje niewysłane: brak artykułu lub ilości albo są już w koszyku.</numerusform>
            <numerusform>%Ln pozycji niewysłanych: brak artykułu lub ilości albo są już w koszyku.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln large line(s) kept back: check the quantity, then add again.</source>
        <translation>
            <numerusform>%Ln duża pozycja wstrzymana: sprawdź ilość i dodaj ponownie.</numerusform>
            <numerusform>%Ln duże pozycje wstrzymane: sprawdź ilość i dodaj ponownie.</numerusform>
            <numerusform>%Ln dużych pozycji wstrzymanych: sprawdź ilość i dodaj ponownie.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Adding %Ln line(s)…</source>
        <translation>
            <numerusform>Dodawanie %Ln pozycji…</numerusform>
            <numerusform>Dodawanie %Ln pozycji…</numerusform>
            <numerusform>Dodawanie %Ln pozycji…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) added to the basket.</source>
        <translation>
            <numerusform>Dodano %Ln pozycję do koszyka.</numerusform>
            <numerusform>Dodano %Ln pozycje do koszyka.</numerusform>
            <numerusform>Dodano %Ln pozycji do koszyka.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 added, %2 not: see the lines marked in the status column.</source>
        <translation>Dodano: %1, nie dodano: %2 — zobacz oznaczone pozycje w kolumnie Status.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln added line(s) cleared; the others stay for another try.</source>
        <translation>
            <numerusform>Usunięto %Ln dodaną pozycję; pozostałe zostają do ponownej próby.</numerusform>
            <numerusform>Usunięto %Ln dodane pozycje; pozostałe zostają do ponownej próby.</numerusform>
            <numerusform>Usunięto %Ln dodanych pozycji; pozostałe zostają do ponownej próby.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was added.</source>
        <translation>Nic nie zostało dodane.</translation>
    </message>
    <message>
        <source>This line was added.</source>
        <translation>Ta pozycja została dodana.</translation>
    </message>
    <message>
        <source>This line was added at %1.</source>
        <translation>Ta pozycja została dodana o %1.</translation>
    </message>
    <message>
        <source>This line may already have been added.</source>
        <translation>Ta pozycja mogła już zostać dodana.</translation>
    </message>
    <message>
        <source>This line may already have been added (at %1).</source>
        <translation>Ta pozycja mogła już zostać dodana (o %1).</translation>
    </message>
    <message>
        <source>Adding it again may double it; the app cannot remove lines. Add again?</source>
        <translation>Ponowne dodanie może ją zdublować; aplikacja nie może usuwać pozycji. Dodać ponownie?</translation>
    </message>
    <message>
        <source>This line&apos;s add is still on its way: wait for its result.</source>
        <translation>Dodanie tej pozycji jest jeszcze w drodze: poczekaj na wynik.</translation>
    </message>
    <message>
        <source>Nothing to add again: this line has not been added. Ctrl+Enter adds it.</source>
        <translation>Nie ma czego dodawać ponownie: ta pozycja nie została dodana. Ctrl+Enter ją doda.</translation>
    </message>
    <message>
        <source>Add Again</source>
        <translation>Dodaj ponownie</translation>
    </message>
    <message>
        <source>&amp;Add Again</source>
        <translation>&amp;Dodaj ponownie</translation>
    </message>
    <message>
        <source>Not added again.</source>
        <translation>Nie dodano ponownie.</translation>
    </message>
    <message>
        <source>Adding the line again…</source>
        <translation>Ponowne dodawanie pozycji…</translation>
    </message>
    <message>
        <source>The line could not be added again: it changed meanwhile.</source>
        <translation>Nie udało się ponownie dodać pozycji: w międzyczasie została zmieniona.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>incl. %1 deposit</source>
        <translation>w tym %1 kaucji</translation>
    </message>
    <message numerus="yes">
        <source>deposit not known for %n line(s) (packs not in the basket yet)</source>
        <translation>
            <numerusform>kaucja nieznana dla %n pozycji (opakowanie jeszcze nie w koszyku)</numerusform>
            <numerusform>kaucja nieznana dla %n pozycji (opakowania jeszcze nie w koszyku)</numerusform>
            <numerusform>kaucja nieznana dla %n pozycji (opakowań jeszcze nie w koszyku)</numerusform>
        </translation>
    </message>
    <message>
        <source>≈: the basket may show another amount. Lines marked ≈ say why in their tooltip.</source>
        <translation>≈: koszyk może pokazać inną kwotę. Pozycje oznaczone ≈ wyjaśniają przyczynę w podpowiedzi.</translation>
    </message>
    <message>
        <source>The quick order</source>
        <translation>Szybkie zamówienie</translation>
    </message>
</context>
<context>
    <name>webshop::ui::QuitFlow</name>
    <message>
        <source>An article could not be added to the basket.</source>
        <translation>Nie udało się dodać artykułu do koszyka.</translation>
    </message>
    <message>
        <source>The window stays open: %1</source>
        <translation>Okno pozostaje otwarte: %1</translation>
    </message>
    <message>
        <source>The window stays open: some articles could not be confirmed in the basket. Check the basket before you quit.</source>
        <translation>Okno pozostaje otwarte: nie udało się potwierdzić niektórych artykułów w koszyku. Sprawdź koszyk przed zakończeniem.</translation>
    </message>
    <message>
        <source>You are still signed in: %1</source>
        <translation>Nadal jesteś zalogowany: %1</translation>
    </message>
    <message>
        <source>You are still signed in: some articles could not be confirmed in the basket. Check the basket before you sign out.</source>
        <translation>Nadal jesteś zalogowany: nie udało się potwierdzić niektórych artykułów w koszyku. Sprawdź koszyk przed wylogowaniem.</translation>
    </message>
    <message>
        <source>Waiting for the basket: the window closes as soon as every article has been added.</source>
        <translation>Oczekiwanie na koszyk: okno zamknie się, gdy tylko wszystkie artykuły zostaną dodane.</translation>
    </message>
    <message>
        <source>Quit Now</source>
        <translation>Zakończ teraz</translation>
    </message>
    <message>
        <source>Waiting for the basket: you are signed out as soon as every article has been added.</source>
        <translation>Oczekiwanie na koszyk: wylogowanie nastąpi, gdy tylko wszystkie artykuły zostaną dodane.</translation>
    </message>
    <message>
        <source>Sign Out Now</source>
        <translation>Wyloguj teraz</translation>
    </message>
</context>
<context>
    <name>webshop::ui::QuitQuestion</name>
    <message>
        <source>Basket Not Saved Yet</source>
        <translation>Koszyk nie jest jeszcze zapisany</translation>
    </message>
    <message>
        <source>Some articles are still being added to your basket.</source>
        <translation>Niektóre artykuły są wciąż dodawane do koszyka.</translation>
    </message>
    <message>
        <source>If you quit now, they may not reach the webshop. Wait, and the window closes by itself as soon as the basket is up to date.</source>
        <translation>Jeśli zakończysz teraz, mogą nie dotrzeć do sklepu internetowego. Zaczekaj, a okno zamknie się samo, gdy tylko koszyk zostanie zaktualizowany.</translation>
    </message>
    <message>
        <source>&amp;Wait</source>
        <translation>&amp;Czekaj</translation>
    </message>
    <message>
        <source>&amp;Quit Anyway</source>
        <translation>&amp;Zakończ mimo to</translation>
    </message>
    <message>
        <source>If you sign out now, they may not reach the webshop. Wait, and you are signed out as soon as the basket is up to date.</source>
        <translation>Jeśli wylogujesz się teraz, mogą nie dotrzeć do sklepu internetowego. Zaczekaj, a wylogowanie nastąpi, gdy tylko koszyk zostanie zaktualizowany.</translation>
    </message>
    <message>
        <source>&amp;Sign Out Anyway</source>
        <translation>&amp;Wyloguj mimo to</translation>
    </message>
    <message>
        <source>Also &amp;forget my price history on this computer</source>
        <translation>&amp;Zapomnij też moją historię cen na tym komputerze</translation>
    </message>
</context>
<context>
    <name>webshop::ui::SavedMark</name>
    <message>
        <source>today %1</source>
        <translation>dziś %1</translation>
    </message>
    <message>
        <source>yesterday %1</source>
        <translation>wczoraj %1</translation>
    </message>
    <message>
        <source>just now</source>
        <translation>przed chwilą</translation>
    </message>
    <message numerus="yes">
        <source>%n min old</source>
        <translation>
            <numerusform>%n min temu</numerusform>
            <numerusform>%n min temu</numerusform>
            <numerusform>%n min temu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n h old</source>
        <translation>
            <numerusform>%n godz. temu</numerusform>
            <numerusform>%n godz. temu</numerusform>
            <numerusform>%n godz. temu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n day(s) old</source>
        <translation>
            <numerusform>%n dzień temu</numerusform>
            <numerusform>%n dni temu</numerusform>
            <numerusform>%n dni temu</numerusform>
        </translation>
    </message>
    <message>
        <source>Offline results from saved articles</source>
        <translation>Wyniki offline z zapisanych artykułów</translation>
    </message>
    <message>
        <source>Saved copy · %1</source>
        <translation>Zapisana kopia · %1</translation>
    </message>
    <message>
        <source>The server cannot be reached: these are the saved articles that match, not the server&apos;s search. The newest was fetched %1.</source>
        <translation>Serwer jest nieosiągalny: to pasujące zapisane artykuły, nie wyszukiwanie serwera. Najnowszy pobrano %1.</translation>
    </message>
    <message>
        <source>The server cannot be reached: this copy was fetched %1.</source>
        <translation>Serwer jest nieosiągalny: tę kopię pobrano %1.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::SettingsDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Ustawienia</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Serwer</translation>
    </message>
    <message>
        <source>&amp;Demo shop (built in)</source>
        <translation>Sklep &amp;demo (wbudowany)</translation>
    </message>
    <message>
        <source>&amp;Company server:</source>
        <translation>Serwer &amp;firmowy:</translation>
    </message>
    <message>
        <source>https://shop.example.com</source>
        <translation>https://shop.example.com</translation>
    </message>
    <message>
        <source>Company server address</source>
        <translation>Adres serwera firmowego</translation>
    </message>
    <message>
        <source>Profile:</source>
        <translation>Profil:</translation>
    </message>
    <message>
        <source>HTTP headers</source>
        <translation>Nagłówki HTTP</translation>
    </message>
    <message>
        <source>Cookies</source>
        <translation>Pliki cookie</translation>
    </message>
    <message>
        <source>How the login tokens are sent. Your IT department tells you if cookies are needed.</source>
        <translation>Sposób wysyłania tokenów logowania. Dział IT poinformuje, czy potrzebne są pliki cookie.</translation>
    </message>
    <message>
        <source>&amp;Tokens sent as:</source>
        <translation>&amp;Tokeny wysyłane jako:</translation>
    </message>
    <message>
        <source> s</source>
        <comment>seconds suffix</comment>
        <translation> s</translation>
    </message>
    <message>
        <source>How long to wait for an answer before giving up</source>
        <translation>Jak długo czekać na odpowiedź, zanim nastąpi rezygnacja</translation>
    </message>
    <message>
        <source>Ti&amp;meout:</source>
        <translation>&amp;Limit czasu:</translation>
    </message>
    <message>
        <source>The webshop&apos;s address (default)</source>
        <translation>Adres sklepu internetowego (domyślnie)</translation>
    </message>
    <message>
        <source>Opened by “Continue to checkout in the webshop”</source>
        <translation>Otwierana przez „Przejdź do kasy w sklepie internetowym”</translation>
    </message>
    <message>
        <source>C&amp;heckout page:</source>
        <translation>Strona &amp;kasy:</translation>
    </message>
    <message>
        <source>Language and region</source>
        <translation>Język i region</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Język systemu</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Język:</translation>
    </message>
    <message>
        <source>From the delivery address</source>
        <translation>Według adresu dostawy</translation>
    </message>
    <message>
        <source>The country the shop is asked for; normally it follows the delivery address.</source>
        <translation>Kraj, dla którego odpytywany jest sklep internetowy; zwykle wynika z adresu dostawy.</translation>
    </message>
    <message>
        <source>C&amp;ountry:</source>
        <translation>K&amp;raj:</translation>
    </message>
    <message>
        <source>Display</source>
        <translation>Wyświetlanie</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Kafelki</translation>
    </message>
    <message>
        <source>List</source>
        <translation>Lista</translation>
    </message>
    <message>
        <source>&amp;Results as:</source>
        <translation>&amp;Wyniki jako:</translation>
    </message>
    <message>
        <source>Gross (with VAT)</source>
        <translation>Brutto (z VAT)</translation>
    </message>
    <message>
        <source>Net (without VAT)</source>
        <translation>Netto (bez VAT)</translation>
    </message>
    <message>
        <source>&amp;Prices:</source>
        <translation>&amp;Ceny:</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Jak w systemie</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Jasny</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Ciemny</translation>
    </message>
    <message>
        <source>&amp;Appearance:</source>
        <translation>W&amp;ygląd:</translation>
    </message>
    <message>
        <source>Enter the company server&apos;s address, like https://shop.example.com.</source>
        <translation>Wpisz adres serwera firmowego, np. https://shop.example.com.</translation>
    </message>
    <message>
        <source>The checkout page must be a web address, or left empty.</source>
        <translation>Strona kasy musi być adresem internetowym lub pozostać pusta.</translation>
    </message>
    <message>
        <source>Large quantities</source>
        <translation>Duże ilości</translation>
    </message>
    <message>
        <source>As&amp;k before adding more than:</source>
        <translation>&amp;Pytaj przed dodaniem więcej niż:</translation>
    </message>
    <message>
        <source>A basket line cannot be lowered from this app: a typing slip would cost a call.</source>
        <translation>Ta aplikacja nie może zmniejszyć pozycji koszyka: pomyłka przy wpisywaniu oznaczałaby konieczność telefonu.</translation>
    </message>
    <message>
        <source> packs</source>
        <comment>spin box suffix</comment>
        <translation> opak.</translation>
    </message>
    <message>
        <source> kg</source>
        <comment>spin box suffix</comment>
        <translation> kg</translation>
    </message>
    <message>
        <source>The gross price of one add, in the shop&apos;s currency</source>
        <translation>Cena brutto tego, co dodajesz za jednym razem, w walucie sklepu internetowego</translation>
    </message>
    <message>
        <source>Pack&amp;s:</source>
        <translation>&amp;Opakowania:</translation>
    </message>
    <message>
        <source>&amp;Weight:</source>
        <translation>W&amp;aga:</translation>
    </message>
    <message>
        <source>&amp;Gross price:</source>
        <translation>Cena &amp;brutto:</translation>
    </message>
    <message>
        <source>An address must not contain a user name or password: enter the address only.</source>
        <translation>Adres nie może zawierać nazwy użytkownika ani hasła: wpisz tylko adres.</translation>
    </message>
    <message>
        <source>Language and appearance change at once; a new server is used from the next sign-in. Passwords are kept in the system keychain only.</source>
        <translation>Język i wygląd zmieniają się od razu; nowy serwer będzie używany od następnego logowania. Hasła są przechowywane wyłącznie w pęku kluczy systemu.</translation>
    </message>
    <message>
        <source> days</source>
        <comment>spin box suffix</comment>
        <translation> dni</translation>
    </message>
    <message>
        <source>Older prices are deleted when the app starts</source>
        <translation>Starsze ceny są usuwane przy uruchomieniu aplikacji</translation>
    </message>
    <message>
        <source>&amp;Forget Local Data…</source>
        <translation>&amp;Zapomnij dane lokalne…</translation>
    </message>
    <message>
        <source>Price &amp;history:</source>
        <translation>&amp;Historia cen:</translation>
    </message>
    <message>
        <source>Prices this computer has seen, for the charts and the change badges</source>
        <translation>Ceny widziane przez ten komputer, do wykresów i oznaczeń zmian</translation>
    </message>
    <message>
        <source>Forget Local Data</source>
        <translation>Zapomnij dane lokalne</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Usuń</translation>
    </message>
    <message>
        <source>The local price history has been deleted.</source>
        <translation>Lokalna historia cen została usunięta.</translation>
    </message>
    <message>
        <source>The local price history could not be deleted.</source>
        <translation>Nie udało się usunąć lokalnej historii cen.</translation>
    </message>
    <message>
        <source>Deletes the price history, the prices seen and the history of basket adds of every customer on this computer</source>
        <translation>Usuwa z tego komputera historię cen, widziane ceny i historię dodań do koszyka wszystkich klientów</translation>
    </message>
    <message>
        <source>Delete the price history, the prices seen and the history of basket adds on this computer?</source>
        <translation>Usunąć z tego komputera historię cen, widziane ceny i historię dodań do koszyka?</translation>
    </message>
    <message>
        <source>This applies to every customer who signed in here. Your basket and lists in the webshop stay as they are. Adds still on their way to the basket are kept until their outcome is known.</source>
        <translation>Dotyczy to każdego klienta, który się tu logował. Koszyk i listy w sklepie internetowym pozostają bez zmian. Dodania, które są jeszcze w drodze do koszyka, zostaną zachowane, dopóki ich wynik nie będzie znany.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::SignInFlow</name>
    <message>
        <source>You are not signed in. Sign in to search and order.</source>
        <translation>Nie zalogowano. Zaloguj się, aby wyszukiwać i zamawiać.</translation>
    </message>
    <message>
        <source>Sign In</source>
        <translation>Zaloguj się</translation>
    </message>
    <message>
        <source>Your session has ended and could not be renewed. Please sign in again.</source>
        <translation>Sesja wygasła i nie udało się jej odnowić. Zaloguj się ponownie.</translation>
    </message>
</context>
<context>
    <name>webshop::ui::StoreComparisonDialog</name>
    <message>
        <source>Compare Stores</source>
        <translation>Porównaj hale</translation>
    </message>
    <message>
        <source>Compare stores</source>
        <translation>Porównaj hale</translation>
    </message>
    <message>
        <source>Prices per store</source>
        <translation>Ceny według hal</translation>
    </message>
    <message>
        <source>Cancel Comparison</source>
        <translation>Anuluj porównanie</translation>
    </message>
    <message>
        <source>Switch to This Address…</source>
        <translation>Przełącz na ten adres…</translation>
    </message>
    <message>
        <source>Opens the choice of your delivery address. Nothing changes until you choose there.</source>
        <translation>Otwiera wybór adresu dostawy. Nic się nie zmieni, dopóki tam nie wybierzesz.</translation>
    </message>
    <message>
        <source>%1 at the stores of your delivery addresses (prices: %2). Comparing changes nothing: not your basket, not your delivery address.</source>
        <translation>%1 w halach Twoich adresów dostawy (ceny: %2). Porównanie niczego nie zmienia: ani koszyka, ani adresu dostawy.</translation>
    </message>
    <message>
        <source>Checking prices: %1 of %2</source>
        <translation>Sprawdzanie cen: %1 z %2</translation>
    </message>
    <message>
        <source>Cancelled: %1 of %2 prices checked, the rest was not asked for.</source>
        <translation>Anulowano: sprawdzono %1 z %2 cen, o resztę nie zapytano.</translation>
    </message>
    <message>
        <source>Prices checked: %1 of %2.</source>
        <translation>Sprawdzone ceny: %1 z %2.</translation>
    </message>
    <message>
        <source>All your delivery addresses are served by one store: there is nothing to compare.</source>
        <translation>Wszystkie Twoje adresy dostawy obsługuje jedna hala: nie ma czego porównywać.</translation>
    </message>
    <message>
        <source>Not in the totals, so that they compare the same articles: %1.</source>
        <translation>Poza sumami, aby porównywały te same artykuły: %1.</translation>
    </message>
    <message>
        <source>Totals count the %1 of %2 lines that every store sells at a known price.</source>
        <translation>Sumy obejmują %1 z %2 pozycji, które każda hala sprzedaje po znanej cenie.</translation>
    </message>
    <message>
        <source>No line is sold at a known price at every store, so there are no totals to compare.</source>
        <translation>Żadna pozycja nie jest sprzedawana po znanej cenie w każdej hali, więc nie ma sum do porównania.</translation>
    </message>
    <message>
        <source>Deposit as in your basket: %1, not included in the totals.</source>
        <translation>Kaucja jak w koszyku: %1, nie wliczona do sum.</translation>
    </message>
    <message>
        <source>Switch to %1…</source>
        <translation>Przełącz na: %1…</translation>
    </message>
</context>
<context>
    <name>webshop::ui::WhatEdit</name>
    <message>
        <source>Article number or words</source>
        <translation>Numer artykułu lub słowa</translation>
    </message>
    <message>
        <source>Suggestions</source>
        <translation>Podpowiedzi</translation>
    </message>
    <message>
        <source>Article number %1 · Pack number %2</source>
        <translation>Numer artykułu %1 · Numer opakowania %2</translation>
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
        <translation>%1 · %2 · %3 · Art. %4 · Opak. %5</translation>
    </message>
    <message>
        <source>%1 · %2 · Pack %3</source>
        <extracomment>One pack in the quick order&apos;s pack choice: pack · its price · pack number</extracomment>
        <translation>%1 · %2 · Opak. %3</translation>
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
        <translation>&amp;Plik</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edycja</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Widok</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Pomo&amp;c</translation>
    </message>
    <message>
        <source>&amp;Import Order File…</source>
        <translation>&amp;Importuj plik zamówienia…</translation>
    </message>
    <message>
        <source>&amp;Switch User…</source>
        <translation>&amp;Przełącz użytkownika…</translation>
    </message>
    <message>
        <source>&amp;Log Out</source>
        <translation>&amp;Wyloguj</translation>
    </message>
    <message>
        <source>Log Out and &amp;Forget Local Data</source>
        <translation>Wyloguj i &amp;zapomnij dane lokalne</translation>
    </message>
    <message>
        <source>Signs out and deletes your price history and add history on this computer</source>
        <translation>Wylogowuje i usuwa z tego komputera historię cen oraz historię dodań do koszyka</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Za&amp;kończ</translation>
    </message>
    <message>
        <source>&amp;Find Articles</source>
        <translation>&amp;Znajdź artykuły</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Ustawienia…</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Odśwież</translation>
    </message>
    <message>
        <source>Compare S&amp;tores…</source>
        <translation>Porównaj &amp;hale…</translation>
    </message>
    <message>
        <source>Price C&amp;hanges…</source>
        <translation>Zmiany &amp;cen…</translation>
    </message>
    <message>
        <source>&amp;Added to Basket…</source>
        <translation>&amp;Dodane do koszyka…</translation>
    </message>
    <message>
        <source>&amp;Net Prices</source>
        <translation>Ceny &amp;netto</translation>
    </message>
    <message>
        <source>&amp;Gross Prices</source>
        <translation>Ceny &amp;brutto</translation>
    </message>
    <message>
        <source>Results as &amp;Cards</source>
        <translation>Wyniki jako ka&amp;felki</translation>
    </message>
    <message>
        <source>Results as L&amp;ist</source>
        <translation>Wyniki jako l&amp;ista</translation>
    </message>
    <message>
        <source>&amp;About Webshop Desktop</source>
        <translation>&amp;O programie Webshop Desktop</translation>
    </message>
</context>
<context>
    <name>webshop::values::ApiError</name>
    <message>
        <source>The server could not be reached. Check your internet connection and try again.</source>
        <translation>Nie można połączyć się z serwerem. Sprawdź połączenie z internetem i spróbuj ponownie.</translation>
    </message>
    <message>
        <source>The server took too long to answer. Try again in a moment.</source>
        <translation>Serwer zbyt długo nie odpowiadał. Spróbuj ponownie za chwilę.</translation>
    </message>
    <message>
        <source>A secure connection to the server could not be established. The server&apos;s certificate was not accepted.</source>
        <translation>Nie udało się nawiązać bezpiecznego połączenia z serwerem. Certyfikat serwera nie został zaakceptowany.</translation>
    </message>
    <message>
        <source>Your login is no longer valid. Please log in again.</source>
        <translation>Sesja wygasła. Zaloguj się ponownie.</translation>
    </message>
    <message>
        <source>The requested item was not found on the server.</source>
        <translation>Nie znaleziono żądanego elementu na serwerze.</translation>
    </message>
    <message>
        <source>The server refused the request: %1</source>
        <translation>Serwer odrzucił żądanie: %1</translation>
    </message>
    <message>
        <source>The server refused the request.</source>
        <translation>Serwer odrzucił żądanie.</translation>
    </message>
    <message>
        <source>The server is busy with too many requests. Try again in a moment.</source>
        <translation>Serwer jest przeciążony. Spróbuj ponownie za chwilę.</translation>
    </message>
    <message>
        <source>The server had a problem (error %1). Try again later.</source>
        <translation>Wystąpił problem z serwerem (błąd %1). Spróbuj ponownie później.</translation>
    </message>
    <message>
        <source>The server answered with an unexpected error (%1).</source>
        <translation>Serwer odpowiedział nieoczekiwanym błędem (%1).</translation>
    </message>
    <message>
        <source>The server sent an answer this app does not understand.</source>
        <translation>Serwer wysłał odpowiedź, której ta aplikacja nie rozumie.</translation>
    </message>
    <message>
        <source>The request was cancelled.</source>
        <translation>Żądanie zostało anulowane.</translation>
    </message>
    <message>
        <source>The server sent an answer that is too large to process.</source>
        <translation>Odpowiedź serwera jest zbyt duża, aby ją przetworzyć.</translation>
    </message>
    <message>
        <source>The connection was refused because it is not encrypted. Use an https:// address.</source>
        <translation>Połączenie zostało odrzucone, ponieważ nie jest szyfrowane. Użyj adresu https://.</translation>
    </message>
    <message>
        <source>The connection dropped after the request was sent. Checking whether it arrived…</source>
        <translation>Połączenie zostało przerwane po wysłaniu żądania. Sprawdzanie, czy dotarło…</translation>
    </message>
    <message>
        <source>Your access does not include this function (%1).</source>
        <translation>Posiadany dostęp nie obejmuje tej funkcji (%1).</translation>
    </message>
    <message>
        <source>error %1</source>
        <translation>błąd %1</translation>
    </message>
    <message>
        <source>The server address must not contain a user name or password (user:password@). Enter the API user and password in their own fields.</source>
        <translation>Adres serwera nie może zawierać nazwy użytkownika ani hasła (użytkownik:hasło@). Wpisz użytkownika i hasło API w przeznaczonych do tego polach.</translation>
    </message>
</context>
<context>
    <name>webshop::values::DeliveryAddress</name>
    <message>
        <source>Store %1</source>
        <translation>Hala %1</translation>
    </message>
</context>
</TS>
