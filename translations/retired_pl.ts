<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL" sourcelanguage="en_US">
<context>
    <name>engine</name>
    <message>
        <source>administrative</source>
        <translation>administracyjna</translation>
    </message>
    <message>
        <source>colonize</source>
        <translation>KOLONIZACJA</translation>
    </message>
    <message>
        <source>convert</source>
        <translation>KONWERSJA RELIGIJNA</translation>
    </message>
    <message>
        <source>diplomacy</source>
        <translation>DYPLOMACJA</translation>
    </message>
    <message>
        <source>diplomatic</source>
        <translation>dyplomatyczna</translation>
    </message>
    <message>
        <source>economic</source>
        <translation>Ekonomia</translation>
    </message>
    <message>
        <source>event</source>
        <translation>WYDARZENIE</translation>
    </message>
    <message>
        <source>expansion</source>
        <translation>Ekspansja</translation>
    </message>
    <message>
        <source>explore</source>
        <translation>EKSPLORACJA</translation>
    </message>
    <message>
        <source>focus</source>
        <translation>SKUPIENIE</translation>
    </message>
    <message>
        <source>idea</source>
        <translation>IDEA</translation>
    </message>
    <message>
        <source>its first steps are missing</source>
        <translation>brakuje jego pierwszych kroków</translation>
    </message>
    <message>
        <source>large</source>
        <translation>duża</translation>
    </message>
    <message>
        <source>military</source>
        <translation>MILITARNA</translation>
    </message>
    <message>
        <source>naval</source>
        <translation>MORSKA</translation>
    </message>
    <message>
        <source>none</source>
        <translation>brak</translation>
    </message>
    <message>
        <source>papal_curia</source>
        <translation>KURIA PAPIESKA</translation>
    </message>
    <message>
        <source>political</source>
        <translation>Polityka</translation>
    </message>
    <message>
        <source>single</source>
        <translation>jedna</translation>
    </message>
    <message>
        <source>spy</source>
        <translation>SZPIEGOWANIE</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>nieznane</translation>
    </message>
    <message>
        <source>unrest</source>
        <translation>NIEPOKOJE</translation>
    </message>
    <message>
        <source>war</source>
        <translation>Wojna</translation>
    </message>
    <message>
        <source>{file} cannot be saved ({reason}). Play on: every step is kept and written as soon as it can be.</source>
        <translation>Nie można zapisać {file} ({reason}). Graj dalej: każdy krok jest zachowany i zostanie zapisany, gdy tylko będzie to możliwe.</translation>
    </message>
</context>
<context>
    <name>eupop</name>
    <message>
        <source>A Covert Action against a Bot</source>
        <translation>Tajna Akcja przeciw Botowi</translation>
    </message>
    <message>
        <source>Age {age}: {cards} are not Bot Card ids 01-24</source>
        <translation>Era {age}: {cards} to nie numery Kart Bota 01-24</translation>
    </message>
    <message>
        <source>Bot Power for Ducats</source>
        <translation>Punkty Bota za Dukaty</translation>
    </message>
    <message>
        <source>Bot Power for Monarch Power</source>
        <translation>Punkty Bota za Punkty Władzy</translation>
    </message>
    <message>
        <source>Bot Power placed by FOCUS Actions. At this Difficulty Level, {milestone_threshold} Bot Power in a Focus area scores its Milestone.</source>
        <translation>Punkty Bota umieszczone Akcjami SKUPIENIA. Na tym Poziomie Trudności Punkty Bota w obszarze Skupienia w liczbie {milestone_threshold} zdobywają jego Kamień Milowy.</translation>
    </message>
    <message>
        <source>Bot Power placed by FOCUS Actions. Bot Power a Focus area needs to score its Milestone at this Difficulty Level: {milestone_threshold}.</source>
        <translation>Punkty Bota umieszczone przez Akcje SKUPIENIA. Punkty Bota potrzebne w obszarze Skupienia, aby zdobyć jego Kamień Milowy na tym Poziomie Trudności: {milestone_threshold}.</translation>
    </message>
    <message>
        <source>Bot Power placed by FOCUS Actions; the Milestone threshold depends on the Difficulty Level.</source>
        <translation>Punkty Bota umieszczone Akcjami SKUPIENIA; próg Kamienia Milowego zależy od Poziomu Trudności.</translation>
    </message>
    <message>
        <source>Both booklets lack this line&apos;s icon; Loans is a reading: check your copy.</source>
        <translation>Obie broszury gubią ikonę tego wiersza; Pożyczki to odczytanie: sprawdź swój egzemplarz.</translation>
    </message>
    <message>
        <source>Card ids, comma separated</source>
        <translation>Numery kart, oddzielone przecinkami</translation>
    </message>
    <message>
        <source>Ducats</source>
        <translation>Dukaty</translation>
    </message>
    <message>
        <source>End of Age</source>
        <translation>Koniec Ery</translation>
    </message>
    <message>
        <source>Human players play with Missions</source>
        <translation>Ludzcy gracze grają z Misjami</translation>
    </message>
    <message>
        <source>Loans</source>
        <translation>Pożyczki</translation>
    </message>
    <message>
        <source>MAC</source>
        <translation>MAC</translation>
    </message>
    <message>
        <source>Manpower {total}, minimum {minimum}</source>
        <translation>Zasoby Ludzkie: {total}, minimum: {minimum}</translation>
    </message>
    <message>
        <source>Monarch Power (all types)</source>
        <translation>Punkty Władzy (wszystkie rodzaje)</translation>
    </message>
    <message>
        <source>No Focus area is known for this card.</source>
        <translation>Dla tej karty nie znamy obszaru Skupienia.</translation>
    </message>
    <message>
        <source>No Realm profile schema is registered.</source>
        <translation>Nie zarejestrowano schematu profilu Królestwa.</translation>
    </message>
    <message>
        <source>No State Religion on the Bot Mat</source>
        <translation>Brak Religii Państwowej w panelu Bota</translation>
    </message>
    <message>
        <source>No source gives this card&apos;s War Action</source>
        <translation>Żadne źródło nie podaje Akcji Wojny tej karty</translation>
    </message>
    <message>
        <source>Reconstructed: the booklet&apos;s icon for this line is lost in our sources; we read it as Loans.</source>
        <translation>Zrekonstruowane: ikona broszury dla tego wiersza zaginęła w naszych źródłach; odczytujemy ją jako Pożyczki.</translation>
    </message>
    <message>
        <source>Replacing a human player</source>
        <translation>Zastępowanie ludzkiego gracza</translation>
    </message>
    <message numerus="yes">
        <source>Roll again among {count} child nodes.</source>
        <translation>
            <numerusform>Rzuć ponownie, wybierając spośród {count} węzła potomnego.</numerusform>
            <numerusform>Rzuć ponownie, wybierając spośród {count} węzłów potomnych.</numerusform>
            <numerusform>Rzuć ponownie, wybierając spośród {count} węzłów potomnych.</numerusform>
        </translation>
    </message>
    <message>
        <source>Solo &amp; Bot rules of Europa Universalis: The Price of Power, v1.2 (seeds 002 and 000).</source>
        <translation>Zasady gry solo i Botów do Europa Universalis: The Price of Power, v1.2 (źródła 002 i 000).</translation>
    </message>
    <message>
        <source>Stability</source>
        <translation>Stabilność</translation>
    </message>
    <message>
        <source>Targeting: {stage}</source>
        <translation>Wybór celu: {stage}</translation>
    </message>
    <message>
        <source>Tax Value</source>
        <translation>Wartość Podatkowa</translation>
    </message>
    <message>
        <source>The human players play with Missions</source>
        <translation>Ludzcy gracze grają z Misjami</translation>
    </message>
    <message>
        <source>The human players play without Missions</source>
        <translation>Ludzcy gracze grają bez Misji</translation>
    </message>
    <message>
        <source>a list of nodes is empty</source>
        <translation>lista węzłów jest pusta</translation>
    </message>
    <message>
        <source>a node needs a target, child nodes, or both</source>
        <translation>węzeł potrzebuje celu, węzłów potomnych albo obu</translation>
    </message>
    <message>
        <source>card number</source>
        <translation>numer karty</translation>
    </message>
    <message>
        <source>dice {dice} is not a range within 1-6</source>
        <translation>kość {dice} to nie zakres w granicach 1-6</translation>
    </message>
    <message>
        <source>nowhere</source>
        <translation>nigdzie</translation>
    </message>
    <message>
        <source>only a node with a target may list a substitute</source>
        <translation>tylko węzeł z celem może podać Zastępstwo</translation>
    </message>
    <message>
        <source>the Army</source>
        <translation>Armia</translation>
    </message>
    <message>
        <source>the Manpower Reserve</source>
        <translation>Rezerwa Zasobów Ludzkich</translation>
    </message>
    <message>
        <source>the laid-down Units of the Army</source>
        <translation>położone Jednostki Armii</translation>
    </message>
    <message>
        <source>{available} Available, {sieged} Tax Value sieged</source>
        <translation>Dostępne: {available}, oblężona Wartość Podatkowa: {sieged}</translation>
    </message>
    <message>
        <source>{cost} (cost from an unconfirmed list: check card {card})</source>
        <translation>{cost} (koszt z niepotwierdzonej listy: sprawdź kartę {card})</translation>
    </message>
    <message numerus="yes">
        <source>{count} Realms Passed before</source>
        <translation>
            <numerusform>{count} Królestwo spasowało wcześniej</numerusform>
            <numerusform>{count} Królestwa spasowały wcześniej</numerusform>
            <numerusform>{count} Królestw spasowało wcześniej</numerusform>
        </translation>
    </message>
    <message>
        <source>{have} Bot Power Available</source>
        <translation>Dostępne Punkty Bota: {have}</translation>
    </message>
    <message>
        <source>{have} Ideas of this type</source>
        <translation>Idee tego rodzaju: {have}</translation>
    </message>
    <message>
        <source>{left} Units in the Manpower Reserve</source>
        <translation>Jednostki w Rezerwie Zasobów Ludzkich: {left}</translation>
    </message>
    <message>
        <source>{left} Units standing</source>
        <translation>Stojących Jednostek: {left}</translation>
    </message>
    <message>
        <source>{left} cards in the draw pile</source>
        <translation>Karty w stosie do dobierania: {left}</translation>
    </message>
    <message>
        <source>{n} tied</source>
        <translation>Remis: {n}</translation>
    </message>
</context>
<context>
    <name>eupop/choose_opponent</name>
    <message>
        <source>Choose at random among the tied human players (or, if none is human, among the tied Bots).</source>
        <translation>Wybierz losowo spośród ludzkich graczy z remisem (a jeśli żaden nie jest człowiekiem, spośród Botów z remisem).</translation>
    </message>
    <message>
        <source>Select that human player: humans come before Bots.</source>
        <translation>Wybierz tego ludzkiego gracza: ludzie mają pierwszeństwo przed Botami.</translation>
    </message>
    <message>
        <source>Several human players are tied (or, with no human among them, several Bots): the app picks one of them at random.</source>
        <translation>Remisuje kilku ludzkich graczy (albo, gdy nie ma wśród nich ludzi, kilka Botów): aplikacja wybiera jednego z nich losowo.</translation>
    </message>
</context>
<context>
    <name>eupop/choose_place</name>
    <message>
        <source>Several qualify? Take them in alphabetical order.</source>
        <translation>Pasuje kilka? Bierz je w kolejności alfabetycznej.</translation>
    </message>
    <message>
        <source>Several qualify? The effect helps the Bot or hurts an Opponent: take the one with the highest Tax Value, then alphabetical.</source>
        <translation>Pasuje kilka? Efekt pomaga Botowi lub szkodzi Przeciwnikowi: weź ten o najwyższej Wartości Podatkowej, potem alfabetycznie.</translation>
    </message>
    <message>
        <source>Several qualify? The effect hurts the Bot or helps an Opponent: take the one with the lowest Tax Value, then alphabetical.</source>
        <translation>Pasuje kilka? Efekt szkodzi Botowi lub pomaga Przeciwnikowi: weź ten o najniższej Wartości Podatkowej, potem alfabetycznie.</translation>
    </message>
</context>
<context>
    <name>eupop/cleanup</name>
    <message>
        <source>A Bot still out of Towns in Phase 5 triggers Final Scoring.</source>
        <translation>Bot, któremu w Fazie 5 nadal brakuje Miast, uruchamia Punktację Końcową.</translation>
    </message>
    <message numerus="yes">
        <source>Add %n Units to the Manpower Reserve. Manpower is now {total}.</source>
        <translation>
            <numerusform>Dodaj %n Jednostkę do Rezerwy Zasobów Ludzkich. Zasoby Ludzkie wynoszą teraz {total}.</numerusform>
            <numerusform>Dodaj %n Jednostki do Rezerwy Zasobów Ludzkich. Zasoby Ludzkie wynoszą teraz {total}.</numerusform>
            <numerusform>Dodaj %n Jednostek do Rezerwy Zasobów Ludzkich. Zasoby Ludzkie wynoszą teraz {total}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Add 1 Unit to the Manpower Reserve. Manpower is now {total}.</source>
        <translation>Dodaj 1 Jednostkę do Rezerwy Zasobów Ludzkich. Zasoby Ludzkie wynoszą teraz {total}.</translation>
    </message>
    <message>
        <source>Bookkeeping of the app: the Bot&apos;s Pass and the count of Realms that Passed are cleared.</source>
        <translation>Porządki w aplikacji: Pas Bota i liczba Królestw, które spasowały, są wyzerowane.</translation>
    </message>
    <message numerus="yes">
        <source>Bots always have at least {minimum} Manpower: add %n Units to the Manpower Reserve.</source>
        <translation>
            <numerusform>Boty zawsze mają co najmniej {minimum} Zasobów Ludzkich: dodaj %n Jednostkę do Rezerwy Zasobów Ludzkich.</numerusform>
            <numerusform>Boty zawsze mają co najmniej {minimum} Zasobów Ludzkich: dodaj %n Jednostki do Rezerwy Zasobów Ludzkich.</numerusform>
            <numerusform>Boty zawsze mają co najmniej {minimum} Zasobów Ludzkich: dodaj %n Jednostek do Rezerwy Zasobów Ludzkich.</numerusform>
        </translation>
    </message>
    <message>
        <source>Check the tie-break token against the Bot Emperor rules in your booklet: this step takes it as the Bot&apos;s Alliance or Marriage.</source>
        <translation>Sprawdź żeton rozstrzygający remis w zasadach Cesarza Bota w swojej broszurze: ten krok przyjmuje, że chodzi o Sojusz lub Małżeństwo Bota.</translation>
    </message>
    <message>
        <source>Is the Bot&apos;s Manpower above the minimum?</source>
        <translation>Czy Zasoby Ludzkie Bota są powyżej minimum?</translation>
    </message>
    <message>
        <source>Is the Bot&apos;s Manpower below the minimum?</source>
        <translation>Czy Zasoby Ludzkie Bota są poniżej minimum?</translation>
    </message>
    <message>
        <source>Is the Bot&apos;s Manpower from its Town Track higher than its current {total}?</source>
        <translation>Czy Zasoby Ludzkie Bota z Toru Miast są wyższe niż obecne {total}?</translation>
    </message>
    <message>
        <source>Manpower is now {total}: {removed} Units back to the Supply (from the Manpower Reserve first), {added} Units added to the Reserve. Manpower Reserve: {reserve}; Army: {army}.</source>
        <translation>Zasoby Ludzkie wynoszą teraz {total}: Jednostki z powrotem do Zasobów: {removed} (najpierw z Rezerwy Zasobów Ludzkich), Jednostki dodane do Rezerwy: {added}. Rezerwa Zasobów Ludzkich: {reserve}; Armia: {army}.</translation>
    </message>
    <message>
        <source>Match Imperial Influence to the current Imperial Authority and place it in this order, filling each step before the next: 1. the Elector Area where the fewest cubes make the Bot the strongest PR there; 2. any Elector Area with room; 3. any HRE Area with room. Ties: Areas with the Bot&apos;s Alliance or Marriage first, then alphabetical.</source>
        <translation>Dopasuj Wpływy Cesarskie do obecnej Władzy Cesarskiej i umieść je w tej kolejności, wypełniając każdy krok przed następnym: 1. Obszar Elektorski, w którym najmniej kostek uczyni Bota najsilniejszym PR; 2. dowolny Obszar Elektorski z wolnym miejscem; 3. dowolny Obszar HRE z wolnym miejscem. Remis: najpierw Obszary z Sojuszem lub Małżeństwem Bota, potem alfabetycznie.</translation>
    </message>
    <message>
        <source>Match Imperial Influence to the current Imperial Authority and place it in this order, filling each step before the next: first the Elector Area where the fewest cubes make the Bot the strongest PR there; then any Elector Area with room; then any HRE Area with room. Ties: Areas with the Bot&apos;s Alliance or Marriage first (check your booklet), then alphabetical.</source>
        <translation>Dopasuj Wpływy Cesarskie do obecnej Władzy Cesarskiej i umieść je w tej kolejności, wypełniając każdy krok przed następnym: najpierw Obszar Elektorski, w którym najmniej kostek uczyni Bota najsilniejszym PR; potem dowolny Obszar Elektorski z wolnym miejscem; potem dowolny Obszar HRE z wolnym miejscem. Remis: najpierw Obszary z Sojuszem lub Małżeństwem Bota (sprawdź w broszurze), potem alfabetycznie.</translation>
    </message>
    <message>
        <source>Reshuffle the Bot Deck. Back into the deck: {back}. Removed for the rest of this Age: {gone}. Still set aside (FOCUS): {set_aside}. The draw pile now holds {pile} cards.</source>
        <translation>Przetasuj Talię Bota. Z powrotem do talii: {back}. Usunięte do końca tej Ery: {gone}. Nadal odłożone (SKUPIENIE): {set_aside}. Kart w stosie do dobierania: {pile}.</translation>
    </message>
    <message numerus="yes">
        <source>Return %n Units from {from} to the Supply. Manpower is now {total}.</source>
        <translation>
            <numerusform>Odłóż %n Jednostkę z {from} do Zasobów. Zasoby Ludzkie wynoszą teraz {total}.</numerusform>
            <numerusform>Odłóż %n Jednostki z {from} do Zasobów. Zasoby Ludzkie wynoszą teraz {total}.</numerusform>
            <numerusform>Odłóż %n Jednostek z {from} do Zasobów. Zasoby Ludzkie wynoszą teraz {total}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Return 1 Unit from {from} to the Supply. Manpower is now {total}.</source>
        <translation>Odłóż 1 Jednostkę z {from} do Zasobów. Zasoby Ludzkie wynoszą teraz {total}.</translation>
    </message>
    <message>
        <source>The booklet&apos;s text lacks the icon of the Imperial component that is not in use with a Bot Emperor: check your copy.</source>
        <translation>W tekście broszury brakuje ikony elementu Cesarskiego, którego nie używa się przy Cesarzu Bocie: sprawdź swój egzemplarz.</translation>
    </message>
    <message>
        <source>The booklet&apos;s text lacks the icon of the tie-break token; Alliance or Marriage is a reading.</source>
        <translation>W tekście broszury brakuje ikony żetonu rozstrzygającego remis; Sojusz lub Małżeństwo to interpretacja.</translation>
    </message>
    <message>
        <source>Units leave the Manpower Reserve first.</source>
        <translation>Jednostki najpierw opuszczają Rezerwę Zasobów Ludzkich.</translation>
    </message>
    <message>
        <source>Update Manpower: is the Bot&apos;s Manpower from its Town Track lower than its current {total} (never below {minimum})?</source>
        <translation>Aktualizacja Zasobów Ludzkich: czy Zasoby Ludzkie Bota z Toru Miast są niższe niż obecne {total} (nigdy poniżej {minimum})?</translation>
    </message>
</context>
<context>
    <name>eupop/colonize</name>
    <message>
        <source>Colonize the Territory with the highest Tax Value (then alphabetical): use the Colonist and replace the Colonial Claim with one of the Bot&apos;s Small Towns.</source>
        <translation>Skolonizuj Terytorium o najwyższej Wartości Podatkowej (potem alfabetycznie): użyj Kolonisty i zastąp Roszczenie Kolonialne jednym z Małych Miast Bota.</translation>
    </message>
    <message>
        <source>Does the Bot have Small Towns left to place?</source>
        <translation>Czy Botowi zostały Małe Miasta do umieszczenia?</translation>
    </message>
    <message>
        <source>The booklet&apos;s text keeps only this chart&apos;s heading: it is reached from the Main Turn Structure, from EXPLORE and from Bot Card 12. The steps rest on Token Limitations, the Colonists step of the Cleanup Phase and the main rules&apos; Colonize Action.</source>
        <translation>Tekst broszury zachowuje tylko nagłówek tego diagramu: prowadzi do niego Struktura Tury Głównej, EKSPLORACJA i Karta Bota 12. Kroki opierają się na Limitach Żetonów, kroku Koloniści Fazy Porządków i Akcji kolonizacji z zasad głównych.</translation>
    </message>
    <message>
        <source>The chart image is not in our sources (it is reached from Main Turn Structure, from EXPLORE and from Bot Card 12, per seed 000). What remains rests on Token Limitations, the Colonists step of the Cleanup Phase and the main rules&apos; Colonize Action; EXPLORE leads on when there is nothing to Colonize.</source>
        <translation>Obrazu diagramu nie ma w naszych źródłach (prowadzą do niego Struktura Tury Głównej, EKSPLORACJA i Karta Bota 12, według źródła 000). Reszta opiera się na Limitach Żetonów, kroku Kolonistów w Fazie Porządków i Akcji Kolonizacji z zasad głównych; EKSPLORACJA prowadzi dalej, gdy nie ma czego kolonizować.</translation>
    </message>
    <message>
        <source>The chart image is not in our sources (the Polish booklet says it is reached from Main Turn Structure, from EXPLORE and from a Bot Card). What remains rests on Token Limitations, the Colonists step of the Cleanup Phase and the main rules&apos; Colonize Action; EXPLORE leads on when there is nothing to Colonize.</source>
        <translation>Obrazu diagramu nie ma w naszych źródłach (polska broszura mówi, że prowadzą do niego Struktura Tury Głównej, EKSPLORACJA i Karta Bota). Reszta opiera się na Limitach Żetonów, kroku Kolonistów w Fazie Porządków i Akcji Kolonizacji z zasad głównych; EKSPLORACJA prowadzi dalej, gdy nie ma czego kolonizować.</translation>
    </message>
</context>
<context>
    <name>eupop/convert</name>
    <message numerus="yes">
        <source>Convert the Area with the highest Tax Value (then alphabetical). Resolve its Unrest and Rebel Dice the Bot way: all at once, at most %n dice.</source>
        <translation>
            <numerusform>Nawróć Obszar o najwyższej Wartości Podatkowej (potem alfabetycznie). Rozpatrz jego Niepokój i Kości Buntowników tak, jak robi to Bot: wszystko naraz, najwyżej %n kość.</numerusform>
            <numerusform>Nawróć Obszar o najwyższej Wartości Podatkowej (potem alfabetycznie). Rozpatrz jego Niepokój i Kości Buntowników tak, jak robi to Bot: wszystko naraz, najwyżej %n kości.</numerusform>
            <numerusform>Nawróć Obszar o najwyższej Wartości Podatkowej (potem alfabetycznie). Rozpatrz jego Niepokój i Kości Buntowników tak, jak robi to Bot: wszystko naraz, najwyżej %n kości.</numerusform>
        </translation>
    </message>
    <message>
        <source>Convert the Area with the highest Tax Value (then alphabetical). Resolve its Unrest and Rebel Dice the Bot way: all at once, at most 5 dice.</source>
        <translation>Nawróć Obszar o najwyższej Wartości Podatkowej (potem alfabetycznie). Rozpatrz jego Niepokój i Kości Buntowników po botowemu: wszystko naraz, najwyżej 5 kości.</translation>
    </message>
    <message>
        <source>Convert the Area with the highest Tax Value (then alphabetical). Resolve its Unrest and Rebel Dice the Bot way: all at once, at most {n} dice.</source>
        <translation>Nawróć Obszar o najwyższej Wartości Podatkowej (potem alfabetycznie). Rozpatrz jego Niepokój i Kości Buntowników tak, jak robi to Bot: wszystko naraz, najwyżej {n} kości.</translation>
    </message>
    <message>
        <source>The booklet&apos;s text keeps only this chart&apos;s heading; the steps follow the main rules&apos; Convert Area action and the Bot&apos;s Rebel Dice rules.</source>
        <translation>Tekst broszury zachowuje tylko nagłówek tego diagramu; kroki opierają się na akcji nawracania Obszaru z zasad głównych i na zasadach Kości Buntowników dla Bota.</translation>
    </message>
    <message>
        <source>The chart image is not in our sources; the steps follow the main rules&apos; Convert Area action and the Bot&apos;s Rebel Dice rules.</source>
        <translation>Obrazu diagramu nie ma w naszych źródłach; kroki idą za akcją nawracania Obszaru z zasad głównych i zasadami Kości Buntowników dla Bota.</translation>
    </message>
</context>
<context>
    <name>eupop/defend</name>
    <message numerus="yes">
        <source>%n Units</source>
        <translation>
            <numerusform>%n Jednostkę</numerusform>
            <numerusform>%n Jednostki</numerusform>
            <numerusform>%n Jednostek</numerusform>
        </translation>
    </message>
    <message>
        <source>0</source>
        <translation>0</translation>
    </message>
    <message>
        <source>1</source>
        <translation>1</translation>
    </message>
    <message>
        <source>10</source>
        <translation>10</translation>
    </message>
    <message>
        <source>10 or more</source>
        <translation>10 lub więcej</translation>
    </message>
    <message>
        <source>2</source>
        <translation>2</translation>
    </message>
    <message>
        <source>3</source>
        <translation>3</translation>
    </message>
    <message>
        <source>4</source>
        <translation>4</translation>
    </message>
    <message>
        <source>5</source>
        <translation>5</translation>
    </message>
    <message>
        <source>6</source>
        <translation>6</translation>
    </message>
    <message>
        <source>7</source>
        <translation>7</translation>
    </message>
    <message>
        <source>8</source>
        <translation>8</translation>
    </message>
    <message>
        <source>9</source>
        <translation>9</translation>
    </message>
    <message>
        <source>Does the Bot have {n} or more Bot Power left?</source>
        <translation>Czy Botowi zostało {n} lub więcej Punktów Bota?</translation>
    </message>
    <message>
        <source>Does the Bot have {n} or more Bot Power?</source>
        <translation>Czy Bot ma {n} lub więcej Punktów Bota?</translation>
    </message>
    <message>
        <source>Does the new Ship trigger a Naval Battle (a Hostile Sea Zone)?</source>
        <translation>Czy nowy Statek wywołuje Bitwę Morską (Wroga Strefa Morska)?</translation>
    </message>
    <message>
        <source>Every box of this chart and both die splits are printed in the booklet, but its text keeps no arrows between them: which answer leads where is a reading, marked on each step it decides. Invaders are Hostile Units in Areas with the Bot&apos;s Towns. The DEFEND Army may appear anywhere inside the Bot&apos;s own Realm.</source>
        <translation>Każde pole tego diagramu i oba podziały rzutu kością są wydrukowane w broszurze, ale jej tekst nie zachowuje strzałek między nimi: dokąd prowadzi która odpowiedź, to interpretacja, zaznaczona przy każdym kroku, który o tym decyduje. Najeźdźcy to Wrogie Jednostki w Obszarach z Miastami Bota. Armia OBRONY może pojawić się w dowolnym miejscu własnego Królestwa Bota.</translation>
    </message>
    <message>
        <source>From this MC on, MC + 3 is at least the Naval Bridge minimum; below it MAC is that minimum.</source>
        <translation>Od tego MC wzwyż MC + 3 wynosi co najmniej minimum dla Mostu Morskiego; poniżej MAC jest równe temu minimum.</translation>
    </message>
    <message>
        <source>How did the Naval Battle end for the Bot?</source>
        <translation>Jak Bitwa Morska zakończyła się dla Bota?</translation>
    </message>
    <message>
        <source>If the Army has fewer than 3 Units, bring it up to 3. The Army now has {total} Units.</source>
        <translation>Jeśli Armia ma mniej niż 3 Jednostki, uzupełnij ją do 3. Armia ma teraz Jednostek: {total}.</translation>
    </message>
    <message>
        <source>If the Army has fewer than {n} Units, bring it up to {n}. The Army now has {total} Units.</source>
        <translation>Jeśli Armia ma mniej Jednostek niż {n}, uzupełnij ją do {n}. Armia ma teraz Jednostek: {total}.</translation>
    </message>
    <message>
        <source>If the Army has fewer than {n} Units, bring it up to {n}. Units in the Army now: {total}.</source>
        <translation>Jeśli Armia ma mniej Jednostek niż {n}, uzupełnij ją do {n}. Jednostki w Armii teraz: {total}.</translation>
    </message>
    <message>
        <source>Is the Army in an Area where MAC is at least the Invading force?</source>
        <translation>Czy Armia jest w Obszarze, gdzie MAC jest co najmniej równe siłom Najeźdźców?</translation>
    </message>
    <message>
        <source>Is the Bot&apos;s Army Deployed in an Area where it can Siege Provinces?</source>
        <translation>Czy Armia Bota jest Rozmieszczona w Obszarze, gdzie może Oblegać Prowincje?</translation>
    </message>
    <message>
        <source>Is the Bot&apos;s MC for this Area {n} or more?</source>
        <translation>Czy MC Bota dla tego Obszaru wynosi {n} lub więcej?</translation>
    </message>
    <message>
        <source>MAC check for the Army&apos;s Area. Is the Area joined to the Bot&apos;s Capital by land (a continuous chain of the Bot&apos;s Towns adjacent by land)?</source>
        <translation>Sprawdź MAC dla Obszaru Armii. Czy Obszar jest połączony ze Stolicą Bota lądem (nieprzerwany łańcuch Miast Bota sąsiadujących lądem)?</translation>
    </message>
    <message>
        <source>MAC check for the Army&apos;s Area. Is the Area joined to the Bot&apos;s Capital by land (a continuous chain of the Bot&apos;s Towns adjacent by land)? A Bot Emperor Defending the HRE counts every HRE Area as joined.</source>
        <translation>Sprawdź MAC dla Obszaru Armii. Czy Obszar jest połączony ze Stolicą Bota lądem (nieprzerwany łańcuch Miast Bota sąsiadujących lądem)? Cesarz Bot w Obronie HRE liczy każdy Obszar HRE jako połączony.</translation>
    </message>
    <message>
        <source>MAC here is at least {mac}. Keep {standing} of the Army&apos;s {total} Units standing and lay down {laid_down}.</source>
        <translation>MAC wynosi tu co najmniej {mac}. Z {total} Jednostek Armii zostaw stojące {standing} i połóż {laid_down}.</translation>
    </message>
    <message>
        <source>MAC here is at least {mac}. Standing: {standing}. Laid down: {laid_down}.</source>
        <translation>MAC wynosi tu co najmniej {mac}. Stojące: {standing}. Położone: {laid_down}.</translation>
    </message>
    <message>
        <source>MAC here is {mac}, the minimum with a Naval Bridge. Keep {standing} of the Army&apos;s {total} Units standing and lay down {laid_down}.</source>
        <translation>MAC wynosi tu {mac}, minimum z Mostem Morskim. Z {total} Jednostek Armii zostaw stojące {standing} i połóż {laid_down}.</translation>
    </message>
    <message>
        <source>MAC here is {mac}, the minimum with a Naval Bridge. Standing: {standing}. Laid down: {laid_down}.</source>
        <translation>MAC wynosi tu {mac}, minimum z Mostem Morskim. Stojące: {standing}. Położone: {laid_down}.</translation>
    </message>
    <message>
        <source>MAC here is {mac}. Keep {standing} of the Army&apos;s {total} Units standing and lay down {laid_down}.</source>
        <translation>MAC wynosi tu {mac}. Z {total} Jednostek Armii zostaw stojące {standing} i połóż {laid_down}.</translation>
    </message>
    <message>
        <source>MAC here is {mac}. Standing: {standing}. Laid down: {laid_down}.</source>
        <translation>MAC wynosi tu {mac}. Stojące: {standing}. Położone: {laid_down}.</translation>
    </message>
    <message>
        <source>MAC is unlimited here: stand up every Unit. Standing: {standing}.</source>
        <translation>MAC jest tu nieograniczone: postaw każdą Jednostkę. Stojące: {standing}.</translation>
    </message>
    <message>
        <source>MAC is unlimited here: stand up every Unit. The Army has {standing} Units standing.</source>
        <translation>MAC jest tu nieograniczone: postaw każdą Jednostkę. Stojące Jednostki Armii: {standing}.</translation>
    </message>
    <message>
        <source>MC + 3 reaches the Naval Bridge minimum of 9 from MC 6 on; below that MAC is 9.</source>
        <translation>MC + 3 osiąga minimum 9 dla Mostu Morskiego od MC 6; poniżej tego MAC wynosi 9.</translation>
    </message>
    <message>
        <source>Only a Naval Bridge closes the one gap</source>
        <translation>Tylko Most Morski zamyka jedyną lukę</translation>
    </message>
    <message>
        <source>Place a Ship to extend a Naval Bridge to such an Area (prefer an Area with a PR Enemy). Use a Sea Zone next to one of the Bot&apos;s Ships or Ports.</source>
        <translation>Umieść Statek, aby przedłużyć Most Morski do takiego Obszaru (preferuj Obszar z Wrogiem PR). Użyj Strefy Morskiej sąsiadującej z jednym ze Statków lub Portów Bota.</translation>
    </message>
    <message>
        <source>Place the Army in one of the Bot&apos;s own Areas without Hostile Units.</source>
        <translation>Umieść Armię w jednym z własnych Obszarów Bota bez Wrogich Jednostek.</translation>
    </message>
    <message>
        <source>Place the Army in such an Area (several: highest Tax Value, then alphabetical).</source>
        <translation>Umieść Armię w takim Obszarze (kilka: najwyższa Wartość Podatkowa, potem alfabetycznie).</translation>
    </message>
    <message>
        <source>Place the Army in such an Area. Prefer the Area with the highest Tax Value of the Bot&apos;s Towns Occupied by Enemies or Rebels, then the Bot&apos;s Capital Area.</source>
        <translation>Umieść Armię w takim Obszarze. Preferuj Obszar o najwyższej Wartości Podatkowej Miast Bota Okupowanych przez Wrogów lub Buntowników, potem Obszar Stołeczny Bota.</translation>
    </message>
    <message>
        <source>Seed 002 keeps the boxes of this chart as an OCR jumble; the boxes are printed, the arrows between them are our reading. Invaders are Hostile Units in Areas with the Bot&apos;s Towns. The DEFEND Army may appear anywhere inside the Bot&apos;s own Realm. The nodes from &apos;mac&apos; on are the MAC check; other charts call them.</source>
        <translation>Źródło 002 zachowuje pola tego diagramu jako bezład po OCR; pola są wydrukowane, strzałki między nimi to nasze odczytanie. Najeźdźcy to Wrogie Jednostki w Obszarach z Miastami Bota. Armia OBRONY może pojawić się w dowolnym miejscu własnego Królestwa Bota. Węzły od &apos;mac&apos; dalej to sprawdzenie MAC; wywołują je inne diagramy.</translation>
    </message>
    <message numerus="yes">
        <source>Spend %n Bot Power to recruit {recruits} into the Army (as many as the Manpower Reserve holds).</source>
        <translation>
            <numerusform>Wydaj %n Punkt Bota, aby zrekrutować do Armii: {recruits} (tyle, ile ma Rezerwa Zasobów Ludzkich).</numerusform>
            <numerusform>Wydaj %n Punkty Bota, aby zrekrutować do Armii: {recruits} (tyle, ile ma Rezerwa Zasobów Ludzkich).</numerusform>
            <numerusform>Wydaj %n Punktów Bota, aby zrekrutować do Armii: {recruits} (tyle, ile ma Rezerwa Zasobów Ludzkich).</numerusform>
        </translation>
    </message>
    <message>
        <source>Spend {n} Bot Power to recruit {units} Units into the Army (as many as the Manpower Reserve holds).</source>
        <translation>Wydaj {n} Punkty Bota, aby zrekrutować {units} Jednostek do Armii (tyle, ile ma Rezerwa Zasobów Ludzkich).</translation>
    </message>
    <message numerus="yes">
        <source>The Bot gains %n Bot Power for its first Battle win this Turn.</source>
        <translation>
            <numerusform>Bot otrzymuje %n Punkt Bota za pierwszą wygraną Bitwę w tej Turze.</numerusform>
            <numerusform>Bot otrzymuje %n Punkty Bota za pierwszą wygraną Bitwę w tej Turze.</numerusform>
            <numerusform>Bot otrzymuje %n Punktów Bota za pierwszą wygraną Bitwę w tej Turze.</numerusform>
        </translation>
    </message>
    <message>
        <source>The Bot gains {n} Bot Power for its first Battle win this Turn.</source>
        <translation>Bot otrzymuje {n} Punkt Bota za pierwszą wygraną Bitwę w tej Turze.</translation>
    </message>
    <message>
        <source>The English booklet text keeps the boxes of this chart as an OCR jumble; the boxes are printed, the arrows between them are our reading. Invaders are Hostile Units in Areas with the Bot&apos;s Towns. The DEFEND Army may appear anywhere inside the Bot&apos;s own Realm. Boxes of the jumble we could not place: &apos;Army is on the map?&apos;, &apos;Invaders in any Area where the Army can Siege Provinces?&apos;, &apos;Any Areas with the Bot&apos;s Towns where the DEFEND Army would not trigger a Battle?&apos; and one die split in two ranges. The nodes from &apos;mac&apos; on are the MAC check; other charts call them.</source>
        <translation>Tekst angielskiej broszury zachowuje pola tego diagramu jako bezład po OCR; pola są wydrukowane, strzałki między nimi to nasze odczytanie. Najeźdźcy to Wrogie Jednostki w Obszarach z Miastami Bota. Armia OBRONY może pojawić się w dowolnym miejscu własnego Królestwa Bota. Pola z bezładu, których nie umieściliśmy: „Armia jest na mapie?”, „Najeźdźcy w Obszarze, gdzie Armia może Oblegać Prowincje?”, „Obszary z Miastami Bota, gdzie Armia OBRONY nie wywoła Bitwy?” oraz jeden rzut kością podzielony na dwa zakresy. Węzły od &apos;mac&apos; dalej to sprawdzenie MAC; wywołują je inne diagramy.</translation>
    </message>
    <message>
        <source>The English booklet text keeps the boxes of this chart as an OCR jumble; the boxes are printed, the arrows between them are our reading. Invaders are Hostile Units in Areas with the Bot&apos;s Towns. The DEFEND Army may appear anywhere inside the Bot&apos;s own Realm. The nodes from &apos;mac&apos; on are the MAC check; other charts call them.</source>
        <translation>Tekst angielskiej broszury zachowuje pola tego diagramu jako bezład po OCR; pola są wydrukowane, strzałki między nimi to nasze odczytanie. Najeźdźcy to Wrogie Jednostki w Obszarach z Miastami Bota. Armia OBRONY może pojawić się w dowolnym miejscu własnego Królestwa Bota. Węzły od &apos;mac&apos; dalej to sprawdzenie MAC; wywołują je inne diagramy.</translation>
    </message>
    <message>
        <source>The OCR keeps the die ranges 1-2, 3-4 and 5-6 beside these three boxes; which box each range leads to is our reading.</source>
        <translation>OCR zachowuje zakresy kości 1-2, 3-4 i 5-6 obok tych trzech pól; do którego pola prowadzi każdy zakres, to nasze odczytanie.</translation>
    </message>
    <message>
        <source>The OCR keeps three die ranges beside these three boxes; which box each range leads to is our reading.</source>
        <translation>OCR zachowuje trzy zakresy kości obok tych trzech pól; do którego pola prowadzi każdy zakres, to nasze odczytanie.</translation>
    </message>
    <message>
        <source>The booklet&apos;s text of this box breaks off after &apos;Gain 1 Bot Power and&apos;; compare the step with your copy of the DEFEND chart.</source>
        <translation>Tekst tego pola w broszurze urywa się po „Otrzymaj 1 Punkt Bota i”; porównaj krok ze swoim egzemplarzem diagramu OBRONA.</translation>
    </message>
    <message>
        <source>What is the Bot&apos;s MC for this Area (main rules, page 22)? MAC is MC + 3.</source>
        <translation>Ile wynosi MC Bota dla tego Obszaru (zasady główne, strona 22)? MAC to MC + 3.</translation>
    </message>
    <message>
        <source>What is the Bot&apos;s MC for this Area (main rules, page {page})? MAC is MC + {plus}. Answer {top} when it is {top} or more.</source>
        <translation>Ile wynosi MC Bota dla tego Obszaru (zasady główne, strona {page})? MAC to MC + {plus}. Odpowiedz {top}, gdy wynosi {top} lub więcej.</translation>
    </message>
    <message>
        <source>Won, its first Battle win this Turn</source>
        <translation>Wygraną – pierwszą wygraną Bitwą Bota w tej Turze</translation>
    </message>
    <message>
        <source>Won, not its first win this Turn</source>
        <translation>Wygraną – nie pierwszą w tej Turze</translation>
    </message>
</context>
<context>
    <name>eupop/diplomacy</name>
    <message>
        <source>Annex the target: the Bot takes its Provinces. The target&apos;s Vassals are released as independent NPRs. If the Bot has a Claim on the target, it removes one Influence fewer (check this footnote in your booklet).</source>
        <translation>Zaanektuj cel: Bot bierze jego Prowincje. Wasale celu zostają uwolnieni jako niezależne NPR. Jeśli Bot ma Roszczenie wobec celu, usuwa o jedną kostkę Wpływów mniej (sprawdź ten przypis w broszurze).</translation>
    </message>
    <message>
        <source>Annex the target: the Bot takes its Provinces. The target&apos;s Vassals are released as independent NPRs. Remove one token fewer if the Bot has the footnote&apos;s token on the target.</source>
        <translation>Zaanektuj cel: Bot przejmuje jego Prowincje. Wasale celu zostają uwolnieni jako niezależne NPR. Usuń o jeden żeton mniej, jeśli Bot ma na celu żeton z przypisu.</translation>
    </message>
    <message>
        <source>Check the two tokens of the &apos;one fewer&apos; footnote in your booklet: this step takes them as Influence and a Claim.</source>
        <translation>Sprawdź w swojej broszurze dwa żetony z przypisu „o jeden mniej”: ten krok przyjmuje, że to Wpływy i Roszczenie.</translation>
    </message>
    <message>
        <source>Diplomatic Ideas: place {extra} more Influence there if the Bot has Influence in its Supply (these may exceed 2 in one Area).</source>
        <translation>Idee Dyplomatyczne: umieść tam dodatkowo Wpływy ({extra}), jeśli Bot ma Wpływy w Zasobach (mogą przekroczyć 2 w jednym Obszarze).</translation>
    </message>
    <message>
        <source>Diplomatic Ideas: place {extra} more Influence there if the Bot has Influence in its Supply (these may exceed {limit} in one Area).</source>
        <translation>Idee Dyplomatyczne: umieść tam dodatkowo Wpływy ({extra}), jeśli Bot ma Wpływy w Zasobach (mogą przekroczyć {limit} w jednym Obszarze).</translation>
    </message>
    <message>
        <source>Place Influence in the target&apos;s Areas as the main rules&apos; Influence Action allows, highest Tax Value first.</source>
        <translation>Umieść Wpływy w Obszarach celu, na ile pozwala akcja Wpływów z zasad głównych, najpierw o najwyższej Wartości Podatkowej.</translation>
    </message>
    <message>
        <source>The booklet&apos;s text keeps this chart&apos;s footnotes (the Diplomatic Ideas bonus, the Vassals released on annexing, one token fewer where the Bot has a token on the target), not its boxes. The last footnote lacks its icons.</source>
        <translation>Tekst broszury zachowuje przypisy tego diagramu (premię za Idee Dyplomatyczne, Wasali uwalnianych przy aneksji, jeden żeton mniej, gdy Bot ma żeton na celu), a nie jego pola. W ostatnim przypisie brakuje ikon.</translation>
    </message>
    <message>
        <source>The booklet&apos;s text lacks the two icons of the &apos;one fewer&apos; footnote; Influence and Claim are a reading.</source>
        <translation>W tekście broszury brakuje obu ikon przypisu „o jeden mniej”; Wpływy i Roszczenie to interpretacja.</translation>
    </message>
    <message>
        <source>The chart image is not in our sources; its footnotes are (the Diplomatic Ideas bonus, the Vassals released on annexing, one token fewer where the Bot has a Claim-like token on the target: those icons are lost in both seeds).</source>
        <translation>Obrazu diagramu nie ma w naszych źródłach; jego przypisy są (premia Idei Dyplomatycznych, Wasale uwalniani przy aneksji, jeden żeton mniej, gdy Bot ma na celu żeton podobny do Roszczenia: te ikony zaginęły w obu źródłach).</translation>
    </message>
</context>
<context>
    <name>eupop/dow_on_bot</name>
    <message>
        <source>Activate Defending the HRE. The Bot Emperor gains Bot Power equal to Imperial Authority: add it to Available on the mat.</source>
        <translation>Aktywuj Obronę HRE. Cesarz Bot otrzymuje Punkty Bota równe Władzy Cesarskiej: dodaj je do Dostępnych na planszy.</translation>
    </message>
    <message>
        <source>Both booklets lack the icons of the token that is flipped; the Alliance token is a reading.</source>
        <translation>W obu broszurach brakuje ikon odwracanego żetonu; żeton Sojuszu to interpretacja.</translation>
    </message>
    <message>
        <source>Both seeds lose the icons of the token that is flipped; reading it as the Alliance token is ours.</source>
        <translation>Oba źródła straciły ikony odwracanego żetonu; odczytanie go jako żetonu Sojuszu jest nasze.</translation>
    </message>
    <message>
        <source>Check MAC in the Army&apos;s Area. Army: {standing} standing, {laid_down} laid down. MAC is unlimited with a land connection of Bot Towns to the Capital; otherwise it is the Bot&apos;s MC there + 3 (at least 9 when a Naval Bridge closes the only gap).</source>
        <translation>Sprawdź MAC w Obszarze Armii. Armia: stojące {standing}, położone {laid_down}. MAC jest nieograniczone przy połączeniu lądowym Miast Bota ze Stolicą; w przeciwnym razie to MC Bota tam + 3 (co najmniej 9, gdy Most Morski zamyka jedyną lukę).</translation>
    </message>
    <message>
        <source>Check MAC in the Army&apos;s Area. Army: {standing} standing, {laid_down} laid down. MAC is unlimited with a land connection of Bot Towns to the Capital; otherwise it is the Bot&apos;s MC there + {plus} (at least {bridge} when a Naval Bridge closes the only gap).</source>
        <translation>Sprawdź MAC w Obszarze Armii. Armia: stojące {standing}, położone {laid_down}. MAC jest nieograniczone przy połączeniu lądowym Miast Bota ze Stolicą; w przeciwnym razie to MC Bota tam + {plus} (co najmniej {bridge}, gdy Most Morski zamyka jedyną lukę).</translation>
    </message>
    <message>
        <source>Check in your booklet which token is flipped: this step takes it as the Alliance token.</source>
        <translation>Sprawdź w swojej broszurze, który żeton się odwraca: ten krok przyjmuje, że to żeton Sojuszu.</translation>
    </message>
    <message>
        <source>Does the Bot have Bot Power Available?</source>
        <translation>Czy Bot ma Dostępne Punkty Bota?</translation>
    </message>
    <message>
        <source>Does the Bot have an NPR Ally next to the Aggressor that has not been called yet?</source>
        <translation>Czy Bot ma Sojusznika NPR sąsiadującego z Agresorem, którego jeszcze nie wezwano?</translation>
    </message>
    <message>
        <source>Does the Bot have at least {n} Bot Power Available?</source>
        <translation>Czy Bot ma co najmniej {n} Dostępnych Punktów Bota?</translation>
    </message>
    <message numerus="yes">
        <source>Flip the Alliance token of each of those NPR Allies (check your booklet). The Bot gains {each} Bot Power per Ally: %n Bot Power.</source>
        <translation>
            <numerusform>Odwróć żeton Sojuszu każdego z tych Sojuszników NPR (sprawdź w broszurze). Bot otrzymuje {each} Punkty Bota za Sojusznika: %n Punkt Bota.</numerusform>
            <numerusform>Odwróć żeton Sojuszu każdego z tych Sojuszników NPR (sprawdź w broszurze). Bot otrzymuje {each} Punkty Bota za Sojusznika: %n Punkty Bota.</numerusform>
            <numerusform>Odwróć żeton Sojuszu każdego z tych Sojuszników NPR (sprawdź w broszurze). Bot otrzymuje {each} Punkty Bota za Sojusznika: %n Punktów Bota.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Flip the Alliance token of each of those NPR Allies (check your booklet). The Bot gains {each} per Ally: %n Bot Power.</source>
        <translation>
            <numerusform>Odwróć żeton Sojuszu każdego z tych Sojuszników NPR (sprawdź w broszurze). Bot otrzymuje {each} za każdego Sojusznika: razem %n Punkt Bota.</numerusform>
            <numerusform>Odwróć żeton Sojuszu każdego z tych Sojuszników NPR (sprawdź w broszurze). Bot otrzymuje {each} za każdego Sojusznika: razem %n Punkty Bota.</numerusform>
            <numerusform>Odwróć żeton Sojuszu każdego z tych Sojuszników NPR (sprawdź w broszurze). Bot otrzymuje {each} za każdego Sojusznika: razem %n Punktów Bota.</numerusform>
        </translation>
    </message>
    <message>
        <source>Land connection: unlimited</source>
        <translation>Połączenie lądowe: bez limitu</translation>
    </message>
    <message numerus="yes">
        <source>Lay down %n Units: {standing} standing, {laid_down} laid down.</source>
        <translation>
            <numerusform>Połóż %n Jednostkę: stojące {standing}, położone {laid_down}.</numerusform>
            <numerusform>Połóż %n Jednostki: stojące {standing}, położone {laid_down}.</numerusform>
            <numerusform>Połóż %n Jednostek: stojące {standing}, położone {laid_down}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Lay down 1 Unit: {standing} standing, {laid_down} laid down.</source>
        <translation>Połóż 1 Jednostkę: stojące {standing}, położone {laid_down}.</translation>
    </message>
    <message>
        <source>MAC has room for a laid-down Unit</source>
        <translation>MAC ma miejsce na położoną Jednostkę</translation>
    </message>
    <message>
        <source>More standing Units than MAC</source>
        <translation>Więcej stojących Jednostek niż MAC</translation>
    </message>
    <message numerus="yes">
        <source>Send that Ally a Defensive Call to Arms and flip its Alliance token. The Bot gains %n Bot Power.</source>
        <translation>
            <numerusform>Wyślij temu Sojusznikowi Obronne Wezwanie do Broni i odwróć jego żeton Sojuszu. Bot otrzymuje %n Punkt Bota.</numerusform>
            <numerusform>Wyślij temu Sojusznikowi Obronne Wezwanie do Broni i odwróć jego żeton Sojuszu. Bot otrzymuje %n Punkty Bota.</numerusform>
            <numerusform>Wyślij temu Sojusznikowi Obronne Wezwanie do Broni i odwróć jego żeton Sojuszu. Bot otrzymuje %n Punktów Bota.</numerusform>
        </translation>
    </message>
    <message>
        <source>Some</source>
        <translation>Tak, kilku</translation>
    </message>
    <message>
        <source>Spend {paid} Bot Power to recruit {units} Units: move {recruited} Units from the Manpower Reserve to the Army (Army: {army}).</source>
        <translation>Wydaj {paid} Punkty Bota, aby zrekrutować {units} Jednostek: przenieś {recruited} Jednostek z Rezerwy Zasobów Ludzkich do Armii (Armia: {army}).</translation>
    </message>
    <message numerus="yes">
        <source>Stand up %n Units: {standing} standing, {laid_down} laid down.</source>
        <translation>
            <numerusform>Postaw %n Jednostkę: stojące {standing}, położone {laid_down}.</numerusform>
            <numerusform>Postaw %n Jednostki: stojące {standing}, położone {laid_down}.</numerusform>
            <numerusform>Postaw %n Jednostek: stojące {standing}, położone {laid_down}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Stand up 1 Unit: {standing} standing, {laid_down} laid down.</source>
        <translation>Postaw 1 Jednostkę: stojące {standing}, położone {laid_down}.</translation>
    </message>
    <message>
        <source>Stand up all {raised} laid-down Units: {standing} Units stand.</source>
        <translation>Postaw wszystkie położone Jednostki ({raised}): stoi {standing} Jednostek.</translation>
    </message>
    <message>
        <source>The Army fits the MAC</source>
        <translation>Armia mieści się w MAC</translation>
    </message>
    <message>
        <source>The Bot Emperor gains Bot Power equal to Imperial Authority: add it to Available on the Bot Mat.</source>
        <translation>Cesarz Bot otrzymuje Punkty Bota równe Władzy Cesarskiej: dodaj je do Dostępnych na Planszy Bota.</translation>
    </message>
    <message>
        <source>The app does not track Imperial Authority, so the gain is entered by hand.</source>
        <translation>Aplikacja nie śledzi Władzy Cesarskiej, więc to, co Bot otrzymuje, wpisuje się ręcznie.</translation>
    </message>
    <message>
        <source>The booklet says whom the Bot Emperor defends; that it stays out when a member with a Casus Belli attacks is a reading.</source>
        <translation>Broszura mówi, kogo broni Cesarz Bot; to, że nie wtrąca się, gdy atakuje członek z Casus Belli, to interpretacja.</translation>
    </message>
</context>
<context>
    <name>eupop/end_of_age</name>
    <message>
        <source>End of Age</source>
        <translation>Koniec Ery</translation>
    </message>
    <message>
        <source>Reset the Bot Deck for Age {age} from the Realm&apos;s deck composition and shuffle it: {pile} cards; removed this Age: {removed}.</source>
        <translation>Przygotuj na nowo Talię Bota na Erę {age} według składu talii Królestwa i potasuj ją: kart: {pile}; usunięte w tej Erze: {removed}.</translation>
    </message>
    <message>
        <source>The Bot removes none of its tokens of the kind the booklet names in this routine (its icon is lost in our sources).</source>
        <translation>Bot nie usuwa żadnego ze swoich żetonów rodzaju, który broszura wymienia w tej procedurze (jego ikona zaginęła w naszych źródłach).</translation>
    </message>
    <message>
        <source>The booklet&apos;s text lacks the icon of the token Bots keep at the End of an Age: check your copy.</source>
        <translation>W tekście broszury brakuje ikony żetonu, który Boty zachowują na koniec Ery: sprawdź swój egzemplarz.</translation>
    </message>
</context>
<context>
    <name>eupop/event</name>
    <message>
        <source>1</source>
        <translation>1</translation>
    </message>
    <message>
        <source>1 to 10</source>
        <translation>od 1 do 10</translation>
    </message>
    <message>
        <source>11 to 20</source>
        <translation>od 11 do 20</translation>
    </message>
    <message>
        <source>2</source>
        <translation>2</translation>
    </message>
    <message>
        <source>21 or more</source>
        <translation>21 lub więcej</translation>
    </message>
    <message>
        <source>3</source>
        <translation>3</translation>
    </message>
    <message numerus="yes">
        <source>Bots have no Stability: for each step lost, the Bot gains %n Unrest instead (place it by Choice Processes: lowest Tax Value first).</source>
        <translation>
            <numerusform>Boty nie mają Stabilności: za każdy stracony krok Bot otrzymuje zamiast tego %n Niepokój (umieść go według Procesów Wyboru: najpierw najniższa Wartość Podatkowa).</numerusform>
            <numerusform>Boty nie mają Stabilności: za każdy stracony krok Bot otrzymuje zamiast tego %n Niepokoje (umieść je według Procesów Wyboru: najpierw najniższa Wartość Podatkowa).</numerusform>
            <numerusform>Boty nie mają Stabilności: za każdy stracony krok Bot otrzymuje zamiast tego %n Niepokojów (umieść je według Procesów Wyboru: najpierw najniższa Wartość Podatkowa).</numerusform>
        </translation>
    </message>
    <message>
        <source>Bots have no Stability: for each step lost, the Bot gains 1 Unrest instead (place it by Choice Processes: lowest Tax Value first).</source>
        <translation>Boty nie mają Stabilności: za każdy stracony krok Bot otrzymuje zamiast tego 1 Niepokój (umieść go według Procesów Wyboru: najpierw najniższa Wartość Podatkowa).</translation>
    </message>
    <message>
        <source>Bots have no Stability: for each step lost, the Bot gains {n} Unrest instead (place it by Choice Processes: lowest Tax Value first).</source>
        <translation>Boty nie mają Stabilności: za każdy stracony krok Bot otrzymuje zamiast tego Niepokój ({n}) (umieść go według Procesów Wyboru: najpierw najniższa Wartość Podatkowa).</translation>
    </message>
    <message>
        <source>Can the Bot pay {n} Bot Power?</source>
        <translation>Czy Bot może zapłacić {n} Punkty Bota?</translation>
    </message>
    <message>
        <source>Check both icons of the rule &apos;Gaining one token: gain another instead&apos; in your booklet: as in Bot Setup, this step gives the Bot a Town instead of a Vassal.</source>
        <translation>Sprawdź w swojej broszurze obie ikony zasady „Zdobywając jeden żeton: otrzymaj zamiast tego inny”: tak jak przy Przygotowaniu Bota, ten krok daje Botowi Miasto zamiast Wasala.</translation>
    </message>
    <message>
        <source>Check this rule&apos;s first icon in your booklet: this step takes it as Stability lost.</source>
        <translation>Sprawdź pierwszą ikonę tej zasady w swojej broszurze: ten krok przyjmuje, że chodzi o utratę Stabilności.</translation>
    </message>
    <message>
        <source>Check this rule&apos;s icons in your booklet: this step gives Bot Power instead of Ducats.</source>
        <translation>Sprawdź ikony tej zasady w swojej broszurze: ten krok daje Punkty Bota zamiast Dukatów.</translation>
    </message>
    <message>
        <source>Check this rule&apos;s icons in your booklet: this step takes them as Stability gained.</source>
        <translation>Sprawdź ikony tej zasady w swojej broszurze: ten krok przyjmuje, że chodzi o otrzymanie Stabilności.</translation>
    </message>
    <message>
        <source>Check this rule&apos;s icons in your booklet: this step turns Ducats into Bot Power.</source>
        <translation>Sprawdź ikony tej zasady w swojej broszurze: ten krok zamienia Dukaty na Punkty Bota.</translation>
    </message>
    <message>
        <source>Does the Event give more than {n} Ducats?</source>
        <translation>Czy Wydarzenie daje więcej niż {n} Dukatów?</translation>
    </message>
    <message>
        <source>Does the Event take more than {n} Ducats?</source>
        <translation>Czy Wydarzenie zabiera więcej niż {n} Dukatów?</translation>
    </message>
    <message>
        <source>End of the EVENT Action.</source>
        <translation>Koniec Akcji WYDARZENIE.</translation>
    </message>
    <message numerus="yes">
        <source>For each step of Stability gained, remove %n of the Bot&apos;s Unrest (highest Tax Value first).</source>
        <translation>
            <numerusform>Za każdy otrzymany krok Stabilności usuń %n Niepokój Bota (najpierw najwyższa Wartość Podatkowa).</numerusform>
            <numerusform>Za każdy otrzymany krok Stabilności usuń %n Niepokoje Bota (najpierw najwyższa Wartość Podatkowa).</numerusform>
            <numerusform>Za każdy otrzymany krok Stabilności usuń %n Niepokojów Bota (najpierw najwyższa Wartość Podatkowa).</numerusform>
        </translation>
    </message>
    <message>
        <source>For each step of Stability gained, remove 1 of the Bot&apos;s Unrest (highest Tax Value first).</source>
        <translation>Za każdy otrzymany krok Stabilności usuń 1 Niepokój Bota (najpierw najwyższa Wartość Podatkowa).</translation>
    </message>
    <message>
        <source>For each step of Stability gained, remove {n} of the Bot&apos;s Unrest (highest Tax Value first).</source>
        <translation>Za każdy otrzymany krok Stabilności usuń Niepokój Bota ({n}) (najpierw najwyższa Wartość Podatkowa).</translation>
    </message>
    <message numerus="yes">
        <source>Instead of Ducats the Bot gains %n Bot Power: {one} per {per} Ducats, rounded up, at most {max}.</source>
        <translation>
            <numerusform>Zamiast Dukatów Bot otrzymuje %n Punkt Bota: {one} za każde {per} Dukatów, w górę, najwyżej {max}.</numerusform>
            <numerusform>Zamiast Dukatów Bot otrzymuje %n Punkty Bota: {one} za każde {per} Dukatów, w górę, najwyżej {max}.</numerusform>
            <numerusform>Zamiast Dukatów Bot otrzymuje %n Punktów Bota: {one} za każde {per} Dukatów, w górę, najwyżej {max}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Instead of Ducats the Bot gains {n} Bot Power (1 per 10 Ducats, rounded up, at most 3).</source>
        <translation>Zamiast Dukatów Bot otrzymuje Punkty Bota ({n}) (1 za każde 10 Dukatów, w górę, najwyżej 3).</translation>
    </message>
    <message>
        <source>Instead of Ducats the Bot gains {n} Bot Power: {one} per {per} Ducats, rounded up, at most {max}.</source>
        <translation>Zamiast Dukatów Bot otrzymuje Punkty Bota ({n}): {one} za każde {per} Dukatów, w górę, najwyżej {max}.</translation>
    </message>
    <message numerus="yes">
        <source>Instead of Ducats the Bot loses %n Available Bot Power: {one} per {per} Ducats, rounded up, at most {max}.</source>
        <translation>
            <numerusform>Zamiast Dukatów Bot straci %n Dostępny Punkt Bota: {one} za każde {per} Dukatów, w górę, najwyżej {max}.</numerusform>
            <numerusform>Zamiast Dukatów Bot straci %n Dostępne Punkty Bota: {one} za każde {per} Dukatów, w górę, najwyżej {max}.</numerusform>
            <numerusform>Zamiast Dukatów Bot straci %n Dostępnych Punktów Bota: {one} za każde {per} Dukatów, w górę, najwyżej {max}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Instead of Ducats the Bot loses {lost} Available Bot Power (1 per 10 Ducats, rounded up, at most 3).</source>
        <translation>Zamiast Dukatów Bot straci Dostępne Punkty Bota ({lost}) (1 za każde 10 Dukatów, w górę, najwyżej 3).</translation>
    </message>
    <message>
        <source>Instead of Ducats the Bot loses {lost} Available Bot Power: {one} per {per} Ducats, rounded up, at most {max}.</source>
        <translation>Zamiast Dukatów Bot straci Dostępne Punkty Bota ({lost}): {one} za każde {per} Dukatów, w górę, najwyżej {max}.</translation>
    </message>
    <message>
        <source>Instead of Trading, the Bot gains {n} Bot Power.</source>
        <translation>Zamiast Handlu Bot otrzymuje Punkty Bota ({n}).</translation>
    </message>
    <message>
        <source>Nothing applies: the Bot gains {n} Bot Power.</source>
        <translation>Nic nie ma zastosowania: Bot otrzymuje Punkty Bota ({n}).</translation>
    </message>
    <message>
        <source>Pay {n} Bot Power to recruit all {units} Units of the Manpower Reserve into the Army.</source>
        <translation>Zapłać {n} Punkty Bota, aby zrekrutować do Armii wszystkie Jednostki z Rezerwy Zasobów Ludzkich ({units}).</translation>
    </message>
    <message>
        <source>Remove the Units to be Exhausted from the Bot&apos;s Army (correct the Army on the Bot Mat).</source>
        <translation>Usuń z Armii Bota Jednostki do Wyczerpania (popraw Armię w panelu Bota).</translation>
    </message>
    <message>
        <source>Remove the Units to be Exhausted from the Bot&apos;s Army (correct the Army on the Bot&apos;s mat).</source>
        <translation>Usuń z Armii Bota Jednostki do Wyczerpania (popraw Armię w panelu Bota).</translation>
    </message>
    <message>
        <source>Resolve the Secondary Effects. Attrition, Unrest/Rebellion, Power Struggle: as normal. Character Mortality, Disloyal Vassals: as normal, Bots unaffected. Pirates: auto-resolution. Lost at Sea: Bots unaffected, auto-resolution for humans. Cardinal Dies: auto-resolution, ignoring the Bot&apos;s own. Native Uprising: the Bot ignores it. DNPR Expansion: auto-resolution, skipping Areas where this Bot Owns Provinces. Spread of Religious Ideas or of the Revolution: auto-resolution, but spread the Bot&apos;s State Religion first, avoid Religious Dissent for the Bot, prefer removing it.</source>
        <translation>Rozpatrz Efekty Drugorzędne. Wyczerpanie Wojną, Niepokój/Bunt, Konflikt o Władzę: jak zwykle. Śmiertelność postaci, Nielojalni Wasale: jak zwykle, Boty nietknięte. Piraci: auto-rozwiązanie. Zagubieni na morzu: Boty nietknięte, auto-rozwiązanie dla ludzi. Kardynał umiera: auto-rozwiązanie, z pominięciem własnych Kardynałów Bota. Powstanie tubylców: Bot je pomija. Ekspansja DNPR: auto-rozwiązanie, z pominięciem Obszarów, w których ten Bot jest Właścicielem Prowincji. Rozprzestrzenianie się Idei religijnych lub Rozprzestrzenianie się Rewolucji: auto-rozwiązanie, ale najpierw szerz Religię Państwową Bota, unikaj Niepokojów Religijnych dla Bota, preferuj ich usuwanie.</translation>
    </message>
    <message>
        <source>Take an Event from the display for the Bot. Choose the Event and its option by Choice Processes; when the Bot is not the Active Player it picks option A; on every sub-option it picks the first one.</source>
        <translation>Weź dla Bota Wydarzenie z odkrytych. Wybierz Wydarzenie i jego opcję według Procesów Wyboru; gdy Bot nie jest Aktywnym Graczem, wybiera opcję A; przy każdej podopcji wybiera pierwszą.</translation>
    </message>
    <message>
        <source>The Bot does not Declare War (it only may when at Peace with more Available than Spent Bot Power).</source>
        <translation>Bot nie Wypowiada Wojny (może tylko w czasie Pokoju, mając więcej Dostępnych niż Wydanych Punktów Bota).</translation>
    </message>
    <message>
        <source>The Bot has no Unrest: it gains {n} Bot Power (2 per step).</source>
        <translation>Bot nie ma Niepokoju: otrzymuje Punkty Bota ({n}) (2 za krok).</translation>
    </message>
    <message>
        <source>The Bot has no Unrest: it gains {n} Bot Power ({per} per step).</source>
        <translation>Bot nie ma Niepokoju: otrzymuje Punkty Bota ({n}) ({per} za krok).</translation>
    </message>
    <message>
        <source>The booklet&apos;s text keeps this chart&apos;s heading (reached from the Main Turn Structure and Bot Card 01), its General Event Rules and its Secondary Effects, not its boxes. The same rules apply when another Realm&apos;s Event affects a Bot (&apos;An Event of another Realm affects the Bot&apos;). Several rules lack their icons in the booklet&apos;s text; the steps marked reconstructed read them.</source>
        <translation>Tekst broszury zachowuje nagłówek tego diagramu (prowadzą do niego Struktura Tury Głównej i Karta Bota 01), jego Ogólne Zasady Wydarzeń i Efekty Drugorzędne, a nie jego pola. Te same zasady obowiązują, gdy Wydarzenie innego Królestwa dotyka Bota („Wydarzenie innego Królestwa dotyka Bota”). W tekście broszury kilku zasadom brakuje ikon; kroki oznaczone jako zrekonstruowane podają ich interpretację.</translation>
    </message>
    <message>
        <source>The booklet&apos;s text lacks both icons of the rule &apos;Gaining one token: gain another instead&apos;; Bot Setup replaces Vassals with Towns, so this reads it the same way. Check your copy.</source>
        <translation>W tekście broszury brakuje obu ikon zasady „Zdobywając jeden żeton: otrzymaj zamiast tego inny”; Przygotowanie Bota zamienia Wasali w Miasta, więc ten krok interpretuje ją tak samo. Sprawdź swój egzemplarz.</translation>
    </message>
    <message>
        <source>The booklet&apos;s text lacks the icons of the two tokens this rule is about: check your copy.</source>
        <translation>W tekście broszury brakuje ikon obu żetonów, o których mówi ta zasada: sprawdź swój egzemplarz.</translation>
    </message>
    <message>
        <source>The booklet&apos;s text lacks this rule&apos;s first icon; losing Stability is a reading.</source>
        <translation>W tekście broszury brakuje pierwszej ikony tej zasady; utrata Stabilności to interpretacja.</translation>
    </message>
    <message>
        <source>The booklet&apos;s text lacks this rule&apos;s icons; Ducats turned into Bot Power is a reading.</source>
        <translation>W tekście broszury brakuje ikon tej zasady; Dukaty zamieniane na Punkty Bota to interpretacja.</translation>
    </message>
    <message>
        <source>The booklet&apos;s text lacks this rule&apos;s icons; gaining Stability is a reading.</source>
        <translation>W tekście broszury brakuje ikon tej zasady; otrzymanie Stabilności to interpretacja.</translation>
    </message>
    <message>
        <source>The chart image is not in our sources (it is reached from Main Turn Structure and Bot Card 01, per seed 000). The General Event Rules and Secondary Effects are, and they also apply when another Realm&apos;s Event affects a Bot.</source>
        <translation>Obrazu diagramu nie ma w naszych źródłach (prowadzą do niego Struktura Tury Głównej i Karta Bota 01, według źródła 000). Ogólne Zasady Wydarzeń i Efekty Drugorzędne są i obowiązują także wtedy, gdy Wydarzenie innego Królestwa dotyczy Bota.</translation>
    </message>
    <message>
        <source>The chart image is not in our sources (the Polish booklet says it is reached from Main Turn Structure and from a Bot Card). The General Event Rules and Secondary Effects are, and they also apply when another Realm&apos;s Event affects a Bot.</source>
        <translation>Obrazu diagramu nie ma w naszych źródłach (polska broszura mówi, że prowadzą do niego Struktura Tury Głównej i Karta Bota). Ogólne Zasady Wydarzeń i Efekty Drugorzędne są i obowiązują także wtedy, gdy Wydarzenie innego Królestwa dotyczy Bota.</translation>
    </message>
    <message>
        <source>The chart image is not in our sources (the Polish booklet says it is reached from Main Turn Structure and from a Bot Card). The General Event Rules and Secondary Effects are, and they also apply when another Realm&apos;s Event affects a Bot. One rule (&apos;gaining one token: gain another instead&apos;) lost both icons in both seeds; resolve it from your booklet.</source>
        <translation>Obrazu diagramu nie ma w naszych źródłach (polska broszura mówi, że prowadzą do niego Struktura Tury Głównej i Karta Bota). Ogólne Zasady Wydarzeń i Efekty Drugorzędne są i obowiązują także wtedy, gdy Wydarzenie innego Królestwa dotyczy Bota. Jedna zasada („otrzymując jeden żeton, otrzymaj zamiast niego inny”) straciła obie ikony w obu źródłach; rozpatrz ją według swojej broszury.</translation>
    </message>
    <message>
        <source>The token icons are lost in both seeds.</source>
        <translation>Ikony żetonów zaginęły w obu źródłach.</translation>
    </message>
</context>
<context>
    <name>eupop/explore</name>
    <message>
        <source>Explore it as the main rules say (several: highest Tax Value, then alphabetical). Shuffle any set-aside Trade Cards with this Distant Continent&apos;s number into the Trade Deck.</source>
        <translation>Eksploruj je zgodnie z zasadami głównymi (kilka: najwyższa Wartość Podatkowa, potem alfabetycznie). Potasuj odłożone Karty Handlu z numerem tego Odległego Kontynentu z Talią Handlu.</translation>
    </message>
    <message>
        <source>Is there a Distant Province or Territory numbered {n} next to a Bot Town or Ship?</source>
        <translation>Czy jest Odległa Prowincja lub Terytorium o numerze {n} obok Miasta lub Statku Bota?</translation>
    </message>
    <message>
        <source>Roll a die for the number of the Distant Territories to Explore.</source>
        <translation>Rzuć kością, aby ustalić numer Odległych Terytoriów do Eksploracji.</translation>
    </message>
    <message>
        <source>The booklet&apos;s text keeps this chart&apos;s heading (reached from NAVAL, from COLONIZE and from Bot Card 11) and its footnotes (Castile or Portugal and the discovery Event; a Distant Province or Territory next to a Bot Town or Ship, Territories matching the die; set-aside Trade Cards), not its boxes.</source>
        <translation>Tekst broszury zachowuje nagłówek tego diagramu (prowadzą do niego MORSKA, KOLONIZACJA i Karta Bota 11) oraz jego przypisy (Kastylia lub Portugalia i Wydarzenie odkrycia; Odległa Prowincja lub Terytorium obok Miasta lub Statku Bota, Terytoria zgodne z rzutem kością; odłożone Karty Handlu), a nie jego pola.</translation>
    </message>
    <message>
        <source>The chart image is not in our sources; its footnotes are (Castile/Portugal and the discovery Event, adjacency and the rolled number of Territories, set-aside Trade Cards).</source>
        <translation>Obrazu diagramu nie ma w naszych źródłach; jego przypisy są (Kastylia/Portugalia i Wydarzenie odkrycia, sąsiedztwo i wyrzucony numer Terytoriów, odłożone Karty Handlu).</translation>
    </message>
    <message>
        <source>The chart image is not in our sources; its three footnotes are (Castile/Portugal and the discovery Event, adjacency and the rolled number of Territories, set-aside Trade Cards).</source>
        <translation>Obrazu diagramu nie ma w naszych źródłach; jego trzy przypisy są (Kastylia/Portugalia i Wydarzenie odkrycia, sąsiedztwo i wyrzucony numer Terytoriów, odłożone Karty Handlu).</translation>
    </message>
</context>
<context>
    <name>eupop/focus</name>
    <message>
        <source>Does the {area} Focus area hold {threshold} or more Bot Power?</source>
        <translation>Czy obszar Skupienia {area} ma {threshold} lub więcej Punktów Bota?</translation>
    </message>
    <message>
        <source>Does this Focus area hold {threshold} or more Bot Power?</source>
        <translation>Czy ten obszar Skupienia ma {threshold} lub więcej Punktów Bota?</translation>
    </message>
    <message>
        <source>Focus area: {area}.</source>
        <translation>Obszar Skupienia: {area}.</translation>
    </message>
    <message>
        <source>Is there a {area} Milestone the Bot can score now?</source>
        <translation>Czy jest Kamień Milowy ({area}), który Bot może teraz zdobyć?</translation>
    </message>
    <message>
        <source>Move the {moved} Bot Power paid for this card from Spent to the {area} Focus area; it now holds {in_focus}. Set the card aside.</source>
        <translation>Przenieś Punkty Bota zapłacone za tę kartę ({moved}) z Wydanych do obszaru Skupienia {area}; jest w nim teraz {in_focus}. Odłóż kartę.</translation>
    </message>
    <message>
        <source>Our card data names no Focus area for this card. Which Milestone type does the card show?</source>
        <translation>Nasze dane kart nie wskazują obszaru Skupienia dla tej karty. Jaki rodzaj Kamienia Milowego pokazuje karta?</translation>
    </message>
    <message>
        <source>Score that Milestone for the Bot (several: by Choice Processes). Return the {returned} Bot Power in the Focus area to Supply.</source>
        <translation>Zdobądź ten Kamień Milowy dla Bota (kilka: według Procesów Wyboru). Odłóż Punkty Bota z obszaru Skupienia ({returned}) do Zasobów.</translation>
    </message>
    <message>
        <source>The booklet&apos;s text keeps only this chart&apos;s heading. The Bot Power spent on FOCUS goes to the Focus area of the card&apos;s Milestone type; with as much there as the Difficulty Level asks, the Bot scores a Milestone. Cards used for FOCUS are set aside at the reshuffle.</source>
        <translation>Tekst broszury zachowuje tylko nagłówek tego diagramu. Punkty Bota wydane na SKUPIENIE trafiają do obszaru Skupienia rodzaju Kamienia Milowego z karty; gdy jest ich tam tyle, ile wymaga Poziom Trudności, Bot zdobywa Kamień Milowy. Karty użyte do SKUPIENIA są odkładane przy przetasowaniu.</translation>
    </message>
    <message>
        <source>The card list the app uses names no Milestone type for this card: read it from your card.</source>
        <translation>Lista kart, której używa aplikacja, nie podaje rodzaju Kamienia Milowego dla tej karty: odczytaj go ze swojej karty.</translation>
    </message>
    <message>
        <source>The chart image is not in our sources. The Bot Power spent on FOCUS goes to the Focus area of the card&apos;s Milestone type; with as much there as the difficulty asks, the Bot scores a Milestone. Cards used for FOCUS are set aside at the reshuffle.</source>
        <translation>Obrazu diagramu nie ma w naszych źródłach. Punkty Bota wydane na SKUPIENIE trafiają do obszaru Skupienia rodzaju Kamienia Milowego z karty; gdy jest ich tam tyle, ile wymaga poziom trudności, Bot zdobywa Kamień Milowy. Karty użyte do SKUPIENIA są odkładane przy przetasowaniu.</translation>
    </message>
    <message>
        <source>Which Milestone type does the FOCUS Action of card {card} show?</source>
        <translation>Jaki rodzaj Kamienia Milowego pokazuje Akcja SKUPIENIA na karcie {card}?</translation>
    </message>
</context>
<context>
    <name>eupop/idea</name>
    <message>
        <source>Move the Administrative Ideas chit on the Bot Mat: {count} Researched.</source>
        <translation>Przesuń znacznik Idei Administracyjnych na Planszy Bota: Zbadane: {count}.</translation>
    </message>
    <message>
        <source>Move the Diplomatic Ideas chit on the Bot Mat: {count} Researched.</source>
        <translation>Przesuń znacznik Idei Dyplomatycznych na Planszy Bota: Zbadane: {count}.</translation>
    </message>
    <message>
        <source>Move the Military Ideas chit on the Bot Mat: {count} Researched.</source>
        <translation>Przesuń znacznik Idei Militarnych na Planszy Bota: Zbadane: {count}.</translation>
    </message>
    <message>
        <source>The Bot now has QftNW: it may Explore Distant Sea Zones and target vacant Territories.</source>
        <translation>Bot ma teraz QftNW: może eksplorować Odległe Strefy Morskie i obierać za cel puste Terytoria.</translation>
    </message>
    <message>
        <source>The booklet&apos;s text keeps only this chart&apos;s heading. Bots Research and tag Ideas as normal but ignore their effects; the Bot Mat counts Ideas per type, up to its last space, for the bonuses.</source>
        <translation>Tekst broszury zachowuje tylko nagłówek tego diagramu. Boty Badają i oznaczają Idee jak zwykle, ale pomijają ich efekty; Plansza Bota liczy Idee każdego rodzaju, do ostatniego pola, dla premii.</translation>
    </message>
    <message>
        <source>The chart image is not in our sources. Bots Research and tag Ideas as normal but ignore their effects; the Bot Mat counts Ideas per type (up to 3) for the bonuses.</source>
        <translation>Obrazu diagramu nie ma w naszych źródłach. Boty Badają i oznaczają Idee jak zwykle, ale pomijają ich efekty; Plansza Bota liczy Idee każdego rodzaju (do 3) dla premii.</translation>
    </message>
    <message>
        <source>The chart image is not in our sources. Bots Research and tag Ideas as normal but ignore their effects; the Bot Mat counts Ideas per type, up to its last space, for the bonuses.</source>
        <translation>Obrazu diagramu nie ma w naszych źródłach. Boty Badają i oznaczają Idee jak zwykle, ale pomijają ich efekty; Plansza Bota liczy Idee każdego rodzaju, do ostatniego pola, dla premii.</translation>
    </message>
</context>
<context>
    <name>eupop/income</name>
    <message>
        <source>0</source>
        <translation>0</translation>
    </message>
    <message>
        <source>1</source>
        <translation>1</translation>
    </message>
    <message>
        <source>2</source>
        <translation>2</translation>
    </message>
    <message>
        <source>20+ Small Towns</source>
        <translation>20+ Małych Miast</translation>
    </message>
    <message>
        <source>3</source>
        <translation>3</translation>
    </message>
    <message>
        <source>4</source>
        <translation>4</translation>
    </message>
    <message>
        <source>8 Large Towns</source>
        <translation>8 Dużych Miast</translation>
    </message>
    <message>
        <source>Both booklets say the tile gives the Bot &apos;an additional&apos; something in Phase 4 and lack its icon; 1 Bot Power is a reading: check your copy.</source>
        <translation>Obie broszury mówią, że kafelek daje Botowi w Fazie 4 „dodatkowe” coś, ale brakuje w nich jego ikony; 1 Punkt Bota to interpretacja: sprawdź swój egzemplarz.</translation>
    </message>
    <message>
        <source>Both seeds say the tile gives the Bot &apos;an additional&apos; something in Phase 4; the icon is lost in our copies. We read it as 1 Bot Power.</source>
        <translation>Oba źródła mówią, że kafelek daje Botowi „dodatkowo” coś w Fazie 4; ikona zaginęła w naszych kopiach. Odczytujemy to jako 1 Punkt Bota.</translation>
    </message>
    <message>
        <source>Check the icon of this reward in your booklet.</source>
        <translation>Sprawdź ikonę tej nagrody w swojej broszurze.</translation>
    </message>
    <message>
        <source>Does the Bot have 20 or more Small Towns in play, all 8 Large Towns in play, both, or neither?</source>
        <translation>Czy Bot ma w grze 20 lub więcej Małych Miast, wszystkie 8 Dużych Miast, jedno i drugie, czy żadne?</translation>
    </message>
    <message>
        <source>Does the Bot have {small} or more Small Towns in play, all {large} Large Towns in play, both, or neither?</source>
        <translation>Czy Bot ma w grze {small} lub więcej Małych Miast, wszystkie Duże Miasta ({large}), jedno i drugie, czy żadne?</translation>
    </message>
    <message numerus="yes">
        <source>Gain %n Bot Power (Difficulty Level). Available: {available}.</source>
        <translation>
            <numerusform>Otrzymaj %n Punkt Bota (Poziom Trudności). Dostępne: {available}.</numerusform>
            <numerusform>Otrzymaj %n Punkty Bota (Poziom Trudności). Dostępne: {available}.</numerusform>
            <numerusform>Otrzymaj %n Punktów Bota (Poziom Trudności). Dostępne: {available}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Gain %n Bot Power for the +20 Income tile (check your booklet).</source>
        <translation>
            <numerusform>Otrzymaj %n Punkt Bota za kafelek Dochód +20 (sprawdź w broszurze).</numerusform>
            <numerusform>Otrzymaj %n Punkty Bota za kafelek Dochód +20 (sprawdź w broszurze).</numerusform>
            <numerusform>Otrzymaj %n Punktów Bota za kafelek Dochód +20 (sprawdź w broszurze).</numerusform>
        </translation>
    </message>
    <message>
        <source>How much extra Monarch Power and Ducats does the current Imperial Authority level give? The Bot gains that much Bot Power.</source>
        <translation>Ile dodatkowych Punktów Władzy i Dukatów daje obecny poziom Władzy Cesarskiej? Bot otrzymuje tyle samo Punktów Bota.</translation>
    </message>
    <message>
        <source>If Imperial Authority is at +6, the Bot Emperor gains the extra reward printed in your booklet (the icon is lost in our sources).</source>
        <translation>Jeśli Władza Cesarska wynosi +6, Cesarz Bot otrzymuje dodatkową nagrodę wydrukowaną w twojej broszurze (ikona zaginęła w naszych źródłach).</translation>
    </message>
    <message>
        <source>If Imperial Authority is at +{level}, the Bot Emperor also gains the reward your booklet prints in this rule.</source>
        <translation>Jeśli Władza Cesarska wynosi +{level}, Cesarz Bot otrzymuje też nagrodę, którą ta zasada podaje w twojej broszurze.</translation>
    </message>
    <message>
        <source>If Imperial Authority is at +{level}, the Bot Emperor gains the extra reward printed in your booklet (the icon is lost in our sources).</source>
        <translation>Jeśli Władza Cesarska wynosi +{level}, Cesarz Bot otrzymuje dodatkową nagrodę wydrukowaną w twojej broszurze (ikona zaginęła w naszych źródłach).</translation>
    </message>
    <message>
        <source>Refresh Bot Power: return the {spent} Spent Bot Power to the Supply.</source>
        <translation>Odświeżenie Punktów Bota: odłóż Wydane Punkty Bota ({spent}) do Zasobów.</translation>
    </message>
    <message>
        <source>Roll for Imperial Authority as for an NPR Emperor (main rules p. 45).</source>
        <translation>Rzuć kością na Władzę Cesarską jak dla Cesarza NPR (zasady główne, s. 45).</translation>
    </message>
    <message>
        <source>The app does not track Imperial Authority; the answer choices stop at 4 because the amount must be picked, not typed.</source>
        <translation>Aplikacja nie śledzi Władzy Cesarskiej; odpowiedzi kończą się na 4, bo wartość trzeba wybrać, a nie wpisać.</translation>
    </message>
    <message>
        <source>The booklet&apos;s text lacks the icon of this reward: check your copy.</source>
        <translation>W tekście broszury brakuje ikony tej nagrody: sprawdź swój egzemplarz.</translation>
    </message>
    <message>
        <source>Your booklet says the tile gives the Bot something additional in Phase 4: check its icon there. This step gives one Bot Power.</source>
        <translation>Twoja broszura mówi, że kafelek daje Botowi w Fazie 4 coś dodatkowego: sprawdź tam jego ikonę. Ten krok daje jeden Punkt Bota.</translation>
    </message>
</context>
<context>
    <name>eupop/land_battle</name>
    <message>
        <source>An Opponent (human or Bot)</source>
        <translation>Z Przeciwnikiem (człowiekiem lub Botem)</translation>
    </message>
    <message>
        <source>Do the hits eliminate all {strength} standing Units of the Bot&apos;s Army?</source>
        <translation>Czy trafienia eliminują wszystkie stojące Jednostki Armii Bota ({strength})?</translation>
    </message>
    <message>
        <source>Do the hits eliminate every standing Unit of the Bot&apos;s Army ({strength})?</source>
        <translation>Czy trafienia eliminują każdą stojącą Jednostkę Armii Bota ({strength})?</translation>
    </message>
    <message>
        <source>Follow the normal Battle Sequence (main rules, page 26). Each Battle Round the Bot rolls {dice} Infantry Dice; all its Units count as Infantry. No Military cards, no Generals, and the Bot never retreats. Laid-down Units neither hit nor become Casualties.</source>
        <translation>Stosuj zwykłą sekwencję Bitwy (zasady główne, strona 26). W każdej Rundzie Bitwy Bot rzuca Kośćmi Piechoty ({dice}); wszystkie jego Jednostki liczą się jako Piechota. Bez kart Militarnych, bez Generałów, a Bot nigdy się nie wycofuje. Położone Jednostki ani nie trafiają, ani nie stają się Stratami.</translation>
    </message>
    <message>
        <source>Follow the normal Battle Sequence (main rules, page {page}). Each Battle Round the Bot rolls {dice} Infantry Dice; all its Units count as Infantry. No Military cards, no Generals, and the Bot never retreats. Laid-down Units neither hit nor become Casualties.</source>
        <translation>Stosuj zwykłą sekwencję Bitwy (zasady główne, strona {page}). W każdej Rundzie Bitwy Bot rzuca Kośćmi Piechoty ({dice}); wszystkie jego Jednostki liczą się jako Piechota. Bez kart Militarnych, bez Generałów, a Bot nigdy się nie wycofuje. Położone Jednostki ani nie trafiają, ani nie stają się Stratami.</translation>
    </message>
    <message>
        <source>Has the Bot any Units left?</source>
        <translation>Czy Botowi zostały jakieś Jednostki?</translation>
    </message>
    <message>
        <source>How many Casualties did the Bot&apos;s Army take in this Battle? {standing} Units stand.</source>
        <translation>Ile Strat poniosła Armia Bota w tej Bitwie? Stojących Jednostek: {standing}.</translation>
    </message>
    <message>
        <source>How many hits did those dice roll? Each is one Casualty; {strength} Units stand.</source>
        <translation>Ile trafień dał rzut kością? Każde to jedna Strata; stojących Jednostek: {strength}.</translation>
    </message>
    <message>
        <source>Remove the Bot&apos;s Casualties from its Army on the Bot Mat. Standing now: {standing}.</source>
        <translation>Usuń Straty Bota z jego Armii na Planszy Bota. Stoi teraz: {standing}.</translation>
    </message>
    <message>
        <source>Remove the Bot&apos;s Casualties from its Army on the Bot Mat. {standing} Units stand now.</source>
        <translation>Usuń Straty Bota z jego Armii na Planszy Bota. Stoi teraz Jednostek: {standing}.</translation>
    </message>
    <message>
        <source>Remove the Casualties from the Army on the Bot Mat; some Units remain.</source>
        <translation>Usuń Straty z Armii na Planszy Bota; część Jednostek zostaje.</translation>
    </message>
    <message>
        <source>Remove tokens equal to half the Army&apos;s starting strength: half of {strength} is {half} (the token&apos;s icon is lost in both seeds; the rounding is not printed).</source>
        <translation>Usuń żetony w liczbie połowy początkowej siły Armii: połowa z {strength} to {half} (ikona żetonu zaginęła w obu źródłach; zaokrąglenie nie jest wydrukowane).</translation>
    </message>
    <message>
        <source>Roll one Infantry Die per NPR or Rebel Unit present. Each hit result counts as one Casualty for the Bot&apos;s Army ({strength} Units stand at the start).</source>
        <translation>Rzuć jedną Kością Piechoty za każdą obecną Jednostkę NPR lub Buntowników. Każdy wynik trafienia to jedna Strata dla Armii Bota (na początku stoi Jednostek: {strength}).</translation>
    </message>
    <message numerus="yes">
        <source>The Army loses its %n standing Units.</source>
        <translation>
            <numerusform>Armia straci swoją %n stojącą Jednostkę.</numerusform>
            <numerusform>Armia straci swoje %n stojące Jednostki.</numerusform>
            <numerusform>Armia straci swoich %n stojących Jednostek.</numerusform>
        </translation>
    </message>
    <message>
        <source>The Army loses its {lost} standing Units.</source>
        <translation>Armia straci swoje stojące Jednostki ({lost}).</translation>
    </message>
    <message>
        <source>The Bot rolls its Battle Dice as normal; assign Casualties as in &apos;Fighting Multiple Enemies&apos; (main rules, page 27).</source>
        <translation>Bot rzuca Kośćmi Bitewnymi jak zwykle; przydziel Straty jak w „Walce z wieloma Wrogami” (zasady główne, strona 27).</translation>
    </message>
    <message>
        <source>The booklet gives these rules both as a chart and in prose; its text keeps the prose, which these steps follow. The Bot Power for the Active Bot&apos;s first win of a Turn is given by the calling chart.</source>
        <translation>Broszura podaje te zasady i jako diagram, i opisem; jej tekst zachowuje opis, na którym opierają się te kroki. Punkty Bota za pierwsze zwycięstwo Aktywnego Bota w Turze daje diagram wywołujący.</translation>
    </message>
    <message>
        <source>The booklet&apos;s text lacks the die faces that count as hits: read them from your copy.</source>
        <translation>W tekście broszury brakuje ścianek kości liczonych jako trafienia: odczytaj je ze swojego egzemplarza.</translation>
    </message>
    <message>
        <source>The booklet&apos;s text lacks the icon of the token removed and does not say how to round: check your copy.</source>
        <translation>W tekście broszury brakuje ikony usuwanego żetonu i nie ma w nim mowy o zaokrąglaniu: sprawdź swój egzemplarz.</translation>
    </message>
    <message>
        <source>The chart itself is not in our sources; the prose of &apos;Land Battles&apos; is. The Bot Power for the Active Bot&apos;s first win of a Turn is given by the calling chart.</source>
        <translation>Samego diagramu nie ma w naszych źródłach; jest tekst „Bitwy Lądowe”. Punkty Bota za pierwszą wygraną Aktywnego Bota w Turze daje diagram wywołujący.</translation>
    </message>
    <message>
        <source>The chart on page 16 is not in our sources; the prose of &apos;Land Battles&apos; is. The 1 Bot Power for the Active Bot&apos;s first win of a Turn is given by the calling chart.</source>
        <translation>Diagramu ze strony 16 nie ma w naszych źródłach; jest tekst „Bitwy Lądowe”. 1 Punkt Bota za pierwszą wygraną Aktywnego Bota w Turze daje diagram wywołujący.</translation>
    </message>
    <message>
        <source>The hit symbols on the die are lost in both seeds&apos; text.</source>
        <translation>Symbole trafień na kości zaginęły w tekście obu źródeł.</translation>
    </message>
    <message>
        <source>how many hits the Infantry Dice rolled</source>
        <translation>ile trafień dał rzut Kośćmi Piechoty</translation>
    </message>
</context>
<context>
    <name>eupop/mac</name>
    <message>
        <source>0</source>
        <translation>0</translation>
    </message>
    <message>
        <source>1</source>
        <translation>1</translation>
    </message>
    <message>
        <source>10</source>
        <translation>10</translation>
    </message>
    <message>
        <source>2</source>
        <translation>2</translation>
    </message>
    <message>
        <source>3</source>
        <translation>3</translation>
    </message>
    <message>
        <source>4</source>
        <translation>4</translation>
    </message>
    <message>
        <source>5</source>
        <translation>5</translation>
    </message>
    <message>
        <source>6</source>
        <translation>6</translation>
    </message>
    <message>
        <source>7</source>
        <translation>7</translation>
    </message>
    <message>
        <source>8</source>
        <translation>8</translation>
    </message>
    <message>
        <source>9</source>
        <translation>9</translation>
    </message>
    <message>
        <source>From this MC on, MC + 3 is at least the Naval Bridge minimum; below it MAC is that minimum.</source>
        <translation>Od tego MC wzwyż MC + 3 wynosi co najmniej minimum dla Mostu Morskiego; poniżej MAC jest równe temu minimum.</translation>
    </message>
    <message>
        <source>Is the Bot&apos;s MC for this Area {n} or more?</source>
        <translation>Czy MC Bota dla tego Obszaru wynosi {n} lub więcej?</translation>
    </message>
    <message>
        <source>MAC here is at least {mac}. Standing: {standing}. Laid down: {laid_down}.</source>
        <translation>MAC wynosi tu co najmniej {mac}. Stojące: {standing}. Położone: {laid_down}.</translation>
    </message>
    <message>
        <source>MAC here is {mac}, the minimum with a Naval Bridge. Standing: {standing}. Laid down: {laid_down}.</source>
        <translation>MAC wynosi tu {mac}, minimum z Mostem Morskim. Stojące: {standing}. Położone: {laid_down}.</translation>
    </message>
    <message>
        <source>What is the Bot&apos;s MC for this Area (main rules, page {page})? MAC is MC + {plus}. Answer {top} when it is {top} or more.</source>
        <translation>Ile wynosi MC Bota dla tego Obszaru (zasady główne, strona {page})? MAC to MC + {plus}. Odpowiedz {top}, gdy wynosi {top} lub więcej.</translation>
    </message>
</context>
<context>
    <name>eupop/main</name>
    <message>
        <source>Can the Bot Colonize a Territory now (a Colonist and a Colonial Claim on a vacant Territory, as the main rules require)? A Bot with no Small Towns left does not Colonize.</source>
        <translation>Czy Bot może teraz skolonizować Terytorium (Kolonista i Roszczenie Kolonialne na pustym Terytorium, jak wymagają zasady główne)? Bot bez Małych Miast nie kolonizuje.</translation>
    </message>
    <message>
        <source>Draw the top Bot Card: card {card}, {actions}. Pay its cost in Bot Power: {cost} (with less Available, pay what is left and still act).</source>
        <translation>Dobierz wierzchnią Kartę Bota: karta {card}, {actions}. Zapłać jej koszt w Punktach Bota: {cost} (mając mniej Dostępnych, zapłać resztę i i tak działaj).</translation>
    </message>
    <message>
        <source>Draw the top Bot Card: card {card}, {actions}. Pay its cost, {cost} Bot Power (with less Available, pay what is left and still act).</source>
        <translation>Dobierz wierzchnią Kartę Bota: karta {card}, {actions}. Zapłać jej koszt w Punktach Bota: {cost} (mając mniej Dostępnych, zapłać resztę i i tak działaj).</translation>
    </message>
    <message>
        <source>Is the Bot&apos;s Army on the map in an Area where it can Siege Provinces? (Island Provinces need a Bot Ship in an adjacent Sea Zone; a Bot with no Small Towns left does not Siege.)</source>
        <translation>Czy Armia Bota jest na mapie w Obszarze, gdzie może Oblegać Prowincje? (Prowincje wyspiarskie wymagają Statku Bota w sąsiedniej Strefie Morskiej; Bot bez Małych Miast nie oblega.)</translation>
    </message>
    <message>
        <source>No Action</source>
        <translation>Żadna Akcja</translation>
    </message>
    <message>
        <source>Our sources do not say whether this card has a War Action. What does the card show?</source>
        <translation>Nasze źródła nie mówią, czy ta karta ma Akcję Wojny. Co pokazuje karta?</translation>
    </message>
    <message>
        <source>Our sources do not say whether this card shows a discard icon. Look at the card: if it shows one, discard the top card of that Action deck.</source>
        <translation>Nasze źródła nie mówią, czy ta karta pokazuje ikonę odrzucenia. Spójrz na kartę: jeśli ją pokazuje, odrzuć wierzchnią kartę z tej talii Akcji.</translation>
    </message>
    <message>
        <source>Read from your card whether it has a War Action.</source>
        <translation>Odczytaj ze swojej karty, czy ma ona Akcję Wojny.</translation>
    </message>
    <message>
        <source>Read the discard icon from your card.</source>
        <translation>Odczytaj ikonę odrzucenia ze swojej karty.</translation>
    </message>
    <message>
        <source>Resolve the card as printed, then end the Turn.</source>
        <translation>Rozpatrz kartę tak, jak jest wydrukowana, potem zakończ Turę.</translation>
    </message>
    <message>
        <source>The booklet&apos;s text does not list the discard icon of any card: read it from your card.</source>
        <translation>Tekst broszury nie podaje ikony odrzucenia żadnej karty: odczytaj ją ze swojej karty.</translation>
    </message>
    <message>
        <source>The booklet&apos;s text does not say whether this card has a War Action: read it from your card.</source>
        <translation>Tekst broszury nie mówi, czy ta karta ma Akcję Wojny: odczytaj to ze swojej karty.</translation>
    </message>
    <message>
        <source>The booklet&apos;s text keeps this chart&apos;s footnotes (when the Bot is attacked; paying a card with too little Bot Power left), not its boxes. The order DEFEND, SIEGE, COLONIZE, then a Bot Card is a reading of the booklet&apos;s description.</source>
        <translation>Tekst broszury zachowuje przypisy tego diagramu (kiedy Bot jest zaatakowany; opłacenie karty, gdy zostało za mało Punktów Bota), a nie jego pola. Kolejność OBRONA, OBLĘŻENIE, KOLONIZACJA, potem Karta Bota to interpretacja opisu z broszury.</translation>
    </message>
    <message>
        <source>The chart image is not in our sources. The order (DEFEND, SIEGE, COLONIZE, then a Bot Card) follows the booklet&apos;s description; footnotes 4 and 5 come from seed 000.</source>
        <translation>Obrazu diagramu nie ma w naszych źródłach. Kolejność (OBRONA, OBLĘŻENIE, KOLONIZACJA, potem Karta Bota) idzie za opisem w broszurze; przypisy 4 i 5 pochodzą ze źródła 000.</translation>
    </message>
    <message>
        <source>The chart image is not in our sources. The order (DEFEND, SIEGE, COLONIZE, then a Bot Card) follows the booklet&apos;s description; the footnotes on being attacked and on paying a card come from the Polish booklet.</source>
        <translation>Obrazu diagramu nie ma w naszych źródłach. Kolejność (OBRONA, OBLĘŻENIE, KOLONIZACJA, potem Karta Bota) idzie za opisem w broszurze; przypisy o byciu atakowanym i o płaceniu za kartę pochodzą z polskiej broszury.</translation>
    </message>
    <message>
        <source>This card&apos;s action is not known. Resolve the card as printed, then end the Turn.</source>
        <translation>Akcja tej karty nie jest znana. Rozpatrz kartę tak, jak jest wydrukowana, potem zakończ Turę.</translation>
    </message>
</context>
<context>
    <name>eupop/military</name>
    <message numerus="yes">
        <source>%n Units</source>
        <translation>
            <numerusform>%n Jednostkę</numerusform>
            <numerusform>%n Jednostki</numerusform>
            <numerusform>%n Jednostek</numerusform>
        </translation>
    </message>
    <message>
        <source>1</source>
        <translation>1</translation>
    </message>
    <message>
        <source>1 Bot Power</source>
        <translation>1 Punkt Bota</translation>
    </message>
    <message>
        <source>2</source>
        <translation>2</translation>
    </message>
    <message>
        <source>2 Bot Power</source>
        <translation>2 Punkty Bota</translation>
    </message>
    <message>
        <source>Both booklets lack the icons of the footnote &apos;the Bot must remove one fewer ... if it has a ... on the target Realm&apos;; a Claim on the target is a reading.</source>
        <translation>W obu broszurach brakuje ikon przypisu „Bot musi usunąć o jedno … mniej, jeśli ma … na docelowym Królestwie”; Roszczenie wobec celu to interpretacja.</translation>
    </message>
    <message>
        <source>Check the icons of this footnote in your booklet: this step takes the token the Bot has on the target Realm to be a Claim.</source>
        <translation>Sprawdź ikony tego przypisu w broszurze: ten krok przyjmuje, że żeton Bota na docelowym Królestwie to Roszczenie.</translation>
    </message>
    <message>
        <source>Declare War on the target (check the DoW restrictions of the main rules, page 22). Resolve the Battles this triggers alphabetically, Sea Zones first, then Areas.</source>
        <translation>Wypowiedz Wojnę celowi (sprawdź ograniczenia DoW z zasad głównych, strona 22). Rozstrzygnij wywołane tym Bitwy alfabetycznie, najpierw Strefy Morskie, potem Obszary.</translation>
    </message>
    <message>
        <source>Declare War on the target (check the DoW restrictions of the main rules, page {page}). If the Bot has a Claim on the target, it removes one token fewer than the DoW asks (check this footnote in your booklet). Resolve the Battles this triggers alphabetically, Sea Zones first, then Areas.</source>
        <translation>Wypowiedz Wojnę celowi (sprawdź ograniczenia DoW w zasadach głównych, str. {page}). Jeśli Bot ma Roszczenie wobec celu, usuwa o jeden żeton mniej, niż wymaga DoW (sprawdź ten przypis w broszurze). Rozstrzygnij wywołane Bitwy alfabetycznie, najpierw Strefy Morskie, potem Obszary.</translation>
    </message>
    <message>
        <source>Declare War on the target (check the DoW restrictions of the main rules, page {page}). Resolve the Battles this triggers alphabetically, Sea Zones first, then Areas.</source>
        <translation>Wypowiedz Wojnę celowi (sprawdź ograniczenia DoW z zasad głównych, strona {page}). Rozstrzygnij wywołane tym Bitwy alfabetycznie, najpierw Strefy Morskie, potem Obszary.</translation>
    </message>
    <message>
        <source>Does the Bot have {n} or more Bot Power Available?</source>
        <translation>Czy Bot ma {n} lub więcej Dostępnych Punktów Bota?</translation>
    </message>
    <message>
        <source>Footnote: the Bot must remove one fewer token if it has a Claim on the target Realm (the token&apos;s icon is lost in both seeds).</source>
        <translation>Przypis: Bot usuwa o jeden żeton mniej, jeśli ma Roszczenie wobec docelowego Królestwa (ikona żetonu zaginęła w obu źródłach).</translation>
    </message>
    <message>
        <source>How many Bot Power does one recruit cost on your MILITARY chart? Our sources keep only &apos;Units recruited per Bot Power spent&apos;.</source>
        <translation>Ile Punktów Bota kosztuje jedna rekrutacja na twoim diagramie MILITARNA? Nasze źródła zachowują tylko „Jednostki rekrutowane za wydany Punkt Bota”.</translation>
    </message>
    <message>
        <source>How much Bot Power does one recruit cost on your MILITARY chart? Our sources keep only &apos;Units recruited per Bot Power spent&apos;.</source>
        <translation>Ile Punktów Bota kosztuje jedna rekrutacja na twoim diagramie MILITARNA? Nasze źródła zachowują tylko „Jednostki rekrutowane za wydany Punkt Bota”.</translation>
    </message>
    <message>
        <source>Move the Army up to 2 Areas toward the Enemy. It stops on entering a Hostile or Neutral Area, ignores Mountain borders, removes 1 Influence from a Neutral Area it enters, and never enters a Neutral Area holding the Bot&apos;s Claim.</source>
        <translation>Przesuń Armię o maksymalnie 2 Obszary w stronę Wroga. Zatrzymuje się po wejściu do Wrogiego lub Neutralnego Obszaru, ignoruje Granice Górskie, usuwa 1 Wpływ z Neutralnego Obszaru, do którego wchodzi, i nigdy nie wchodzi do Neutralnego Obszaru z Roszczeniem Bota.</translation>
    </message>
    <message numerus="yes">
        <source>Move the Army up to {reach} Areas toward the Enemy. It stops on entering a Hostile or Neutral Area, ignores Mountain borders, removes %n Influence from a Neutral Area it enters, and never enters a Neutral Area holding the Bot&apos;s Claim.</source>
        <translation>
            <numerusform>Przesuń Armię o maksymalnie tyle Obszarów w stronę Wroga: {reach}. Zatrzymuje się po wejściu do Wrogiego lub Neutralnego Obszaru, ignoruje Granice Górskie, usuwa %n Wpływ z Neutralnego Obszaru, do którego wchodzi, i nigdy nie wchodzi do Neutralnego Obszaru z Roszczeniem Bota.</numerusform>
            <numerusform>Przesuń Armię o maksymalnie tyle Obszarów w stronę Wroga: {reach}. Zatrzymuje się po wejściu do Wrogiego lub Neutralnego Obszaru, ignoruje Granice Górskie, usuwa %n Wpływy z Neutralnego Obszaru, do którego wchodzi, i nigdy nie wchodzi do Neutralnego Obszaru z Roszczeniem Bota.</numerusform>
            <numerusform>Przesuń Armię o maksymalnie tyle Obszarów w stronę Wroga: {reach}. Zatrzymuje się po wejściu do Wrogiego lub Neutralnego Obszaru, ignoruje Granice Górskie, usuwa %n Wpływów z Neutralnego Obszaru, do którego wchodzi, i nigdy nie wchodzi do Neutralnego Obszaru z Roszczeniem Bota.</numerusform>
        </translation>
    </message>
    <message>
        <source>Move the Army up to {reach} Areas toward the Enemy. It stops on entering a Hostile or Neutral Area, ignores Mountain borders, removes {n} Influence from a Neutral Area it enters, and never enters a Neutral Area holding the Bot&apos;s Claim.</source>
        <translation>Przesuń Armię o maksymalnie tyle Obszarów w stronę Wroga: {reach}. Zatrzymuje się po wejściu do Wrogiego lub Neutralnego Obszaru, ignoruje Granice Górskie, usuwa Wpływy ({n}) z Neutralnego Obszaru, do którego wchodzi, i nigdy nie wchodzi do Neutralnego Obszaru z Roszczeniem Bota.</translation>
    </message>
    <message>
        <source>Only {n} Units cross a Naval Bridge: lay down the rest. The Army has {standing} standing and {laid_down} laid down.</source>
        <translation>Most Morski przekracza tylko tyle Jednostek: {n}; resztę połóż. Armia ma stojących {standing} i położonych {laid_down}.</translation>
    </message>
    <message>
        <source>Place the Army in one of the Bot&apos;s Areas on the map, one from which it can reach the Enemy (several: highest Tax Value, then alphabetical).</source>
        <translation>Umieść Armię w jednym z Obszarów Bota na mapie, z którego może dotrzeć do Wroga (kilka: najwyższa Wartość Podatkowa, potem alfabetycznie).</translation>
    </message>
    <message numerus="yes">
        <source>Spend %n Bot Power to recruit {recruits} into the Army (as many as the Manpower Reserve holds).</source>
        <translation>
            <numerusform>Wydaj %n Punkt Bota, aby zrekrutować do Armii: {recruits} (tyle, ile ma Rezerwa Zasobów Ludzkich).</numerusform>
            <numerusform>Wydaj %n Punkty Bota, aby zrekrutować do Armii: {recruits} (tyle, ile ma Rezerwa Zasobów Ludzkich).</numerusform>
            <numerusform>Wydaj %n Punktów Bota, aby zrekrutować do Armii: {recruits} (tyle, ile ma Rezerwa Zasobów Ludzkich).</numerusform>
        </translation>
    </message>
    <message>
        <source>Spend {n} Bot Power to recruit {units} Units into the Army (as many as the Manpower Reserve holds).</source>
        <translation>Wydaj {n} Punkty Bota, aby zrekrutować {units} Jednostek do Armii (tyle, ile ma Rezerwa Zasobów Ludzkich).</translation>
    </message>
    <message>
        <source>The Army marches on an Enemy: an Opponent at War with the Bot first; between several, roll on Opponent Selection (1-3 highest Prestige, 4-6 highest Tax Income).</source>
        <translation>Armia rusza na Wroga: najpierw na Przeciwnika w Stanie Wojny z Botem; gdy jest ich kilku, rzuć kością na Wybór Przeciwnika (1-3 najwyższy Prestiż, 4-6 najwyższy Dochód z Podatków).</translation>
    </message>
    <message numerus="yes">
        <source>The Bot gains %n Bot Power for its first Battle win this Turn.</source>
        <translation>
            <numerusform>Bot otrzymuje %n Punkt Bota za pierwszą wygraną Bitwę w tej Turze.</numerusform>
            <numerusform>Bot otrzymuje %n Punkty Bota za pierwszą wygraną Bitwę w tej Turze.</numerusform>
            <numerusform>Bot otrzymuje %n Punktów Bota za pierwszą wygraną Bitwę w tej Turze.</numerusform>
        </translation>
    </message>
    <message>
        <source>The Bot gains {n} Bot Power for its first Battle win this Turn.</source>
        <translation>Bot otrzymuje {n} Punkt Bota za pierwszą wygraną Bitwę w tej Turze.</translation>
    </message>
    <message>
        <source>The booklet&apos;s text keeps this chart&apos;s footnotes (DoW restrictions, Realm&apos;s strength, one token fewer with a Claim on the target, Units per recruit, MAC), not its boxes. The steps rest on Bot Warfare, Army Movement, MAC, Ship Placement and the Targeting Charts. An Event&apos;s Declare War Action starts at &apos;declare_war&apos;.</source>
        <translation>Tekst broszury zachowuje przypisy tego diagramu (ograniczenia DoW, Siła Królestwa, jeden żeton mniej przy Roszczeniu wobec celu, Jednostki na rekrutację, MAC), a nie jego pola. Kroki opierają się na Działaniach Wojennych Botów, Ruchu Armii, MAC, Umieszczaniu Statków i Diagramach Celów. Akcja Deklaracji Wojny z Wydarzenia zaczyna się od „declare_war”.</translation>
    </message>
    <message>
        <source>The booklet&apos;s text keeps this chart&apos;s footnotes (DoW restrictions, Realm&apos;s strength, one token fewer with a Claim on the target, Units per recruit, MAC), not its boxes. The steps rest on Bot Warfare, Army Movement, MAC, Ship Placement and the Targeting Charts. An Event&apos;s Declare War Action starts at the step that declares War.</source>
        <translation>Tekst broszury zachowuje przypisy tego diagramu (ograniczenia DoW, Siła Królestwa, jeden żeton mniej przy Roszczeniu wobec celu, Jednostki na rekrutację, MAC), a nie jego pola. Kroki opierają się na Działaniach Wojennych Botów, Ruchu Armii, MAC, Umieszczaniu Statków i Diagramach Celów. Akcja Wypowiedzenia Wojny z Wydarzenia zaczyna się od kroku, w którym Bot wypowiada Wojnę.</translation>
    </message>
    <message>
        <source>The chart image is not in our sources; its footnotes are (DoW restrictions, Realm&apos;s strength, Units per recruit, MAC). The steps rest on Bot Warfare, Army Movement, MAC and the Targeting Charts. An Event&apos;s Declare War Action starts at &apos;declare_war&apos;.</source>
        <translation>Obrazu diagramu nie ma w naszych źródłach; jego przypisy są (ograniczenia DoW, Siła Królestwa, Jednostki na rekrutację, MAC). Kroki opierają się na Działaniach Wojennych Botów, Ruchu Armii, MAC i Diagramach Celów. Akcja Wypowiedzenia Wojny z Wydarzenia zaczyna się w &apos;declare_war&apos;.</translation>
    </message>
    <message>
        <source>The footnote gives the Units recruited per Bot Power spent and, unlike the DEFEND footnote (per two Bot Power), names no number: each recruit costs one Bot Power, as on a DoW on a Bot. Check this footnote in your booklet.</source>
        <translation>Przypis podaje Jednostki rekrutowane za wydane Punkty Bota i, w odróżnieniu od przypisu Akcji OBRONA (za dwa Punkty Bota), nie podaje liczby: każda rekrutacja kosztuje jeden Punkt Bota, jak przy DoW na Bota. Sprawdź ten przypis w broszurze.</translation>
    </message>
    <message>
        <source>The footnote gives the Units recruited per Bot Power spent, with no number before the Bot Power icon (the DEFEND footnote prints one: per two Bot Power). It reads as one Bot Power per recruit, as on a DoW on a Bot.</source>
        <translation>Przypis podaje Jednostki rekrutowane za wydane Punkty Bota, bez liczby przed ikoną Punktów Bota (przypis OBRONY ją podaje: za dwa Punkty Bota). Przyjęto tu jeden Punkt Bota za rekrutację, jak przy DoW na Bota.</translation>
    </message>
    <message>
        <source>The footnote gives the Units recruited per Bot Power spent, with no number before the Bot Power icon (the DEFEND footnote prints one: per two Bot Power). We read it as one Bot Power per recruit, as on a DoW on a Bot.</source>
        <translation>Przypis podaje Jednostki rekrutowane za wydane Punkty Bota, bez liczby przed ikoną Punktów Bota (przypis OBRONY ją drukuje: za dwa Punkty Bota). Odczytujemy to jako jeden Punkt Bota za rekrutację, jak przy DoW na Bota.</translation>
    </message>
    <message>
        <source>Won, its first Battle win this Turn</source>
        <translation>Wygrana, pierwsza wygrana Bitwa w tej Turze</translation>
    </message>
    <message>
        <source>Won, not its first win this Turn</source>
        <translation>Wygrana, nie pierwsza w tej Turze</translation>
    </message>
</context>
<context>
    <name>eupop/naval</name>
    <message>
        <source>0</source>
        <translation>0</translation>
    </message>
    <message>
        <source>1</source>
        <translation>1</translation>
    </message>
    <message>
        <source>2</source>
        <translation>2</translation>
    </message>
    <message>
        <source>3</source>
        <translation>3</translation>
    </message>
    <message>
        <source>4</source>
        <translation>4</translation>
    </message>
    <message>
        <source>How did the Naval Battle end for the Bot?</source>
        <translation>Jak Bitwa Morska zakończyła się dla Bota?</translation>
    </message>
    <message>
        <source>How much Bot Power does that Trade give the Bot by your NAVAL chart, after 1 less per Pirate in the Node?</source>
        <translation>Ile Punktów Bota daje Botowi ten Handel według twojego diagramu MORSKA, po odjęciu 1 za każdego Pirata w Węźle?</translation>
    </message>
    <message>
        <source>How much Bot Power does that Trade give the Bot by your NAVAL chart, after {n} less per Pirate in the Node?</source>
        <translation>Ile Punktów Bota daje Botowi ten Handel według twojego diagramu MORSKA, po odjęciu {n} za każdego Pirata w Węźle?</translation>
    </message>
    <message>
        <source>How much Bot Power does that Trade give the Bot, after {n} less per Pirate in the Node?</source>
        <translation>Ile Punktów Bota daje Botowi ten Handel po odjęciu {n} za każdego Pirata w Węźle?</translation>
    </message>
    <message>
        <source>Is it a Hostile Sea Zone (a Naval Battle)?</source>
        <translation>Czy to Wroga Strefa Morska (Bitwa Morska)?</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Przegrana</translation>
    </message>
    <message>
        <source>Other Bots eligible for Trade Income in that Node collect it passively, as the NAVAL chart says; give it on their Bot Mats.</source>
        <translation>Inne Boty uprawnione do Dochodu z Handlu w tym Węźle pobierają go biernie, jak mówi diagram MORSKA; zapisz go na ich Planszach Bota.</translation>
    </message>
    <message>
        <source>Place one Ship there (several: highest Tax Value of the coast, then alphabetical). Bot Ships never take Trade Protection Slots.</source>
        <translation>Umieść tam jeden Statek (kilka: najwyższa Wartość Podatkowa wybrzeża, potem alfabetycznie). Statki Bota nigdy nie zajmują pól Ochrony Handlu.</translation>
    </message>
    <message numerus="yes">
        <source>The Bot gains %n Bot Power for its first Battle win this Turn.</source>
        <translation>
            <numerusform>Bot otrzymuje %n Punkt Bota za pierwszą wygraną Bitwę w tej Turze.</numerusform>
            <numerusform>Bot otrzymuje %n Punkty Bota za pierwszą wygraną Bitwę w tej Turze.</numerusform>
            <numerusform>Bot otrzymuje %n Punktów Bota za pierwszą wygraną Bitwę w tej Turze.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The Bot gains %n Bot Power from Trade.</source>
        <translation>
            <numerusform>Bot otrzymuje %n Punkt Bota z Handlu.</numerusform>
            <numerusform>Bot otrzymuje %n Punkty Bota z Handlu.</numerusform>
            <numerusform>Bot otrzymuje %n Punktów Bota z Handlu.</numerusform>
        </translation>
    </message>
    <message>
        <source>The Bot gains {n} Bot Power for its first Battle win this Turn.</source>
        <translation>Bot otrzymuje {n} Punkt Bota za pierwszą wygraną Bitwę w tej Turze.</translation>
    </message>
    <message>
        <source>The Bot gains {n} Bot Power from Trade.</source>
        <translation>Bot otrzymuje Punkty Bota z Handlu ({n}).</translation>
    </message>
    <message>
        <source>The booklet&apos;s text keeps this chart&apos;s footnotes, not its boxes: ignore Distant Sea Zones without QftNW; 1 less Bot Power for each Pirate in the Trade Node; without Missions for the human players, Bots get none of one token in one step (its icon is lost: check your booklet). The EXPLORE chart says NAVAL leads to it.</source>
        <translation>Tekst broszury zachowuje przypisy tego diagramu, a nie jego pola: pomiń Odległe Strefy Morskie bez QftNW; 1 Punkt Bota mniej za każdego Pirata w Węźle Handlowym; bez Misji dla ludzkich graczy Boty w jednym kroku nie otrzymują pewnego żetonu (jego ikona zaginęła: sprawdź w broszurze). Diagram EKSPLORACJA mówi, że prowadzi do niego MORSKA.</translation>
    </message>
    <message>
        <source>The chart image is not in our sources; its footnotes are in seed 000: ignore Distant Sea Zones without QftNW; 1 less Bot Power per Pirate in the Trade Node; without human Missions, Bots get no token in one step (its icon is lost).</source>
        <translation>Obrazu diagramu nie ma w naszych źródłach; jego przypisy są w źródle 000: bez QftNW pomijaj Odległe Strefy Morskie; 1 Punkt Bota mniej za każdego Pirata w Węźle Handlowym; bez ludzkich Misji Boty nie dostają żetonu w jednym kroku (jego ikona zaginęła).</translation>
    </message>
    <message>
        <source>The chart image is not in our sources; the Polish booklet keeps its footnotes: ignore Distant Sea Zones without QftNW; less Bot Power for each Pirate in the Trade Node; without human Missions, Bots get no token in one step (its icon is lost).</source>
        <translation>Obrazu diagramu nie ma w naszych źródłach; polska broszura zachowuje jego przypisy: bez QftNW pomijaj Odległe Strefy Morskie; mniej Punktów Bota za każdego Pirata w Węźle Handlowym; bez ludzkich Misji Boty nie dostają żetonu w jednym kroku (jego ikona zaginęła).</translation>
    </message>
    <message>
        <source>These steps follow the chart&apos;s footnotes: ignore Distant Sea Zones without QftNW; 1 less Bot Power for each Pirate in the Trade Node; when the human players play without Missions (a setting of the game), the Bots do not gain the token of one step (check which in your booklet). The NAVAL Action can lead into the EXPLORE Action.</source>
        <translation>Te kroki opierają się na przypisach diagramu: ignoruj Odległe Strefy Morskie, jeśli Bot nie ma QftNW; 1 Punkt Bota mniej za każdego Pirata w Węźle Handlowym; jeśli ludzcy gracze grają bez Misji (ustawienie gry), w jednym kroku Boty nie otrzymują żetonu (sprawdź w broszurze, którego). Akcja MORSKA może prowadzić do Akcji EKSPLORACJI.</translation>
    </message>
    <message>
        <source>This step takes the Trade Node that gives the Bot the most Bot Power: check the chart in your booklet.</source>
        <translation>Ten krok wybiera Węzeł Handlowy, który daje Botowi najwięcej Punktów Bota: sprawdź diagram w broszurze.</translation>
    </message>
    <message>
        <source>Trade: move the Bot&apos;s Merchant to the Trade Node that gives the Bot the most Bot Power (ties: alphabetical). The Merchant is never exhausted.</source>
        <translation>Handel: przesuń Kupca Bota do Węzła Handlowego, który daje Botowi najwięcej Punktów Bota (remis: alfabetycznie). Kupiec nigdy nie zostaje wyczerpany.</translation>
    </message>
    <message>
        <source>Trade: move the Bot&apos;s Merchant to the Trade Node your NAVAL chart picks (our sources do not keep that choice). The Merchant is never exhausted.</source>
        <translation>Handel: przesuń Kupca Bota do Węzła Handlowego wskazanego przez twój diagram MORSKA (nasze źródła nie zachowują tego wyboru). Kupiec nigdy nie jest wyczerpany.</translation>
    </message>
    <message>
        <source>Which Trade Node the NAVAL chart picks is not in the booklet&apos;s text; this is a reading.</source>
        <translation>Którego Węzła Handlowego używa diagram MORSKA, nie ma w tekście broszury; to interpretacja.</translation>
    </message>
    <message>
        <source>Won, its first Battle win this Turn</source>
        <translation>Wygrana, pierwsza wygrana Bitwa w tej Turze</translation>
    </message>
    <message>
        <source>Won, not its first win this Turn</source>
        <translation>Wygrana, nie pierwsza w tej Turze</translation>
    </message>
</context>
<context>
    <name>eupop/naval_battle</name>
    <message>
        <source>Are the hit results at least 2 plus the Bot&apos;s adjacent Ports?</source>
        <translation>Czy wyników trafienia jest co najmniej 2 plus liczba sąsiednich Portów Bota?</translation>
    </message>
    <message numerus="yes">
        <source>Only the Bot rolls. Roll %n Artillery Dice plus one per Bot Ship in adjacent Sea Zones; one fewer if the human has an Admiral or plays a Battle Action. Hits of the Bot: {hit} per {ports} Ports it Owns facing this Sea Zone, and {hit} per hit result.</source>
        <translation>
            <numerusform>Rzuca tylko Bot. Rzuć %n Kością Artylerii plus jedną za każdy Statek Bota w sąsiednich Strefach Morskich; o jedną mniej, jeśli człowiek ma Admirała lub zagrywa Akcję Bitewną. Trafienia Bota: {hit} za każde {ports} jego Portów przy tej Strefie Morskiej i {hit} za każdy wynik trafienia.</numerusform>
            <numerusform>Rzuca tylko Bot. Rzuć %n Kośćmi Artylerii plus jedną za każdy Statek Bota w sąsiednich Strefach Morskich; o jedną mniej, jeśli człowiek ma Admirała lub zagrywa Akcję Bitewną. Trafienia Bota: {hit} za każde {ports} jego Portów przy tej Strefie Morskiej i {hit} za każdy wynik trafienia.</numerusform>
            <numerusform>Rzuca tylko Bot. Rzuć %n Kośćmi Artylerii plus jedną za każdy Statek Bota w sąsiednich Strefach Morskich; o jedną mniej, jeśli człowiek ma Admirała lub zagrywa Akcję Bitewną. Trafienia Bota: {hit} za każde {ports} jego Portów przy tej Strefie Morskiej i {hit} za każdy wynik trafienia.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Only the Bot rolls. Roll %n Artillery Dice plus one per Bot Ship in adjacent Sea Zones; one fewer if the human has an Admiral or plays a Battle Action. Hits of the Bot: {hit} per {ports} it Owns facing this Sea Zone, and {hit} per hit result.</source>
        <translation>
            <numerusform>Rzuca tylko Bot. Rzuć %n Kością Artylerii plus jedną za każdy Statek Bota w sąsiednich Strefach Morskich; o jedną mniej, jeśli ludzki gracz ma Admirała lub zagrywa Akcję Bitewną. Trafienia Bota: {hit} za każde {ports}, które Posiada przy tej Strefie Morskiej, i {hit} za każdy wynik trafienia.</numerusform>
            <numerusform>Rzuca tylko Bot. Rzuć %n Kośćmi Artylerii plus jedną za każdy Statek Bota w sąsiednich Strefach Morskich; o jedną mniej, jeśli ludzki gracz ma Admirała lub zagrywa Akcję Bitewną. Trafienia Bota: {hit} za każde {ports}, które Posiada przy tej Strefie Morskiej, i {hit} za każdy wynik trafienia.</numerusform>
            <numerusform>Rzuca tylko Bot. Rzuć %n Kośćmi Artylerii plus jedną za każdy Statek Bota w sąsiednich Strefach Morskich; o jedną mniej, jeśli ludzki gracz ma Admirała lub zagrywa Akcję Bitewną. Trafienia Bota: {hit} za każde {ports}, które Posiada przy tej Strefie Morskiej, i {hit} za każdy wynik trafienia.</numerusform>
        </translation>
    </message>
    <message>
        <source>Only the Bot rolls. Roll {dice} Artillery Dice plus one per Bot Ship in adjacent Sea Zones; one fewer if the human has an Admiral or plays a Battle Action. The Bot scores 1 hit per 2 Ports it Owns facing this Sea Zone, plus 1 per hit result.</source>
        <translation>Rzuca tylko Bot. Rzuć Kośćmi Artylerii ({dice}) plus jedną za każdy Statek Bota w sąsiednich Strefach Morskich; o jedną mniej, jeśli człowiek ma Admirała lub zagrywa Akcję Bitewną. Bot zdobywa 1 trafienie za każde 2 swoje Porty przy tej Strefie Morskiej plus 1 za każdy wynik trafienia.</translation>
    </message>
    <message>
        <source>Only the Bot rolls. Roll {dice} Artillery Dice plus one per Bot Ship in adjacent Sea Zones; one fewer if the human has an Admiral or plays a Battle Action. The Bot scores {hit} hit per {ports} Ports it Owns facing this Sea Zone, plus {hit} per hit result.</source>
        <translation>Rzuca tylko Bot. Rzuć Kośćmi Artylerii ({dice}) plus jedną za każdy Statek Bota w sąsiednich Strefach Morskich; o jedną mniej, jeśli człowiek ma Admirała lub zagrywa Akcję Bitewną. Bot zdobywa trafienia ({hit}) za każde {ports} swoich Portów przy tej Strefie Morskiej plus {hit} za każdy wynik trafienia.</translation>
    </message>
    <message>
        <source>Roll one Artillery Die per NPR Ship. If the hit results are at least 2 plus the Bot&apos;s adjacent Ports, the Bot loses.</source>
        <translation>Rzuć jedną Kością Artylerii za każdy Statek NPR. Jeśli wyników trafienia jest co najmniej 2 plus liczba sąsiednich Portów Bota, Bot przegrywa.</translation>
    </message>
    <message>
        <source>The Bot loses: remove its Ship. If the human has an Admiral or used a Battle Action, they capture a Light Ship.</source>
        <translation>Bot przegrywa: usuń jego Statek. Jeśli człowiek ma Admirała lub użył Akcji Bitewnej, zdobywa Lekki Statek.</translation>
    </message>
    <message>
        <source>The Main Defender is chosen as in a Land Battle and counts as if {n} NPR Ships fought on its side. If their side loses, remove the Bots&apos; Ships.</source>
        <translation>Głównego Obrońcę wybiera się jak w Bitwie Lądowej i liczy się tak, jakby po jego stronie walczyło tyle Statków NPR: {n}. Jeśli ich strona przegra, usuń Statki Botów.</translation>
    </message>
    <message>
        <source>The booklet gives these rules both as a chart and in prose; its text keeps the prose, which these steps follow. The Bot Power for the Active Bot&apos;s first win of a Turn is given by the calling chart.</source>
        <translation>Broszura podaje te zasady i jako diagram, i opisem; jej tekst zachowuje opis, na którym opierają się te kroki. Punkty Bota za pierwsze zwycięstwo Aktywnego Bota w Turze daje diagram wywołujący.</translation>
    </message>
    <message>
        <source>The chart itself is not in our sources; the prose of &apos;Naval Battles&apos; is. The Bot Power for the Active Bot&apos;s first win of a Turn is given by the calling chart.</source>
        <translation>Samego diagramu nie ma w naszych źródłach; jest tekst „Bitwy Morskie”. Punkty Bota za pierwszą wygraną Aktywnego Bota w Turze daje diagram wywołujący.</translation>
    </message>
    <message>
        <source>The chart on page 16 is not in our sources; the prose of &apos;Naval Battles&apos; is. The 1 Bot Power for the Active Bot&apos;s first win of a Turn is given by the calling chart.</source>
        <translation>Diagramu ze strony 16 nie ma w naszych źródłach; jest tekst „Bitwy Morskie”. 1 Punkt Bota za pierwszą wygraną Aktywnego Bota w Turze daje diagram wywołujący.</translation>
    </message>
</context>
<context>
    <name>eupop/papal_curia</name>
    <message>
        <source>Take the main rules&apos; Papal Curia Action for the Bot, choosing by Choice Processes; the booklet&apos;s own steps are not in our sources.</source>
        <translation>Wykonaj dla Bota akcję Kurii Papieskiej z zasad głównych, wybierając według Procesów Wyboru; własnych kroków broszury nie ma w naszych źródłach.</translation>
    </message>
    <message>
        <source>The Bot Mat shows no State Religion. Is the Bot&apos;s State Religion Catholic?</source>
        <translation>Panel Bota nie pokazuje Religii Państwowej. Czy Religia Państwowa Bota jest Katolicka?</translation>
    </message>
    <message>
        <source>The booklet&apos;s text keeps only this chart&apos;s heading (Bot Card 14; second Action of Bot Card 15). Only Catholic Realms take part in the Curia (main rules); the MILITARY chart lists PAPAL as a way into it.</source>
        <translation>Tekst broszury zachowuje tylko nagłówek tego diagramu (Karta Bota 14; druga Akcja Karty Bota 15). W Kurii biorą udział tylko Katolickie Królestwa (zasady główne); diagram MILITARNA podaje KURIĘ jako drogę do siebie.</translation>
    </message>
    <message>
        <source>The chart image is not in our sources. Only Catholic Realms take part in the Curia (main rules); the MILITARY chart lists PAPAL as a way into it.</source>
        <translation>Obrazu diagramu nie ma w naszych źródłach. W Kurii biorą udział tylko Katolickie Królestwa (zasady główne); diagram MILITARNA wymienia PAPIESKĄ jako drogę do niego.</translation>
    </message>
</context>
<context>
    <name>eupop/pass</name>
    <message>
        <source>A Bot that Passes first gains 2 Bot Power, the second to Pass gains 1. Humans who Passed are counted here too.</source>
        <translation>Bot, który spasuje pierwszy, otrzymuje 2 Punkty Bota, drugi otrzymuje 1. Ludzie, którzy spasowali, też są tu liczeni.</translation>
    </message>
    <message>
        <source>A Bot that Passes first gains 2 Bot Power, the second to Pass gains 1. Humans who Passed count too: the app counts the Bots, the table adds the humans.</source>
        <translation>Bot, który spasuje pierwszy, otrzymuje 2 Punkty Bota, drugi otrzymuje 1. Ludzie, którzy spasowali, też się liczą: aplikacja liczy Boty, stół dodaje ludzi.</translation>
    </message>
    <message>
        <source>One more Realm counted as Passed: {passed} in all.</source>
        <translation>Jeszcze jedno Królestwo policzone jako spasowane: razem {passed}.</translation>
    </message>
    <message>
        <source>So far {passed} Realms have Passed this Round. Has another human player Passed who is not counted yet?</source>
        <translation>Jak dotąd w tej Rundzie spasowało Królestw: {passed}. Czy spasował inny ludzki gracz, którego jeszcze nie policzono?</translation>
    </message>
    <message>
        <source>The app counts Bots that Pass; a human&apos;s Pass is counted here.</source>
        <translation>Aplikacja liczy Boty, które spasowały; Pas człowieka liczy się tutaj.</translation>
    </message>
    <message>
        <source>Yes, count one more</source>
        <translation>Tak, policz jeszcze jedno</translation>
    </message>
</context>
<context>
    <name>eupop/peace</name>
    <message>
        <source>Both booklets lack the two icons of this footnote; Unrest and the Army are a reading.</source>
        <translation>W obu broszurach brakuje obu ikon tego przypisu; Niepokój i Armia to interpretacja.</translation>
    </message>
    <message>
        <source>Both booklets lack this rule&apos;s icons; Towns with Unrest or Rebel Towns are a reading.</source>
        <translation>W obu broszurach brakuje ikon tej zasady; Miasta z Niepokojem lub Miasta Buntowników to interpretacja.</translation>
    </message>
    <message>
        <source>Check the two icons of the chart&apos;s last footnote in your booklet: this step takes them to be Influence and Towns.</source>
        <translation>Sprawdź obie ikony ostatniego przypisu diagramu w broszurze: ten krok przyjmuje, że oznaczają Wpływy i Miasta.</translation>
    </message>
    <message>
        <source>Check the two icons of this footnote in your booklet: this step takes them to be Influence and Towns.</source>
        <translation>Sprawdź obie ikony tego przypisu w broszurze: ten krok przyjmuje, że oznaczają Wpływy i Miasta.</translation>
    </message>
    <message>
        <source>Check the two icons of this footnote in your booklet: this step takes them to be Unrest and the Army.</source>
        <translation>Sprawdź obie ikony tego przypisu w broszurze: ten krok przyjmuje, że oznaczają Niepokój i Armię.</translation>
    </message>
    <message>
        <source>Check this footnote in your booklet: this step takes equal Armies and equal Occupations to give a White Peace.</source>
        <translation>Sprawdź ten przypis w broszurze: ten krok przyjmuje, że równe Armie i równe Okupacje dają Biały Pokój.</translation>
    </message>
    <message>
        <source>Check this rule&apos;s icons in your booklet: this step takes them to be Towns with Unrest or Rebel Towns.</source>
        <translation>Sprawdź ikony tej zasady w broszurze: ten krok przyjmuje, że oznaczają Miasta z Niepokojem lub Miasta Buntowników.</translation>
    </message>
    <message>
        <source>Does the Enemy accept? An Enemy Bot accepts if it cannot enforce Peace and has 2 or more Unrest in Areas without its Army; a human decides.</source>
        <translation>Czy Wróg przyjmuje? Wrogi Bot przyjmuje, jeśli nie może wymusić Pokoju i ma 2 lub więcej Niepokoju w Obszarach bez swojej Armii; człowiek decyduje sam.</translation>
    </message>
    <message>
        <source>Does the Enemy accept? An Enemy Bot accepts if it cannot enforce Peace and has {n} or more Unrest in Areas without its Army (check this footnote in your booklet); a human decides.</source>
        <translation>Czy Wróg przyjmuje Pokój? Wrogi Bot przyjmuje, jeśli nie może wymusić Pokoju i ma {n} lub więcej Niepokojów w Obszarach bez swojej Armii (sprawdź ten przypis w broszurze); ludzki gracz decyduje sam.</translation>
    </message>
    <message>
        <source>Make Peace on the best terms the main rules allow. Remove all other Bots&apos; Influence from Areas where the Bot places Towns (check this footnote in your booklet).</source>
        <translation>Zawrzyj Pokój na najlepszych warunkach, na jakie pozwalają zasady główne. Usuń wszystkie Wpływy innych Botów z Obszarów, w których Bot umieszcza Miasta (sprawdź ten przypis w broszurze).</translation>
    </message>
    <message>
        <source>Make Peace: NPRs always accept. The Bot takes the Occupied Provinces under the main rules&apos; Peace terms. Remove all other Bots&apos; Influence from Areas where the Bot places Towns (check this footnote in your booklet).</source>
        <translation>Zawrzyj Pokój: NPR zawsze go przyjmują. Bot bierze Okupowane Prowincje na warunkach Pokoju z zasad głównych. Usuń wszystkie Wpływy innych Botów z Obszarów, w których Bot umieszcza Miasta (sprawdź ten przypis w broszurze).</translation>
    </message>
    <message>
        <source>Remove the Bot&apos;s Army from the map; its Units all stand up ({standing} Units).</source>
        <translation>Usuń Armię Bota z mapy; wszystkie jej Jednostki zostają postawione ({standing}).</translation>
    </message>
    <message>
        <source>Run this for each of the Bot&apos;s Wars when it is the Bot&apos;s turn to resolve Peace (Phase 3D), after the normal Peace Resolution sequence (main rules, page 29). The chart image is not in our sources; its footnotes are.</source>
        <translation>Uruchom to dla każdej Wojny Bota, gdy przychodzi kolej Bota na rozstrzygnięcie Pokoju (Faza 3D), po zwykłej sekwencji Rozmów Pokojowych (zasady główne, strona 29). Obrazu diagramu nie ma w naszych źródłach; jego przypisy są.</translation>
    </message>
    <message>
        <source>Run this for each of the Bot&apos;s Wars when it is the Bot&apos;s turn to resolve Peace in the Peace &amp; Rebels Phase, within the main rules&apos; Peace Resolution sequence. The booklet&apos;s text keeps this chart&apos;s footnotes, not its boxes; three footnotes lack icons or words.</source>
        <translation>Uruchom to dla każdej Wojny Bota, gdy w Fazie Pokoju i Buntów przychodzi kolej Bota na Rozmowy Pokojowe, w ramach sekwencji Rozmów Pokojowych z zasad głównych. Tekst broszury zachowuje przypisy tego diagramu, a nie jego pola; w trzech przypisach brakuje ikon lub słów.</translation>
    </message>
    <message>
        <source>Run this for each of the Bot&apos;s Wars when it is the Bot&apos;s turn to resolve Peace in the Peace &amp; Rebels Phase, within the main rules&apos; Peace Resolution sequence. The chart image is not in our sources; its footnotes are.</source>
        <translation>Uruchom to dla każdej Wojny Bota, gdy przychodzi kolej Bota na rozstrzygnięcie Pokoju w Fazie Pokoju i Buntów, w ramach sekwencji Rozmów Pokojowych z zasad głównych. Obrazu diagramu nie ma w naszych źródłach; jego przypisy są.</translation>
    </message>
    <message>
        <source>The booklet&apos;s text keeps only the end of this footnote; that equal Armies and Occupations give a White Peace is a reading.</source>
        <translation>Tekst broszury zachowuje tylko koniec tego przypisu; to, że równe Armie i Okupacje dają Biały Pokój, to interpretacja.</translation>
    </message>
    <message>
        <source>The booklet&apos;s text lacks both icons of the last footnote; Influence and Towns are a reading.</source>
        <translation>W tekście broszury brakuje obu ikon ostatniego przypisu; Wpływy i Miasta to interpretacja.</translation>
    </message>
    <message>
        <source>The booklet&apos;s text lacks both icons of this footnote; Influence and Towns are a reading.</source>
        <translation>W tekście broszury brakuje obu ikon tego przypisu; Wpływy i Miasta to interpretacja.</translation>
    </message>
</context>
<context>
    <name>eupop/peace_and_rebels</name>
    <message>
        <source>All such results together cost the Bot at most 1 Bot Power; the result icons are lost in our sources.</source>
        <translation>Wszystkie takie wyniki razem kosztują Bota najwyżej 1 Punkt Bota; ikony wyników zaginęły w naszych źródłach.</translation>
    </message>
    <message>
        <source>Both booklets lack the icons of the Rebel Dice results; that such results together cost at most 1 Bot Power is a reading.</source>
        <translation>W obu broszurach brakuje ikon wyników Kości Buntowników; to, że takie wyniki razem kosztują najwyżej 1 Punkt Bota, to interpretacja.</translation>
    </message>
    <message>
        <source>Check the Rebel Dice results in your booklet: this step takes the results that cost Ducats, Manpower or Monarch Power to cost the Bot at most 1 Bot Power in all.</source>
        <translation>Sprawdź wyniki Kości Buntowników w broszurze: ten krok przyjmuje, że wyniki kosztujące Dukaty, Zasoby Ludzkie lub Punkty Władzy kosztują Bota łącznie najwyżej 1 Punkt Bota.</translation>
    </message>
    <message>
        <source>Does the Bot have 3 or more Administrative Ideas?</source>
        <translation>Czy Bot ma 3 lub więcej Idei Administracyjnych?</translation>
    </message>
    <message>
        <source>I. Roll Rebel Dice for all the Bot&apos;s Unrest at once, at most {dice} dice. Apply a Rebellion in the Area of the Bot&apos;s Army if possible, otherwise by the Bot&apos;s choice processes.</source>
        <translation>I. Rzuć Kośćmi Buntowników za cały Niepokój Bota naraz, najwyżej {dice} kości. Zastosuj Bunt w Obszarze Armii Bota, jeśli to możliwe, w przeciwnym razie według Procesów Wyboru Bota.</translation>
    </message>
    <message>
        <source>Is the Bot now at Peace?</source>
        <translation>Czy Bot jest teraz w Pokoju?</translation>
    </message>
    <message>
        <source>Place a Claim in each Area where Rebels Liberated one of the Bot&apos;s Provinces.</source>
        <translation>Umieść Roszczenie w każdym Obszarze, w którym Buntownicy Wyzwolili jedną z Prowincji Bota.</translation>
    </message>
    <message>
        <source>Remove the Bot&apos;s Army from the map, unless the Bot has Towns with Unrest or Rebel Towns in the Army&apos;s Area. Stand up every laid-down Unit when the Army leaves the map.</source>
        <translation>Usuń Armię Bota z mapy, chyba że Bot ma Miasta z Niepokojem lub Miasta Buntowników w Obszarze Armii. Gdy Armia opuszcza mapę, postaw każdą położoną Jednostkę.</translation>
    </message>
    <message>
        <source>Replace the Bot: use the routine &apos;Replace an eliminated Bot&apos;.</source>
        <translation>Zastąp Bota: użyj procedury „Zastąp wyeliminowanego Bota”.</translation>
    </message>
    <message>
        <source>Resolve Peace in turn order as normal. On the Bot&apos;s turn to resolve one of its Wars, use the Bot Peace Resolution chart.</source>
        <translation>Rozstrzygaj Pokój w kolejności tury jak zwykle. Gdy przychodzi kolej Bota na rozstrzygnięcie jednej z jego Wojen, użyj diagramu Rozmowy Pokojowe Bota.</translation>
    </message>
    <message>
        <source>Resolve only one NPR Invasion against the Bot: the one with the most NPR Units (ties: alphabetical). Place the Bot&apos;s Army in the target Area, check MAC and fight the Battle (Land Battle Resolution).</source>
        <translation>Rozpatrz tylko jedną Inwazję NPR przeciw Botowi: tę z największą liczbą Jednostek NPR (remis: alfabetycznie). Umieść Armię Bota w docelowym Obszarze, sprawdź MAC i stocz Bitwę (Rozstrzygnięcie Bitwy Lądowej).</translation>
    </message>
    <message numerus="yes">
        <source>The Bot loses %n Bot Power for the Rebel Dice (never more per roll).</source>
        <translation>
            <numerusform>Bot straci %n Punkt Bota za Kości Buntowników (nigdy więcej za rzut).</numerusform>
            <numerusform>Bot straci %n Punkty Bota za Kości Buntowników (nigdy więcej za rzut).</numerusform>
            <numerusform>Bot straci %n Punktów Bota za Kości Buntowników (nigdy więcej za rzut).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The Bot loses %n Bot Power for the Rebel Dice, never more per roll (check your booklet).</source>
        <translation>
            <numerusform>Bot straci %n Punkt Bota za Kości Buntowników, nigdy więcej za jeden rzut (sprawdź w broszurze).</numerusform>
            <numerusform>Bot straci %n Punkty Bota za Kości Buntowników, nigdy więcej za jeden rzut (sprawdź w broszurze).</numerusform>
            <numerusform>Bot straci %n Punktów Bota za Kości Buntowników, nigdy więcej za jeden rzut (sprawdź w broszurze).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eupop/pick_tied</name>
    <message>
        <source>Roll among the {n} tied ones, taken in alphabetical order.</source>
        <translation>Rzuć kością spośród {n} remisujących w kolejności alfabetycznej.</translation>
    </message>
    <message>
        <source>Where a choice ends in a tie the booklet says to decide at random: put the tied ones in alphabetical order and let the app roll (or type your own die).</source>
        <translation>Gdy wybór kończy się remisem, broszura każe rozstrzygnąć losowo: ustaw remisujące w kolejności alfabetycznej i pozwól aplikacji rzucić kością (albo wpisz własny rzut).</translation>
    </message>
</context>
<context>
    <name>eupop/replace_bot</name>
    <message>
        <source>Pick a new NPR or DNPR to become the Bot, as the scenario says; otherwise the NPR best able to compete on level terms with the other PRs.</source>
        <translation>Wybierz nowe NPR lub DNPR, które zostanie Botem, jak mówi scenariusz; w przeciwnym razie NPR najlepiej zdolne do rywalizacji na równych warunkach z innymi PR.</translation>
    </message>
    <message>
        <source>Place {units} Units in the Bot&apos;s Army and the Bot&apos;s Towns on every Province the chosen NPR Owns. The new Bot keeps the Prestige, Ideas and completed Milestones of the old one; everything else is set up as normal. Bot Power: {power}; the Bot Deck holds {cards} cards.</source>
        <translation>Umieść w Armii Bota Jednostki ({units}) i Miasta Bota w każdej Prowincji, której Właścicielem jest wybrane NPR. Nowy Bot zachowuje Prestiż, Idee i osiągnięte Kamienie Milowe starego; wszystko inne przygotuj jak zwykle. Punkty Bota: {power}; kart w Talii Bota: {cards}.</translation>
    </message>
    <message>
        <source>Place {units} Units in the new Bot&apos;s Army area and its Towns on every Province the new Realm Owns now.</source>
        <translation>Umieść {units} Jednostki na obszarze Armii nowego Bota i jego Miasta na każdej Prowincji, którą teraz Posiada nowe Królestwo.</translation>
    </message>
    <message>
        <source>Run it for the eliminated Bot: it becomes the new Bot and keeps its Ideas.</source>
        <translation>Uruchom to dla wyeliminowanego Bota: staje się nowym Botem i zachowuje swoje Idee.</translation>
    </message>
    <message>
        <source>Set up the rest as in Bot Setup: the Bot Mat with {power} Bot Power, no Army on the map, one Ship per Sea Zone, the Bot Deck of its Realm for Age {age}.</source>
        <translation>Resztę przygotuj jak w Przygotowaniu Bota: Plansza Bota z {power} Punktami Bota, bez Armii na mapie, jeden Statek na Strefę Morską, Talia Bota jego Królestwa na Erę {age}.</translation>
    </message>
    <message>
        <source>The old Bot&apos;s Realm profile no longer applies. To play the new Realm&apos;s own deck and Targeting Charts, add a new Bot with that profile and copy the Ideas on its mat.</source>
        <translation>Profil Królestwa starego Bota już nie obowiązuje. Aby grać własną talią i Diagramami Celów nowego Królestwa, dodaj nowego Bota z tym profilem i przepisz Idee na jego planszę.</translation>
    </message>
</context>
<context>
    <name>eupop/replace_human</name>
    <message>
        <source>Between Rounds. Add the Bot first (Realm profile, Difficulty Level), then run this routine for it.</source>
        <translation>Między Rundami. Najpierw dodaj Bota (profil Królestwa, Poziom Trudności), potem uruchom dla niego tę procedurę.</translation>
    </message>
    <message>
        <source>Between Rounds. Add the Bot first (Realm profile, Difficulty Level), then run this routine for it: the numbers you give set its Bot Mat.</source>
        <translation>Między Rundami. Najpierw dodaj Bota (profil Królestwa, Poziom Trudności), potem uruchom dla niego tę procedurę: podane liczby ustawią panel tego Bota.</translation>
    </message>
    <message numerus="yes">
        <source>Bot Power: {monarch_power} for Monarch Power + {ducat_power} for Ducats + {stability} for Stability − {loans} for Loans = {raw}; kept between {minimum} and {maximum}: the Bot has %n Bot Power Available.</source>
        <translation>
            <numerusform>Punkty Bota: {monarch_power} za Punkty Władzy + {ducat_power} za Dukaty + {stability} za Stabilność − {loans} za Pożyczki = {raw}; w granicach od {minimum} do {maximum}: Bot ma %n Dostępny Punkt Bota.</numerusform>
            <numerusform>Punkty Bota: {monarch_power} za Punkty Władzy + {ducat_power} za Dukaty + {stability} za Stabilność − {loans} za Pożyczki = {raw}; w granicach od {minimum} do {maximum}: Bot ma %n Dostępne Punkty Bota.</numerusform>
            <numerusform>Punkty Bota: {monarch_power} za Punkty Władzy + {ducat_power} za Dukaty + {stability} za Stabilność − {loans} za Pożyczki = {raw}; w granicach od {minimum} do {maximum}: Bot ma %n Dostępnych Punktów Bota.</numerusform>
        </translation>
    </message>
    <message>
        <source>Bot Power: {monarch_power} for Monarch Power + {ducat_power} for Ducats + {stability} for Stability − {loans} for Loans = {raw}; kept between {minimum} and {maximum}: the Bot has {power} Bot Power Available.</source>
        <translation>Punkty Bota: {monarch_power} za Punkty Władzy + {ducat_power} za Dukaty + {stability} za Stabilność − {loans} za Pożyczki = {raw}; w granicach od {minimum} do {maximum}: Dostępne Punkty Bota: {power}.</translation>
    </message>
    <message>
        <source>Bot Power: {monarch_power} for Monarch Power + {ducat_power} for Ducats + {stability} for Stability − {loans} for Loans = {raw}; kept between {minimum} and {maximum}: the Bot has {power} Bot Power Available. Ideas above {max_ideas} of a type are not counted.</source>
        <translation>Punkty Bota: {monarch_power} za Punkty Władzy + {ducat_power} za Dukaty + {stability} za Stabilność − {loans} za Pożyczki = {raw}; w granicach od {minimum} do {maximum}: Dostępne Punkty Bota: {power}. Idee ponad {max_ideas} jednego rodzaju się nie liczą.</translation>
    </message>
    <message>
        <source>Both booklets lack this line&apos;s icon; Loans is a reading: check your copy.</source>
        <translation>W obu broszurach brakuje ikony tego wiersza; Pożyczki to interpretacja: sprawdź swój egzemplarz.</translation>
    </message>
    <message>
        <source>Check this line&apos;s icon in your booklet: this step takes it to be Loans.</source>
        <translation>Sprawdź ikonę tego wiersza w broszurze: ten krok przyjmuje, że oznacza Pożyczki.</translation>
    </message>
    <message>
        <source>Check this line&apos;s icons in your booklet: this step replaces Vassals by Towns, as Bot Setup does.</source>
        <translation>Sprawdź ikony tego wiersza w broszurze: ten krok zamienia Wasali na Miasta, tak jak Przygotowanie Bota.</translation>
    </message>
    <message>
        <source>Each Monarch Power gives 1; every 5 Ducats give 1 (at most 5); each positive Stability step gives 1 and each negative step costs 1; each token of the last listed kind costs 1. Both booklets lack that token&apos;s icon: Loans is a reading.</source>
        <translation>Każdy Punkt Władzy daje 1; każde 5 Dukatów daje 1 (najwyżej 5); każdy dodatni krok Stabilności daje 1, a każdy ujemny kosztuje 1; każdy żeton ostatniego wymienionego rodzaju kosztuje 1. W obu broszurach brakuje ikony tego żetonu: Pożyczki to interpretacja.</translation>
    </message>
    <message>
        <source>Each Monarch Power gives 1; every 5 Ducats give 1 (at most 5); each positive Stability step gives 1 and each negative step costs 1; each token of the last listed kind costs 1. That token&apos;s icon is lost in both seeds: reading it as Loans is ours.</source>
        <translation>Każdy Punkt Władzy daje 1; każde 5 Dukatów daje 1 (najwyżej 5); każdy dodatni krok Stabilności daje 1, a każdy ujemny kosztuje 1; każdy żeton ostatniego wymienionego rodzaju kosztuje 1. Ikona tego żetonu zaginęła w obu źródłach: odczytanie go jako Pożyczki jest nasze.</translation>
    </message>
    <message>
        <source>How many Loans does the player have (check your booklet)?</source>
        <translation>Ile Pożyczek ma gracz (sprawdź w broszurze)?</translation>
    </message>
    <message>
        <source>In each Sea Zone with Ships (the Fleet included), remove all but 1 Ship.</source>
        <translation>W każdej Strefie Morskiej ze Statkami (łącznie z Flotą) usuń wszystkie Statki oprócz 1.</translation>
    </message>
    <message>
        <source>On this Bot&apos;s mat enter, under &apos;Replacing a human player&apos;, the player&apos;s Monarch Power (all three types together), Ducats, Stability and Loans. Enter the Deployed Units as the Army and all other Units as the Manpower Reserve, the Researched Ideas of each type and the State Religion. Then confirm.</source>
        <translation>Na planszy tego Bota wpisz w części „Zastępowanie ludzkiego gracza” Punkty Władzy gracza (wszystkie trzy rodzaje razem), Dukaty, Stabilność i Pożyczki. Wpisz Rozmieszczone Jednostki jako Armię, a wszystkie inne Jednostki jako Rezerwę Zasobów Ludzkich, Zbadane Idee każdego rodzaju i Religię Państwową. Potem potwierdź.</translation>
    </message>
    <message>
        <source>The app cannot read the table, so the numbers are entered on the mat; the next step converts them.</source>
        <translation>Aplikacja nie widzi stołu, więc liczby wpisuje się na planszy; następny krok je przelicza.</translation>
    </message>
    <message>
        <source>The booklet&apos;s text lacks the icons of this line; Bot Setup replaces Vassals by Towns the same way.</source>
        <translation>W tekście broszury brakuje ikon tego wiersza; Przygotowanie Bota w ten sam sposób zamienia Wasali na Miasta.</translation>
    </message>
    <message>
        <source>The icons of this line are lost in our sources; Bot Setup replaces Vassals by Towns the same way.</source>
        <translation>Ikony tego wiersza zaginęły w naszych źródłach; Przygotowanie Bota zastępuje Wasali Miastami w ten sam sposób.</translation>
    </message>
</context>
<context>
    <name>eupop/setup</name>
    <message>
        <source>Check the icons of the first change in your booklet: this step takes it to replace Vassal tokens with Bot Towns.</source>
        <translation>Sprawdź ikony pierwszej zmiany w broszurze: ten krok przyjmuje, że chodzi o zastąpienie żetonów Wasali Miastami Bota.</translation>
    </message>
    <message>
        <source>Check the icons of the first change in your booklet: this step takes it to turn Vassal tokens into Bot Towns.</source>
        <translation>Sprawdź ikony pierwszej zmiany w broszurze: ten krok przyjmuje, że zamienia ona żetony Wasali na Miasta Bota.</translation>
    </message>
    <message>
        <source>Manpower comes from the Town Track as normal, but a Bot always has at least {minimum}. Manpower Reserve: {reserve}; correct it on the Bot Mat if the Town Track gives more.</source>
        <translation>Zasoby Ludzkie wynikają z Toru Miast jak zwykle, ale Bot ma zawsze co najmniej {minimum}. Rezerwa Zasobów Ludzkich: {reserve}; popraw ją na Planszy Bota, jeśli Tor Miast daje więcej.</translation>
    </message>
    <message>
        <source>Place no Bot Army and no Land Units on the map: the deployed Land Units move to the Army area of the Bot Mat. Army: {army} Units.</source>
        <translation>Nie umieszczaj na mapie Armii Bota ani Jednostek Lądowych: rozmieszczone Jednostki Lądowe trafiają na obszar Armii na Planszy Bota. Armia: {army} Jednostek.</translation>
    </message>
    <message>
        <source>The booklet&apos;s text lacks the icons of the first change; Vassals becoming Towns is a reading (the Towns glyph is printed).</source>
        <translation>W tekście broszury brakuje ikon pierwszej zmiany; Wasale zamieniani na Miasta to interpretacja (znak Miast jest wydrukowany).</translation>
    </message>
    <message>
        <source>Use the Bot Mat (the back of the Player Mat). Put {power} Bot Power cubes of the Bot&apos;s colour in Available; keep its Army miniature, Land Units and Ships nearby.</source>
        <translation>Użyj Planszy Bota (drugiej strony Planszy Gracza). Umieść {power} kostek Punktów Bota w kolorze Bota w Dostępnych; miniaturkę Armii, Jednostki Lądowe i Statki Bota trzymaj w pobliżu.</translation>
    </message>
</context>
<context>
    <name>eupop/ship_placement</name>
    <message numerus="yes">
        <source>The Bot gains %n Bot Power for its first Battle win this Turn.</source>
        <translation>
            <numerusform>Bot otrzymuje %n Punkt Bota za pierwszą wygraną Bitwę w tej Turze.</numerusform>
            <numerusform>Bot otrzymuje %n Punkty Bota za pierwszą wygraną Bitwę w tej Turze.</numerusform>
            <numerusform>Bot otrzymuje %n Punktów Bota za pierwszą wygraną Bitwę w tej Turze.</numerusform>
        </translation>
    </message>
    <message>
        <source>Won, its first Battle win this Turn</source>
        <translation>Wygrana, pierwsza wygrana Bitwa w tej Turze</translation>
    </message>
    <message>
        <source>Won, not its first win this Turn</source>
        <translation>Wygrana, nie pierwsza w tej Turze</translation>
    </message>
</context>
<context>
    <name>eupop/siege</name>
    <message>
        <source>Does the Bot have Small Towns left to place?</source>
        <translation>Czy Botowi zostały Małe Miasta do umieszczenia?</translation>
    </message>
    <message>
        <source>Siege Provinces in the Army&apos;s Area one at a time: each Bot Power Sieges {per_power} Tax Value.</source>
        <translation>Oblegaj Prowincje w Obszarze Armii po jednej: każdy Punkt Bota Oblega Wartość Podatkową {per_power}.</translation>
    </message>
    <message>
        <source>Siege Provinces in the Army&apos;s Area, best first: each Bot Power Sieges {per_power} Tax Value.</source>
        <translation>Oblegaj Prowincje w Obszarze Armii, najlepsze najpierw: każdy Punkt Bota Oblega Wartość Podatkową: {per_power}.</translation>
    </message>
    <message>
        <source>Siege the Large Province and Occupy it. Spend {paid} Bot Power ({sieged} Tax Value Sieged this Action).</source>
        <translation>Oblegaj Dużą Prowincję i Okupuj ją. Wydaj {paid} Punkty Bota (Oblężona Wartość Podatkowa w tej Akcji: {sieged}).</translation>
    </message>
    <message>
        <source>Siege the Small Province and Occupy it. Spend {paid} Bot Power ({sieged} Tax Value Sieged this Action).</source>
        <translation>Oblegaj Małą Prowincję i Okupuj ją. Wydaj {paid} Punkty Bota (Oblężona Wartość Podatkowa w tej Akcji: {sieged}).</translation>
    </message>
    <message>
        <source>The booklet&apos;s text keeps this chart&apos;s footnote, not its boxes. The Bot pays one Bot Power per Tax Value it Sieges (a reading of the footnote); with 3 or more Military Ideas it Sieges 2 Tax Value per Bot Power, 6 in all. Each step shows the numbers.</source>
        <translation>Tekst broszury zachowuje przypis tego diagramu, a nie jego pola. Bot płaci jeden Punkt Bota za każdą Oblęganą Wartość Podatkową (interpretacja przypisu); z 3 lub więcej Ideami Militarnymi Oblega 2 Wartości Podatkowe za Punkt Bota, łącznie 6. Każdy krok pokazuje liczby.</translation>
    </message>
    <message>
        <source>The chart image is not in our sources; its footnote is. The Bot pays one Bot Power per Tax Value it Sieges; with enough Military Ideas it Sieges more Tax Value per Bot Power, up to a cap. Each step shows the numbers.</source>
        <translation>Obrazu diagramu nie ma w naszych źródłach; jego przypis jest. Bot płaci jeden Punkt Bota za każdą Oblężoną Wartość Podatkową; mając dość Idei Militarnych, Oblega więcej Wartości Podatkowej za Punkt Bota, do limitu. Każdy krok pokazuje liczby.</translation>
    </message>
    <message>
        <source>Which Province does the Army Siege next? Take the highest Tax Value first, then alphabetical.</source>
        <translation>Którą Prowincję Armia Oblega następną? Najpierw najwyższa Wartość Podatkowa, potem alfabetycznie.</translation>
    </message>
</context>
<context>
    <name>eupop/spy</name>
    <message>
        <source>Take the Covert Action against that Opponent, choosing by Choice Processes. The Opponent may negate it with Counterespionage.</source>
        <translation>Wykonaj Tajną Akcję przeciw temu Przeciwnikowi, wybierając według Procesów Wyboru. Przeciwnik może ją zanegować Kontrwywiadem.</translation>
    </message>
    <message>
        <source>The booklet&apos;s text keeps only this chart&apos;s heading; the MILITARY chart names SPY as a way into it. SPY picks an Opponent (Opponent Selection) and takes a Covert Action, which the Opponent may negate with Counterespionage; Bots never counter Covert Actions aimed at them.</source>
        <translation>Tekst broszury zachowuje tylko nagłówek tego diagramu; diagram MILITARNA podaje SZPIEGOWANIE jako drogę do siebie. SZPIEGOWANIE wybiera Przeciwnika (Wybór Przeciwnika) i wykonuje Tajną Akcję, którą Przeciwnik może zanegować Kontrwywiadem; Boty nigdy nie przeciwdziałają Tajnym Akcjom skierowanym przeciwko nim.</translation>
    </message>
    <message>
        <source>The chart image is not in our sources. SPY picks an Opponent (Opponent Selection), takes a Covert Action, and can lead to MILITARY; Covert Actions can be negated by Counterespionage.</source>
        <translation>Obrazu diagramu nie ma w naszych źródłach. SZPIEGOWANIE wybiera Przeciwnika (Wybór Przeciwnika), wykonuje Tajną Akcję i może prowadzić do MILITARNEJ; Tajne Akcje może zanegować Kontrwywiad.</translation>
    </message>
</context>
<context>
    <name>eupop/targeting</name>
    <message>
        <source>Action charts call this chart at node &apos;military&apos; or &apos;diplomatic&apos;. Afterwards the predicates target_found and target_is_npr tell the caller what was found.</source>
        <translation>Diagramy Akcji wywołują ten diagram w węźle &apos;military&apos; lub &apos;diplomatic&apos;. Potem predykaty target_found i target_is_npr mówią wywołującemu, co znaleziono.</translation>
    </message>
    <message>
        <source>Is {target} a valid Diplomatic target? Invalid: an Opponent; a Realm at War with the Bot; a DNPR with 10 or more Tax Income; a Realm whose Provinces are all Owned by other Realms (PRs or DNPRs).</source>
        <translation>Czy {target} jest legalnym celem Dyplomatycznym? Nielegalny: Przeciwnik; Królestwo w Stanie Wojny z Botem; DNPR z Dochodem z Podatków 10 lub więcej; Królestwo, którego wszystkie Prowincje są Posiadane przez inne Królestwa (PR lub DNPR).</translation>
    </message>
    <message>
        <source>Is {target} a valid Diplomatic target? Invalid: an Opponent; a Realm at War with the Bot; a DNPR with {tax} or more Tax Income; a Realm whose Provinces are all Owned by other Realms (PRs or DNPRs).</source>
        <translation>Czy {target} jest legalnym celem Dyplomatycznym? Nielegalny: Przeciwnik; Królestwo w Stanie Wojny z Botem; DNPR z Dochodem z Podatków {tax} lub więcej; Królestwo, którego wszystkie Prowincje są Posiadane przez inne Królestwa (PR lub DNPR).</translation>
    </message>
    <message>
        <source>Is {target} a valid Military target? Invalid: a Vassal of another Realm; a Realm whose Provinces are all Owned by PRs or DNPRs; the Bot&apos;s Ally; a Realm in Truce with the Bot; an Opponent who has Passed, or an NPR Ally or HRE Subject of one; an NPR in whose Areas the Bot has 4 or more Influence; a Realm whose Provinces the Bot already Owns. Check the DoW restrictions of the main rules (p. 22) too.</source>
        <translation>Czy {target} jest legalnym celem Militarnym? Nielegalny: Wasal innego Królestwa; Królestwo, którego wszystkie Prowincje są Posiadane przez PR lub DNPR; Sojusznik Bota; Królestwo w Rozejmie z Botem; Przeciwnik, który spasował, lub jego Sojusznik NPR albo Poddany HRE; NPR, w którego Obszarach Bot ma 4 lub więcej Wpływów; Królestwo, którego Prowincje Bot już Posiada. Sprawdź też ograniczenia DoW z zasad głównych (s. 22).</translation>
    </message>
    <message>
        <source>Is {target} a valid Military target? Invalid: a Vassal of another Realm; a Realm whose Provinces are all Owned by PRs or DNPRs; the Bot&apos;s Ally; a Realm in Truce with the Bot; an Opponent who has Passed, or an NPR Ally or HRE Subject of one; an NPR in whose Areas the Bot has {influence} or more Influence; a Realm whose Provinces the Bot already Owns. Check the DoW restrictions of the main rules (page {page}) too.</source>
        <translation>Czy {target} jest legalnym celem Militarnym? Nielegalny: Wasal innego Królestwa; Królestwo, którego wszystkie Prowincje są Posiadane przez PR lub DNPR; Sojusznik Bota; Królestwo w Rozejmie z Botem; Przeciwnik, który spasował, lub jego Sojusznik NPR albo Poddany HRE; NPR, w którego Obszarach Bot ma {influence} lub więcej Wpływów; Królestwo, którego Prowincje Bot już Posiada. Sprawdź też ograniczenia DoW z zasad głównych (strona {page}).</translation>
    </message>
    <message>
        <source>Place a Claim on that vacant Territory. The Bot&apos;s Turn ends.</source>
        <translation>Umieść Roszczenie na tym pustym Terytorium. Tura Bota się kończy.</translation>
    </message>
    <message>
        <source>Place a Claim on the NPR {claim_place}.</source>
        <translation>Umieść Roszczenie na NPR {claim_place}.</translation>
    </message>
    <message>
        <source>Place a Claim on {target}. The Bot&apos;s Turn ends.</source>
        <translation>Umieść Roszczenie na {target}. Tura Bota się kończy.</translation>
    </message>
    <message>
        <source>The Bot has no Realm profile with this chart: roll a die on its printed Diplomatic Targeting Chart (scenario booklet). If the target is invalid, take the listed substitute, else roll among its child nodes, else move to the next sibling by rising die value (wrap round), else to the next cousin. Invalid: an Opponent; a Realm at War with the Bot; a DNPR with 10 or more Tax Income; a Realm whose Provinces are all Owned by other Realms. A vacant Territory counts only with Quest for the New World. What is the first valid target?</source>
        <translation>Bot nie ma profilu Królestwa z tym diagramem: rzuć kością na jego wydrukowanym Diagramie Celów Dyplomatycznych (broszura scenariusza). Jeśli cel jest nielegalny, weź wskazane Zastępstwo, w przeciwnym razie rzuć wśród jego węzłów potomnych, w przeciwnym razie przejdź do następnego węzła siostrzanego według rosnącej wartości kości (w kółko), w przeciwnym razie do następnego kuzynowskiego. Nielegalny: Przeciwnik; Królestwo w Stanie Wojny z Botem; DNPR z Dochodem z Podatków 10 lub więcej; Królestwo, którego wszystkie Prowincje są Posiadane przez inne Królestwa. Puste Terytorium liczy się tylko z „Quest for the New World”. Jaki jest pierwszy legalny cel?</translation>
    </message>
    <message>
        <source>The Bot has no Realm profile with this chart: roll a die on its printed Diplomatic Targeting Chart (scenario booklet). If the target is invalid, take the listed substitute, else roll among its child nodes, else move to the next sibling by rising die value (wrap round), else to the next cousin. Invalid: an Opponent; a Realm at War with the Bot; a DNPR with {tax} or more Tax Income; a Realm whose Provinces are all Owned by other Realms. A vacant Territory counts only with Quest for the New World. What is the first valid target?</source>
        <translation>Bot nie ma profilu Królestwa z tym diagramem: rzuć kością na jego wydrukowanym Diagramie Celów Dyplomatycznych (broszura scenariusza). Jeśli cel jest nielegalny, weź wskazane Zastępstwo, w przeciwnym razie rzuć wśród jego węzłów potomnych, w przeciwnym razie przejdź do następnego węzła siostrzanego według rosnącej wartości kości (w kółko), w przeciwnym razie do następnego kuzynowskiego. Nielegalny: Przeciwnik; Królestwo w Stanie Wojny z Botem; DNPR z Dochodem z Podatków {tax} lub więcej; Królestwo, którego wszystkie Prowincje są już w Posiadaniu innych Królestw. Puste Terytorium liczy się tylko z „Quest for the New World”. Jaki jest pierwszy legalny cel?</translation>
    </message>
    <message>
        <source>The Bot has no Realm profile with this chart: roll a die on its printed Military Targeting Chart (scenario booklet). If the target is invalid, take the listed substitute, else roll among its child nodes, else move to the next sibling by rising die value (wrap round), else to the next cousin. Invalid: a Vassal (take its Overlord); a Realm whose Provinces are all Owned by PRs or DNPRs (take the Owner of its Capital); the Bot&apos;s Ally; a Realm in Truce with the Bot; an Opponent who has Passed, or an NPR Ally or HRE Subject of one; an NPR in whose Areas the Bot has 4 or more Influence; a Realm whose Provinces the Bot already Owns. A vacant Territory counts only with Quest for the New World. What is the first valid target?</source>
        <translation>Bot nie ma profilu Królestwa z tym diagramem: rzuć kością na jego wydrukowanym Diagramie Celów Militarnych (broszura scenariusza). Jeśli cel jest nielegalny, weź wskazane Zastępstwo, w przeciwnym razie rzuć wśród jego węzłów potomnych, w przeciwnym razie przejdź do następnego węzła siostrzanego według rosnącej wartości kości (w kółko), w przeciwnym razie do następnego kuzynowskiego. Nielegalny: Wasal (weź jego Suzerena); Królestwo, którego wszystkie Prowincje są Posiadane przez PR lub DNPR (weź Właściciela jego Stolicy); Sojusznik Bota; Królestwo w Rozejmie z Botem; Przeciwnik, który spasował, lub jego Sojusznik NPR albo Poddany HRE; NPR, w którego Obszarach Bot ma 4 lub więcej Wpływów; Królestwo, którego Prowincje Bot już Posiada. Puste Terytorium liczy się tylko z „Quest for the New World”. Jaki jest pierwszy legalny cel?</translation>
    </message>
    <message>
        <source>The Bot has no Realm profile with this chart: roll a die on its printed Military Targeting Chart (scenario booklet). If the target is invalid, take the listed substitute, else roll among its child nodes, else move to the next sibling by rising die value (wrap round), else to the next cousin. Invalid: a Vassal (take its Overlord); a Realm whose Provinces are all Owned by PRs or DNPRs (take the Owner of its Capital); the Bot&apos;s Ally; a Realm in Truce with the Bot; an Opponent who has Passed, or an NPR Ally or HRE Subject of one; an NPR in whose Areas the Bot has {influence} or more Influence (check the token in your booklet); a Realm whose Provinces the Bot already Owns. A vacant Territory counts only with Quest for the New World. What is the first valid target?</source>
        <translation>Bot nie ma profilu Królestwa z tym diagramem: rzuć kością na jego wydrukowanym Diagramie Celów Militarnych (broszura scenariusza). Jeśli cel jest nielegalny, weź wskazane Zastępstwo, w przeciwnym razie rzuć wśród jego węzłów potomnych, w przeciwnym razie przejdź do następnego węzła siostrzanego według rosnącej wartości kości (w kółko), w przeciwnym razie do następnego kuzynowskiego. Nielegalny: Wasal (weź jego Suzerena); Królestwo, którego wszystkie Prowincje są w Posiadaniu PR lub DNPR (weź Właściciela jego Stolicy); Sojusznik Bota; Królestwo w Rozejmie z Botem; Przeciwnik, który Spasował, lub jego Sojusznik NPR albo Poddany HRE; NPR, na którego Obszarach Bot ma {influence} lub więcej Wpływów (sprawdź żeton w broszurze); Królestwo, którego wszystkie Prowincje Bot już Posiada. Puste Terytorium liczy się tylko z „Quest for the New World”. Jaki jest pierwszy legalny cel?</translation>
    </message>
    <message>
        <source>The Bot has no Realm profile with this chart: roll a die on its printed Military Targeting Chart (scenario booklet). If the target is invalid, take the listed substitute, else roll among its child nodes, else move to the next sibling by rising die value (wrap round), else to the next cousin. Invalid: a Vassal (take its Overlord); a Realm whose Provinces are all Owned by PRs or DNPRs (take the Owner of its Capital); the Bot&apos;s Ally; a Realm in Truce with the Bot; an Opponent who has Passed, or an NPR Ally or HRE Subject of one; an NPR in whose Areas the Bot has {influence} or more Influence; a Realm whose Provinces the Bot already Owns. A vacant Territory counts only with Quest for the New World. What is the first valid target?</source>
        <translation>Bot nie ma profilu Królestwa z tym diagramem: rzuć kością na jego wydrukowanym Diagramie Celów Militarnych (broszura scenariusza). Jeśli cel jest nielegalny, weź wskazane Zastępstwo, w przeciwnym razie rzuć wśród jego węzłów potomnych, w przeciwnym razie przejdź do następnego węzła siostrzanego według rosnącej wartości kości (w kółko), w przeciwnym razie do następnego kuzynowskiego. Nielegalny: Wasal (weź jego Suzerena); Królestwo, którego wszystkie Prowincje są w Posiadaniu PR lub DNPR (weź Właściciela jego Stolicy); Sojusznik Bota; Królestwo w Rozejmie z Botem; Przeciwnik, który Spasował, lub jego Sojusznik NPR albo Poddany HRE; NPR, na którego Obszarach Bot ma {influence} lub więcej Wpływów; Królestwo, którego wszystkie Prowincje Bot już Posiada. Puste Terytorium liczy się tylko z „Quest for the New World”. Jaki jest pierwszy legalny cel?</translation>
    </message>
    <message>
        <source>The target is the NPR {target}. Place a Claim {claim_place}.</source>
        <translation>Celem jest NPR {target}. Umieść Roszczenie {claim_place}.</translation>
    </message>
    <message>
        <source>{how} Is that a valid Military target? Invalid: a Vassal of another Realm; a Realm whose Provinces are all Owned by PRs or DNPRs; the Bot&apos;s Ally; a Realm in Truce with the Bot; an Opponent who has Passed, or an NPR Ally or HRE Subject of one; an NPR in whose Areas the Bot has {influence} or more Influence (check the token in your booklet); a Realm whose Provinces the Bot already Owns. Check the DoW restrictions of the main rules (page {page}) too.</source>
        <translation>{how} Czy to legalny cel Militarny? Nielegalny: Wasal innego Królestwa; Królestwo, którego wszystkie Prowincje są w Posiadaniu PR lub DNPR; Sojusznik Bota; Królestwo, które zawarło Rozejm z Botem; Przeciwnik, który Spasował, lub jego Sojusznik NPR albo Poddany HRE; NPR, na którego Obszarach Bot ma {influence} lub więcej Wpływów (sprawdź żeton w broszurze); Królestwo, którego wszystkie Prowincje Bot już Posiada. Sprawdź też ograniczenia DoW w zasadach głównych (str. {page}).</translation>
    </message>
</context>
<context>
    <name>eupop/token_limits</name>
    <message>
        <source>Check the icons of the second item of this list in your booklet: this step takes them to mean Influence from Areas where the Bot has neither an Alliance nor a Marriage.</source>
        <translation>Sprawdź ikony drugiej pozycji tej listy w broszurze: ten krok przyjmuje, że chodzi o Wpływy z Obszarów, w których Bot nie ma ani Sojuszu, ani Małżeństwa.</translation>
    </message>
    <message>
        <source>Check the icons of the second place in your booklet: this step takes them to mean Influence from Areas where the Bot has neither an Alliance nor a Marriage.</source>
        <translation>Sprawdź ikony drugiego miejsca w broszurze: ten krok przyjmuje, że chodzi o Wpływy z Obszarów, w których Bot nie ma ani Sojuszu, ani Małżeństwa.</translation>
    </message>
    <message>
        <source>Give the Bot a +20 Income tile, Bot side up, and put the {n} Small Towns from its Supply on its Town Track. The tile goes back to the Supply if the Bot falls below {n} Small Towns.</source>
        <translation>Daj Botowi kafelek Dochód +20 stroną Bota do góry i umieść {n} Małych Miast z jego Zasobów na jego Torze Miast. Kafelek wraca do Zasobów, jeśli Bot spadnie poniżej {n} Małych Miast.</translation>
    </message>
    <message>
        <source>Take the cubes the Bot needs in this order until it has enough: first from Spent Bot Power; then Influence from Areas where the Bot has neither an Alliance nor a Marriage, furthest from its Capital Area first; then from the Areas of its Ally with the lowest Tax Income; last from Available Bot Power (check your booklet).</source>
        <translation>Bierz kostki potrzebne Botowi w tej kolejności, aż będzie ich dość: najpierw z Wydanych Punktów Bota; potem Wpływy z Obszarów, gdzie Bot nie ma ani Sojuszu, ani Małżeństwa, najpierw najdalej od jego Obszaru Stołecznego; potem z Obszarów jego Sojusznika o najniższym Dochodzie z Podatków; na końcu z Dostępnych Punktów Bota (sprawdź w broszurze).</translation>
    </message>
    <message>
        <source>The booklet&apos;s text lacks the icons of the second source; Influence away from the Bot&apos;s Alliances and Marriages is a reading.</source>
        <translation>W tekście broszury brakuje ikon drugiego źródła; Wpływy z dala od Sojuszy i Małżeństw Bota to interpretacja.</translation>
    </message>
</context>
<context>
    <name>eupop/trade</name>
    <message>
        <source>Does that player have the Mercantilism Idea and {n} or more from Key Provinces (check your booklet for what is counted)? Then each Bot collects {loss} Bot Power less.</source>
        <translation>Czy ten gracz zna Ideę „Merkantylizm” i ma {n} lub więcej z Prowincji Kluczowych (sprawdź w broszurze, co się liczy)? Wtedy każdy Bot otrzymuje o {loss} Punkt Bota mniej.</translation>
    </message>
    <message>
        <source>For the Bot&apos;s own NAVAL Action this step uses the passive Trade Income values: check the NAVAL chart in your booklet.</source>
        <translation>Przy własnej Akcji MORSKIEJ Bota ten krok używa wartości pasywnego Dochodu z Handlu: sprawdź diagram Akcji MORSKIEJ w broszurze.</translation>
    </message>
    <message>
        <source>How many Pirates are in that Trade Node? Each takes {loss} Bot Power from a Bot&apos;s income there.</source>
        <translation>Ilu Piratów jest w tym Węźle Handlowym? Każdy odbiera {loss} Punkt Bota z dochodu Bota w tym Węźle.</translation>
    </message>
    <message>
        <source>How much a Bot collects by its own NAVAL Action is not in the booklet&apos;s text; this uses the passive Trade Income values.</source>
        <translation>Ile Bot otrzymuje z własnej Akcji MORSKIEJ, nie ma w tekście broszury; tu użyto wartości pasywnego Dochodu z Handlu.</translation>
    </message>
    <message>
        <source>The booklet&apos;s text lacks the icon of what the player has 3 or more of from Key Provinces: check your copy.</source>
        <translation>Tekst broszury nie ma ikony tego, czego gracz ma 3 lub więcej z Prowincji Kluczowych: sprawdź swój egzemplarz.</translation>
    </message>
</context>
<context>
    <name>eupop/unrest</name>
    <message>
        <source>Remove Unrest as the main rules&apos; action allows, from the Bot&apos;s Areas with the highest Tax Value first (then alphabetical).</source>
        <translation>Usuń Niepokój, na ile pozwala akcja z zasad głównych, najpierw z Obszarów Bota o najwyższej Wartości Podatkowej (potem alfabetycznie).</translation>
    </message>
    <message>
        <source>The booklet&apos;s text keeps only this chart&apos;s heading; the steps follow the main rules&apos; Unrest removal.</source>
        <translation>Tekst broszury zachowuje tylko nagłówek tego diagramu; kroki opierają się na usuwaniu Niepokoju z zasad głównych.</translation>
    </message>
    <message>
        <source>The chart image is not in our sources; the steps follow the main rules&apos; Unrest removal.</source>
        <translation>Obrazu diagramu nie ma w naszych źródłach; kroki idą za usuwaniem Niepokoju z zasad głównych.</translation>
    </message>
</context>
<context>
    <name>glory_automa</name>
    <message>
        <source>Food the mill shows</source>
        <translation>Żywność pokazana na młynie</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>Cztery</translation>
    </message>
    <message>
        <source>Four priority numbers</source>
        <translation>Cztery priorytetowe numery</translation>
    </message>
    <message>
        <source>Mead the meadery shows</source>
        <translation>Miód pitny pokazany na miodosytni</translation>
    </message>
    <message>
        <source>Not offered</source>
        <translation>Nie proponuj</translation>
    </message>
    <message>
        <source>Not offered, as the Automa appendix has it</source>
        <translation>Nie proponuj, jak w dodatku o automie</translation>
    </message>
    <message>
        <source>Six</source>
        <translation>Sześć</translation>
    </message>
    <message>
        <source>Six priority numbers</source>
        <translation>Sześć priorytetowych numerów</translation>
    </message>
    <message>
        <source>Take a technology, as the free action does</source>
        <translation>Weź technologię, jak w akcji darmowej</translation>
    </message>
    <message>
        <source>The automa of Glory of Civilizations as the older rules text (seed 003) gives it: a row of automa cards each round, free actions, one main action with fallback, the reform after round 1 and the achievements phase.</source>
        <translation>Automa gry Glory of Civilizations (Chwała Cywilizacji) według starszego tekstu zasad (seed 003): w każdej rundzie rząd kart automy, akcje darmowe, jedna akcja główna z akcją alternatywną, reforma po rundzie 1 i faza osiągnięć.</translation>
    </message>
    <message>
        <source>The automa of Glory of Civilizations as the older rules text gives it: a row of automa cards each round, free actions, one main action with fallback, the reform after round 1 and the achievements phase.</source>
        <translation>Automa gry Glory of Civilizations (Chwała Cywilizacji) według starszego tekstu zasad: w każdej rundzie rząd kart automy, akcje darmowe, jedna akcja główna z akcją alternatywną, reforma po rundzie 1 i faza osiągnięć.</translation>
    </message>
    <message>
        <source>The row has {n} cards</source>
        <translation>Kart w rzędzie: {n}</translation>
    </message>
    <message>
        <source>Variant: take a technology, as the free action does</source>
        <translation>Wariant: weź technologię, jak w akcji darmowej</translation>
    </message>
    <message>
        <source>Variant: technology on a main-action line</source>
        <translation>Wariant: technologia w wierszu akcji głównej</translation>
    </message>
    <message>
        <source>Weapons the forge shows</source>
        <translation>Broń pokazana na kuźni</translation>
    </message>
    <message>
        <source>Wood the sawmill shows</source>
        <translation>Drewno pokazane na tartaku</translation>
    </message>
    <message>
        <source>an action this app does not know</source>
        <translation>akcja, której ta aplikacja nie zna</translation>
    </message>
    <message>
        <source>column</source>
        <translation>kolumna</translation>
    </message>
    <message>
        <source>event card</source>
        <translation>karta wydarzenia</translation>
    </message>
    <message>
        <source>position in the row</source>
        <translation>miejsce w rzędzie</translation>
    </message>
    <message>
        <source>row</source>
        <translation>rząd</translation>
    </message>
    <message>
        <source>{a} of {n} cards activated</source>
        <translation>Aktywowane karty: {a} z {n}</translation>
    </message>
    <message>
        <source>{n} Wonder stages built</source>
        <translation>Zbudowane etapy Cudu: {n}</translation>
    </message>
    <message>
        <source>{n} cards in the automa deck, the row needs {size}</source>
        <translation>Kart w talii automy: {n}, rząd potrzebuje: {size}</translation>
    </message>
    <message>
        <source>{n} cards in the row</source>
        <translation>Kart w rzędzie: {n}</translation>
    </message>
    <message>
        <source>{n} extra votes</source>
        <translation>Dodatkowe głosy: {n}</translation>
    </message>
</context>
<context>
    <name>glory_automa/achievements</name>
    <message>
        <source>Are the automa&apos;s cards keyed in?</source>
        <translation>Czy karty automy są wprowadzone?</translation>
    </message>
    <message>
        <source>Check in your Automa appendix what the automa discards in checks.</source>
        <translation>Sprawdź w dodatku o automie, co automa odrzuca podczas testów.</translation>
    </message>
    <message>
        <source>Check in your Automa appendix what this number counts.</source>
        <translation>Sprawdź w dodatku o automie, czego dotyczy ta liczba.</translation>
    </message>
    <message>
        <source>Coins the automa gains from events go to its treasury: enter them on its mat.</source>
        <translation>Monety, które automa otrzymuje z wydarzeń, trafiają do jej skarbca: wpisz je w panelu automy.</translation>
    </message>
    <message>
        <source>Resolve every event. For the main event the automa spends as much of its surplus as it can: for Glory (Festival, Expedition, Supply), to make products (Whisky Distillation, Secret of Silk, Meteorite Fall) or to train units (Campaign). In checks (Guild Pogroms, Internecine War, Game of Kings, Earthquake and the like) it improves its bag by discarding {low} or {high}, as the check allows.</source>
        <translation>Rozpatrz każde wydarzenie. Przy głównym wydarzeniu automa wydaje jak najwięcej swojej nadwyżki: na Chwałę (Festyn, Ekspedycja, Zaopatrzenie), na wytworzenie wyrobów (Destylacja Whisky, Sekret Jedwabiu, Upadek Meteorytu) lub na szkolenie oddziałów (Wyprawa). Podczas testów (Pogromy Cechów, Wojna Wewnętrzna, Gra Królów, Trzęsienie Ziemi i podobne) poprawia swój worek, odrzucając {low} lub {high}, na ile pozwala test.</translation>
    </message>
    <message>
        <source>The automa adds votes: {extra}. Then it gives all its votes to event card {event}.</source>
        <translation>Automa dodaje głosy: {extra}. Potem oddaje wszystkie swoje głosy na kartę wydarzenia {event}.</translation>
    </message>
    <message>
        <source>The automa adds votes: {votes}. The next priority number picks the event card.</source>
        <translation>Automa dodaje głosy: {votes}. Następny priorytetowy numer wskazuje kartę wydarzenia.</translation>
    </message>
    <message>
        <source>The automa becomes a candidate for victory as soon as any player has {stars} or more. The source text breaks off here; check the rulebook for what is counted.</source>
        <translation>Automa staje się kandydatem do zwycięstwa, gdy tylko któryś gracz ma {stars} lub więcej. Tekst źródłowy urywa się tutaj; sprawdź w zasadach gry, co się liczy.</translation>
    </message>
    <message>
        <source>The automa becomes a candidate for victory as soon as any player has {stars} or more: see your rulebook for what is counted.</source>
        <translation>Automa staje się kandydatem do zwycięstwa, gdy tylko którykolwiek gracz ma {stars} lub więcej: co się liczy, sprawdź w zasadach gry.</translation>
    </message>
    <message>
        <source>The rules show the three event cards as icons the text does not keep; they are numbered here in the order the table lays them out.</source>
        <translation>Zasady pokazują trzy karty wydarzeń jako ikony, których tekst nie zachował; są tu ponumerowane w kolejności, w jakiej wykłada je stół.</translation>
    </message>
    <message>
        <source>The rules text breaks off after this number.</source>
        <translation>Tekst zasad urywa się po tej liczbie.</translation>
    </message>
    <message>
        <source>The seed&apos;s icon for what is discarded in checks is lost.</source>
        <translation>Ikona tego, co odrzuca się w sprawdzianach, zaginęła w źródle.</translation>
    </message>
    <message>
        <source>The seed&apos;s icons for the three event cards are lost; the app numbers them in the order the table lays them out.</source>
        <translation>Ikony trzech kart wydarzeń zaginęły w źródle; aplikacja numeruje je w kolejności, w jakiej wykłada je stół.</translation>
    </message>
    <message>
        <source>What is discarded in checks is an icon the rules text does not show: check your copy.</source>
        <translation>To, co odrzuca się w testach, jest ikoną, której tekst zasad nie pokazuje: sprawdź w swoim egzemplarzu.</translation>
    </message>
</context>
<context>
    <name>glory_automa/ballista</name>
    <message numerus="yes">
        <source>Archer units to place: {n}. Put it on the priority hex next to an automa city or castle. Put %n action cubes on the barracks area.</source>
        <translation>
            <numerusform>Oddziały łuczników do umieszczenia: {n}. Umieść je na priorytetowym heksie obok miasta lub zamku automy. Połóż %n kostkę akcji na obszarze koszar.</numerusform>
            <numerusform>Oddziały łuczników do umieszczenia: {n}. Umieść je na priorytetowym heksie obok miasta lub zamku automy. Połóż %n kostki akcji na obszarze koszar.</numerusform>
            <numerusform>Oddziały łuczników do umieszczenia: {n}. Umieść je na priorytetowym heksie obok miasta lub zamku automy. Połóż %n kostek akcji na obszarze koszar.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Archer units to place: {n}. Put it on the priority hex next to an automa city or castle. Put %n action cubes on the workshop area.</source>
        <translation>
            <numerusform>Oddziały łuczników do umieszczenia: {n}. Umieść je na priorytetowym heksie obok miasta lub zamku automy. Połóż %n kostkę akcji na obszarze warsztatu.</numerusform>
            <numerusform>Oddziały łuczników do umieszczenia: {n}. Umieść je na priorytetowym heksie obok miasta lub zamku automy. Połóż %n kostki akcji na obszarze warsztatu.</numerusform>
            <numerusform>Oddziały łuczników do umieszczenia: {n}. Umieść je na priorytetowym heksie obok miasta lub zamku automy. Połóż %n kostek akcji na obszarze warsztatu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ballistas to place: {n}. Put it on the priority hex next to an automa city or castle. Put %n action cubes on the workshop area.</source>
        <translation>
            <numerusform>Balisty do umieszczenia: {n}. Umieść ją na priorytetowym heksie obok miasta lub zamku automy. Połóż %n kostkę akcji na obszarze warsztatu.</numerusform>
            <numerusform>Balisty do umieszczenia: {n}. Umieść ją na priorytetowym heksie obok miasta lub zamku automy. Połóż %n kostki akcji na obszarze warsztatu.</numerusform>
            <numerusform>Balisty do umieszczenia: {n}. Umieść ją na priorytetowym heksie obok miasta lub zamku automy. Połóż %n kostek akcji na obszarze warsztatu.</numerusform>
        </translation>
    </message>
    <message>
        <source>In Age I the automa trains archers instead. Does it have archers left, and room on a priority hex next to one of its cities or castles?</source>
        <translation>W epoce I automa szkoli zamiast tego łuczników. Czy ma jeszcze łuczników i miejsce na priorytetowym heksie obok swojego miasta lub zamku?</translation>
    </message>
    <message>
        <source>Is it Age I?</source>
        <translation>Czy trwa epoka I?</translation>
    </message>
    <message>
        <source>The seed&apos;s example puts archers&apos; cubes on the barracks area, but the action itself names the workshop area; the app follows the action.</source>
        <translation>Przykład w źródle kładzie kostki łuczników na obszarze koszar, ale sama akcja wymienia obszar warsztatu; aplikacja idzie za akcją.</translation>
    </message>
</context>
<context>
    <name>glory_automa/battles</name>
    <message numerus="yes">
        <source>Put %n action cubes on the area of this action. The automa fights {battles} battles, one after the other.</source>
        <translation>
            <numerusform>Połóż %n kostkę akcji na obszarze tej akcji. Automa toczy bitwy, jedną po drugiej: {battles}.</numerusform>
            <numerusform>Połóż %n kostki akcji na obszarze tej akcji. Automa toczy bitwy, jedną po drugiej: {battles}.</numerusform>
            <numerusform>Połóż %n kostek akcji na obszarze tej akcji. Automa toczy bitwy, jedną po drugiej: {battles}.</numerusform>
        </translation>
    </message>
    <message>
        <source>The rules put action cubes for every main action but do not name the area for this one.</source>
        <translation>Według zasad za każdą akcję główną kładzie się kostki akcji, ale zasady nie podają obszaru dla tej akcji.</translation>
    </message>
    <message>
        <source>The seed&apos;s general rule puts action cubes for every main action; it does not name the area of this one.</source>
        <translation>Ogólna zasada źródła kładzie kostki akcji za każdą akcję główną; nie wymienia obszaru tej akcji.</translation>
    </message>
</context>
<context>
    <name>glory_automa/buildings</name>
    <message>
        <source>Find the priority hex, an automa city if possible. Do {n} buildings (the age number) fit there within the building limit?</source>
        <translation>Znajdź priorytetowy heks, w miarę możliwości miasto automy. Czy zmieści się tam w limicie zabudowy tyle budynków, ile wynosi numer epoki ({n})?</translation>
    </message>
    <message>
        <source>Is there another priority hex, an automa city if possible, where {n} buildings fit within the building limit?</source>
        <translation>Czy jest inny priorytetowy heks, w miarę możliwości miasto automy, na którym zmieści się w limicie zabudowy tyle budynków: {n}?</translation>
    </message>
    <message numerus="yes">
        <source>Place buildings on that hex: {n}. Put %n action cubes on the hex.</source>
        <translation>
            <numerusform>Umieść budynki na tym heksie: {n}. Połóż %n kostkę akcji na tym heksie.</numerusform>
            <numerusform>Umieść budynki na tym heksie: {n}. Połóż %n kostki akcji na tym heksie.</numerusform>
            <numerusform>Umieść budynki na tym heksie: {n}. Połóż %n kostek akcji na tym heksie.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>glory_automa/castle</name>
    <message>
        <source>In Age I the automa builds a city instead of a castle.</source>
        <translation>W epoce I automa buduje miasto zamiast zamku.</translation>
    </message>
    <message>
        <source>Is it Age I?</source>
        <translation>Czy trwa epoka I?</translation>
    </message>
    <message>
        <source>The seed builds a castle the way it builds a city; the one action cube on the new castle follows the city&apos;s.</source>
        <translation>Źródło buduje zamek tak samo jak miasto; jedna kostka akcji na nowym zamku idzie za miastem.</translation>
    </message>
</context>
<context>
    <name>glory_automa/fight</name>
    <message>
        <source>Add experience cubes to the bag: {cubes} (the priority number, one more under Autocracy).</source>
        <translation>Dodaj do worka kostki doświadczenia: {cubes} (priorytetowy numer, o jedną więcej przy Autokracji).</translation>
    </message>
    <message>
        <source>The automa gains experience for the effects of its form of government and technologies.</source>
        <translation>Automa otrzymuje doświadczenie za efekty swojej formy rządów i technologii.</translation>
    </message>
    <message>
        <source>The rules say &apos;the priority number&apos; without saying which; this takes the first one.</source>
        <translation>Zasady mówią o „priorytetowym numerze”, nie precyzując którym; tu brany jest pierwszy.</translation>
    </message>
    <message>
        <source>The rules say &apos;the priority number&apos; without saying which; this takes the first priority number of the active card.</source>
        <translation>Zasady mówią o „priorytetowym numerze”, nie precyzując którym; tu brany jest pierwszy priorytetowy numer aktywnej karty.</translation>
    </message>
    <message>
        <source>The seed says &apos;the priority number&apos; without saying which; the app takes the first one.</source>
        <translation>Źródło mówi „priorytetowy numer”, nie mówiąc który; aplikacja bierze pierwszy.</translation>
    </message>
    <message>
        <source>The seed says &apos;the priority number&apos; without saying which; the app takes the first priority number of the active card.</source>
        <translation>Źródło mówi „priorytetowy numer”, nie mówiąc który; aplikacja bierze pierwszy priorytetowy numer aktywnej karty.</translation>
    </message>
</context>
<context>
    <name>glory_automa/free_actions</name>
    <message>
        <source>The rules list the Glory action right after the coins one; that it is a free action is read from where it stands.</source>
        <translation>Zasady wymieniają akcję z Chwałą zaraz po tej z monetami; to, że jest akcją darmową, wynika z jej miejsca na liście.</translation>
    </message>
    <message>
        <source>The seed lists the Glory free action right after the coins one; that it is a free action is read from where it stands.</source>
        <translation>Źródło wymienia akcję darmową z Chwałą zaraz po tej z monetami; to, że jest akcją darmową, wynika z jej miejsca na liście.</translation>
    </message>
</context>
<context>
    <name>glory_automa/other_action</name>
    <message>
        <source>For a card line this app does not know: the player does it as the card shows.</source>
        <translation>Dla wiersza karty, którego ta aplikacja nie zna: gracz wykonuje go tak, jak pokazuje karta.</translation>
    </message>
</context>
<context>
    <name>glory_automa/peasants</name>
    <message>
        <source>Does the automa have peasants left, and room on a priority hex next to one of its cities or castles?</source>
        <translation>Czy automa ma jeszcze chłopów i miejsce na priorytetowym heksie obok swojego miasta lub zamku?</translation>
    </message>
    <message numerus="yes">
        <source>Peasants to place (one per automa city): {n}. Find the priority hex next to an automa city or castle. If more than one unit is trained, put one in an automa city or castle without an army and the rest on that hex. Put %n action cubes on the city area.</source>
        <translation>
            <numerusform>Chłopi do umieszczenia (po jednym na miasto automy): {n}. Znajdź priorytetowy heks obok miasta lub zamku automy. Jeśli szkolisz więcej niż jeden oddział, umieść jeden w mieście lub zamku automy bez wojska, a resztę na tym heksie. Połóż %n kostkę akcji na obszarze miasta.</numerusform>
            <numerusform>Chłopi do umieszczenia (po jednym na miasto automy): {n}. Znajdź priorytetowy heks obok miasta lub zamku automy. Jeśli szkolisz więcej niż jeden oddział, umieść jeden w mieście lub zamku automy bez wojska, a resztę na tym heksie. Połóż %n kostki akcji na obszarze miasta.</numerusform>
            <numerusform>Chłopi do umieszczenia (po jednym na miasto automy): {n}. Znajdź priorytetowy heks obok miasta lub zamku automy. Jeśli szkolisz więcej niż jeden oddział, umieść jeden w mieście lub zamku automy bez wojska, a resztę na tym heksie. Połóż %n kostek akcji na obszarze miasta.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Place {peasants} on the priority hex next to an automa city or castle, as many as the automa&apos;s cities. Put %n action cubes on the city area.</source>
        <translation>
            <numerusform>Umieść {peasants} na priorytetowym heksie obok miasta lub zamku automy — tyle, ile automa ma miast. Połóż %n kostkę akcji na obszarze miasta.</numerusform>
            <numerusform>Umieść {peasants} na priorytetowym heksie obok miasta lub zamku automy — tyle, ile automa ma miast. Połóż %n kostki akcji na obszarze miasta.</numerusform>
            <numerusform>Umieść {peasants} na priorytetowym heksie obok miasta lub zamku automy — tyle, ile automa ma miast. Połóż %n kostek akcji na obszarze miasta.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Place {peasants}, one per automa city. Find the priority hex next to an automa city or castle. If more than one unit is trained, put one in an automa city or castle without an army and the rest on that hex. Put %n action cubes on the city area.</source>
        <translation>
            <numerusform>Umieść {peasants}, po jednym na każde miasto automy. Znajdź priorytetowy heks obok miasta lub zamku automy. Jeśli automa szkoli więcej niż jeden oddział, umieść jeden w mieście lub zamku automy, w którym nie ma jeszcze wojska, a resztę na tym heksie. Połóż %n kostkę akcji na obszarze miasta.</numerusform>
            <numerusform>Umieść {peasants}, po jednym na każde miasto automy. Znajdź priorytetowy heks obok miasta lub zamku automy. Jeśli automa szkoli więcej niż jeden oddział, umieść jeden w mieście lub zamku automy, w którym nie ma jeszcze wojska, a resztę na tym heksie. Połóż %n kostki akcji na obszarze miasta.</numerusform>
            <numerusform>Umieść {peasants}, po jednym na każde miasto automy. Znajdź priorytetowy heks obok miasta lub zamku automy. Jeśli automa szkoli więcej niż jeden oddział, umieść jeden w mieście lub zamku automy, w którym nie ma jeszcze wojska, a resztę na tym heksie. Połóż %n kostek akcji na obszarze miasta.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>glory_automa/products</name>
    <message>
        <source>That the forge gives weapons and the meadery mead is read from the areas&apos; names; the amounts are the ones entered at setup from the automa board.</source>
        <translation>To, że kuźnia daje broń, a miodosytnia miód pitny, wynika z nazw obszarów; ilości to te wpisane z planszy automy podczas przygotowania gry.</translation>
    </message>
</context>
<context>
    <name>glory_automa/reform</name>
    <message>
        <source>The last slot of the list says to skip the number. Its number is an icon the rules text does not show; the number after the three forms of government is the one left.</source>
        <translation>Ostatnie pole listy każe pominąć numer. Jego numer to ikona, której tekst zasad nie pokazuje; zostaje numer po trzech formach rządów.</translation>
    </message>
    <message>
        <source>The last slot of the seed&apos;s list says to skip the number; its icon is lost, and the number after the three forms of government is the one left.</source>
        <translation>Ostatnie pole listy w źródle każe pominąć numer; jego ikona zaginęła, a zostaje numer po trzech formach rządów.</translation>
    </message>
</context>
<context>
    <name>glory_automa/religion</name>
    <message>
        <source>The rules put action cubes for every main action; the area for this one is an icon that the rules text does not show.</source>
        <translation>Według zasad za każdą akcję główną kładzie się kostki akcji; obszar dla tej akcji oznacza ikona, której tekst zasad nie pokazuje.</translation>
    </message>
    <message>
        <source>The seed&apos;s general rule puts action cubes for every main action; the area&apos;s icon is lost in the seed.</source>
        <translation>Ogólna zasada źródła kładzie kostki akcji za każdą akcję główną; ikona obszaru zaginęła w źródle.</translation>
    </message>
</context>
<context>
    <name>glory_automa/resources</name>
    <message>
        <source>That the mill gives food and the sawmill wood is read from the areas&apos; names; the amounts are the ones entered at setup from the automa board.</source>
        <translation>To, że młyn daje żywność, a tartak drewno, wynika z nazw obszarów; ilości to te wpisane z planszy automy podczas przygotowania gry.</translation>
    </message>
</context>
<context>
    <name>glory_automa/round_start</name>
    <message>
        <source>Round {round}: lay out the automa&apos;s row in front of its board in this order, the first {up} face up and the rest face down: {cards}.</source>
        <translation>Runda {round}: wyłóż rząd kart automy przed jej planszą w tej kolejności, pierwsze ({up}) odkryte, a resztę zakryte: {cards}.</translation>
    </message>
    <message numerus="yes">
        <source>Round {round}: shuffle the automa deck and lay out a row of %n cards in front of the automa board, the first {up} face up and the rest face down.</source>
        <translation>
            <numerusform>Runda {round}: potasuj talię automy i wyłóż przed planszą automy rząd: %n kartę, pierwsze ({up}) odkryte, a resztę zakryte.</numerusform>
            <numerusform>Runda {round}: potasuj talię automy i wyłóż przed planszą automy rząd: %n karty, pierwsze ({up}) odkryte, a resztę zakryte.</numerusform>
            <numerusform>Runda {round}: potasuj talię automy i wyłóż przed planszą automy rząd: %n kart, pierwsze ({up}) odkryte, a resztę zakryte.</numerusform>
        </translation>
    </message>
    <message>
        <source>Round {round}: the automa deck holds {left} cards. Lay them out in a row, then reshuffle the discard pile into a new automa deck and lay out more cards until the row holds {size}; the first {up} face up and the rest face down.</source>
        <translation>Runda {round}: kart w talii automy: {left}. Wyłóż je w rzędzie, potem przetasuj stos kart odrzuconych w nową talię automy i wykładaj dalej, aż rząd będzie miał tyle kart: {size}; pierwsze ({up}) odkryte, a resztę zakryte.</translation>
    </message>
    <message>
        <source>The app shuffles the kept cards, reshuffles the discard pile when the deck runs out, and names the cards to lay out.</source>
        <translation>Aplikacja potasuje zatrzymane karty, przetasuje stos kart odrzuconych, gdy talia się skończy, i poda karty do wyłożenia.</translation>
    </message>
</context>
<context>
    <name>glory_automa/setup</name>
    <message>
        <source>Place the automa&apos;s capital and its peasants in its starting province as usual. Peasants: {n}.</source>
        <translation>Umieść stolicę automy i jej chłopów w jej prowincji startowej jak zwykle. Chłopi: {n}.</translation>
    </message>
</context>
<context>
    <name>glory_automa/suppress</name>
    <message>
        <source>Add experience cubes to the bag: {n}.</source>
        <translation>Dodaj do worka kostki doświadczenia: {n}.</translation>
    </message>
    <message>
        <source>Commit unexhausted military units: {extra} more than its troubles of that type. Fight the battle as usual.</source>
        <translation>Zaangażuj niewyczerpane oddziały wojskowe: o {extra} więcej niż plag tego typu. Stocz bitwę jak zwykle.</translation>
    </message>
</context>
<context>
    <name>glory_automa/swordsmen</name>
    <message numerus="yes">
        <source>Swordsmen to place (the age number): {n}. Find the priority hex next to an automa city or castle. If more than one unit is trained, put one in an automa city or castle without an army and the rest on that hex. Put %n action cubes on the barracks area.</source>
        <translation>
            <numerusform>Miecznicy do umieszczenia (numer epoki): {n}. Znajdź priorytetowy heks obok miasta lub zamku automy. Jeśli szkolisz więcej niż jeden oddział, umieść jeden w mieście lub zamku automy bez wojska, a resztę na tym heksie. Połóż %n kostkę akcji na obszarze koszar.</numerusform>
            <numerusform>Miecznicy do umieszczenia (numer epoki): {n}. Znajdź priorytetowy heks obok miasta lub zamku automy. Jeśli szkolisz więcej niż jeden oddział, umieść jeden w mieście lub zamku automy bez wojska, a resztę na tym heksie. Połóż %n kostki akcji na obszarze koszar.</numerusform>
            <numerusform>Miecznicy do umieszczenia (numer epoki): {n}. Znajdź priorytetowy heks obok miasta lub zamku automy. Jeśli szkolisz więcej niż jeden oddział, umieść jeden w mieście lub zamku automy bez wojska, a resztę na tym heksie. Połóż %n kostek akcji na obszarze koszar.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>glory_automa/technology</name>
    <message>
        <source>None of the {pairs} pairs finds a technology: the automa takes none.</source>
        <translation>Żadna z par ({pairs}) nie wskazuje technologii: automa nie bierze żadnej.</translation>
    </message>
    <message>
        <source>Take that technology for the automa.</source>
        <translation>Weź tę technologię dla automy.</translation>
    </message>
    <message>
        <source>Take the technology in row {row}, column {column} for the automa.</source>
        <translation>Weź dla automy technologię z rzędu {row}, kolumny {column}.</translation>
    </message>
</context>
<context>
    <name>glory_automa/turn</name>
    <message>
        <source>Flip card {position} of the row face up, so that {up} cards without activation cubes show.</source>
        <translation>Odkryj kartę {position} w rzędzie, by widać było tyle kart bez kostek aktywacji: {up}.</translation>
    </message>
    <message>
        <source>Main action: the automa takes a technology, as it does for the free action.</source>
        <translation>Akcja główna: automa bierze technologię tak samo jak w akcji darmowej zdobycia technologii.</translation>
    </message>
    <message>
        <source>This table plays no technology on a main-action line: play the line as the card shows it.</source>
        <translation>Przy tym stole technologia w wierszu akcji głównej nie jest rozgrywana: wykonaj ten wiersz tak, jak pokazuje karta.</translation>
    </message>
    <message>
        <source>Your Automa appendix describes taking a technology as a free action only. Play it on a main-action line only if your card shows it there; otherwise choose “Not offered” under “Technology on a main-action line” when you set up the game.</source>
        <translation>Dodatek o automie opisuje zdobycie technologii tylko jako akcję darmową. Rozgrywaj ją w wierszu akcji głównej tylko wtedy, gdy Twoja karta ją tam pokazuje; w przeciwnym razie przy przygotowaniu gry wybierz „Nie proponuj” w opcji „Technologia w wierszu akcji głównej”.</translation>
    </message>
</context>
<context>
    <name>glory_automa/wonder</name>
    <message>
        <source>The rules say to take the matching number of technologies; the number is printed on the Wonder, so it is asked.</source>
        <translation>Zasady każą wziąć odpowiednią liczbę technologii; ta liczba jest wydrukowana na Cudzie, więc aplikacja o nią pyta.</translation>
    </message>
    <message>
        <source>The seed says to take the matching number of technologies; the number is on the Wonder, so the app asks.</source>
        <translation>Źródło każe wziąć odpowiednią liczbę technologii; ta liczba jest na Cudzie, więc aplikacja pyta.</translation>
    </message>
</context>
<context>
    <name>megaciv_calamities</name>
    <message>
        <source>Board counts</source>
        <translation>Liczby z planszy</translation>
    </message>
    <message>
        <source>Civil War: count every unit of the primary victim on the board, as unit points.</source>
        <translation>Wojna Domowa: policz wszystkie jednostki głównej ofiary na planszy jako punkty jednostek.</translation>
    </message>
    <message>
        <source>Fewest cities in stock</source>
        <translation>Najmniej miast w zasobach</translation>
    </message>
    <message>
        <source>Most cities in stock</source>
        <translation>Najwięcej miast w zasobach</translation>
    </message>
    <message>
        <source>Victim&apos;s unit points on the board</source>
        <translation>Punkty jednostek ofiary na planszy</translation>
    </message>
    <message>
        <source>change</source>
        <translation>zmiana</translation>
    </message>
    <message>
        <source>players&apos; summaries of the calamity cards</source>
        <translation>streszczenia kart katastrof spisane przez graczy</translation>
    </message>
    <message>
        <source>research table, not in seed 004</source>
        <translation>tabela z notatek badawczych, nie z seeda 004</translation>
    </message>
    <message>
        <source>seed 004</source>
        <translation>seed 004</translation>
    </message>
    <message>
        <source>summaries of the English calamity cards</source>
        <translation>streszczenia angielskich kart katastrof</translation>
    </message>
    <message>
        <source>{advance} makes it worse: {delta}</source>
        <translation>„{advance}” pogarsza: {delta}</translation>
    </message>
    <message>
        <source>{advance} protects: {delta}</source>
        <translation>„{advance}” chroni: {delta}</translation>
    </message>
    <message>
        <source>{total} unit points entered</source>
        <translation>wpisane punkty jednostek: {total}</translation>
    </message>
    <message>
        <source>☐ {advance} {delta}</source>
        <translation>☐ {advance} {delta}</translation>
    </message>
    <message>
        <source>☒ {advance} {delta}</source>
        <translation>☒ {advance} {delta}</translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/barbarian_hordes</name>
    <message>
        <source>BARBARIAN HORDES ({origin}): trade card stack {stack}, {trade}. Answer the questions for the primary victim, the player this calamity hits.</source>
        <translation>HORDY BARBARZYŃCÓW ({origin}): stos kart handlu {stack}, katastrofa {trade}. Odpowiadaj na pytania za główną ofiarę, czyli gracza, którego dotyka ta katastrofa.</translation>
    </message>
    <message>
        <source>In every conflict of this calamity: other players&apos; units in the area fight too; the barbarians gain nothing from the beneficiary&apos;s advances and ignore Cultural Ascendancy and Diplomacy; judge whether a city attack succeeds without the primary victim&apos;s strategic choices from its advances; a successful city attack takes no card from the primary victim.</source>
        <translation>W każdej walce tej katastrofy: jednostki innych graczy w obszarze też biorą udział w walce; barbarzyńcy nie otrzymują nic z kart rozwoju beneficjenta i nie podlegają kartom „Dziedzictwo kulturowe” ani „Dyplomacja”; oceniając, czy atak na miasto się powiedzie, nie bierz pod uwagę strategicznych wyborów głównej ofiary wynikających z jej kart rozwoju; udany atak na miasto nie odbiera głównej ofierze żadnej karty.</translation>
    </message>
    <message>
        <source>In every conflict of this calamity: other players&apos; units in the area fight too; the beneficiary&apos;s advances do not help the barbarians, who ignore Cultural Ascendancy and Diplomacy; judge whether a city attack succeeds without the primary victim&apos;s strategic choices from its advances; a successful city attack takes no card from the primary victim.</source>
        <translation>W każdej walce tej katastrofy: jednostki innych graczy w obszarze także biorą udział w walce; barbarzyńcy nie czerpią korzyści z kart rozwoju beneficjenta i nie podlegają wpływowi „Dziedzictwa kulturowego” ani „Dyplomacji”; oceniając, czy atak na miasto się powiedzie, nie bierz pod uwagę strategicznych wyborów głównej ofiary wynikających z jej kart rozwoju; w wyniku udanego ataku na miasto główna ofiara nie straci karty.</translation>
    </message>
    <message>
        <source>The trade card stack and whether the card can be traded are printed on the published cards, not in the Polish calamity texts.</source>
        <translation>Stos kart handlu i to, czy kartą można handlować, są wydrukowane na wydanych kartach, nie w polskich tekstach katastrof.</translation>
    </message>
    <message>
        <source>Trade card stack and tradability come from the research table (secondary-systems.md §3.2); seed 004 does not print them.</source>
        <translation>Stos kart handlu i to, czy katastrofa jest handlowa, pochodzą z tabeli w notatkach badawczych (secondary-systems.md §3.2); seed 004 ich nie podaje.</translation>
    </message>
    <message>
        <source>{advance} makes it worse: barbarian tokens {delta}.</source>
        <translation>„{advance}” pogarsza: znaczniki barbarzyńców {delta}.</translation>
    </message>
    <message>
        <source>{advance} protects: barbarian tokens {delta}.</source>
        <translation>„{advance}” chroni: znaczniki barbarzyńców {delta}.</translation>
    </message>
    <message>
        <source>☐ {advance}: barbarian tokens {delta}.</source>
        <translation>☐ {advance}: znaczniki barbarzyńców {delta}.</translation>
    </message>
    <message>
        <source>☒ {advance}: barbarian tokens {delta}.</source>
        <translation>☒ {advance}: znaczniki barbarzyńców {delta}.</translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/beneficiary</name>
    <message>
        <source>Seed 004 prints this rule for a Barbarian Hordes card that was drawn or whose origin is unknown; the research table gives it for every non-tradable calamity.</source>
        <translation>Seed 004 podaje tę zasadę dla karty Hordy Barbarzyńców wylosowanej lub o nieznanym pochodzeniu; tabela z notatek badawczych podaje ją dla każdej katastrofy niehandlowej.</translation>
    </message>
    <message>
        <source>The Polish text gives this rule for a Barbarian Hordes card that was drawn or whose origin is unknown; the published rules use it for every calamity that cannot be traded.</source>
        <translation>Polski tekst podaje tę zasadę dla karty Hordy Barbarzyńców, która została wylosowana albo której pochodzenia nie da się wskazać; wydane zasady stosują ją do każdej niehandlowej katastrofy.</translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/civil_disorder</name>
    <message>
        <source>CIVIL DISORDER ({origin}): trade card stack {stack}, {trade}. Answer the questions for the primary victim, the player this calamity hits.</source>
        <translation>NIEPOKOJE SPOŁECZNE ({origin}): stos kart handlu {stack}, katastrofa {trade}. Odpowiadaj na pytania za główną ofiarę, czyli gracza, którego dotyka ta katastrofa.</translation>
    </message>
    <message>
        <source>Not in seed 004: this calamity follows the research table (secondary-systems.md §3.2), which rests on public Mega Civilization sources. Check it against your rulebook.</source>
        <translation>Nie ma tego w seedzie 004: ta katastrofa idzie za tabelą z notatek badawczych (secondary-systems.md §3.2), opartą na publicznych źródłach o Mega Civilization. Sprawdź ją w swojej instrukcji.</translation>
    </message>
    <message>
        <source>Not printed in the Polish calamity texts: this calamity follows the published Mega Civilization card. Check it against your copy.</source>
        <translation>Nie ma tego w polskich tekstach katastrof: ta katastrofa odpowiada wydanej karcie Mega Civilization. Porównaj ją ze swoim egzemplarzem.</translation>
    </message>
    <message>
        <source>The primary victim reduces all of its cities except {kept} ({breakdown}).</source>
        <translation>Główna ofiara zredukuje wszystkie swoje miasta poza tyloma: {kept} ({breakdown}).</translation>
    </message>
    <message>
        <source>The trade card stack and whether the card can be traded are printed on the published cards, not in the Polish calamity texts.</source>
        <translation>Stos kart handlu i to, czy kartą można handlować, są wydrukowane na wydanych kartach, nie w polskich tekstach katastrof.</translation>
    </message>
    <message>
        <source>Trade card stack and tradability come from the research table (secondary-systems.md §3.2); seed 004 does not print them.</source>
        <translation>Stos kart handlu i to, czy katastrofa jest handlowa, pochodzą z tabeli w notatkach badawczych (secondary-systems.md §3.2); seed 004 ich nie podaje.</translation>
    </message>
    <message>
        <source>{advance} makes it worse: cities kept whole {delta}.</source>
        <translation>„{advance}” pogarsza: miasta niezredukowane {delta}.</translation>
    </message>
    <message>
        <source>{advance} protects: cities kept whole {delta}.</source>
        <translation>„{advance}” chroni: miasta niezredukowane {delta}.</translation>
    </message>
    <message>
        <source>☐ {advance}: cities kept whole {delta}.</source>
        <translation>☐ {advance}: miasta niezredukowane {delta}.</translation>
    </message>
    <message>
        <source>☒ {advance}: cities kept whole {delta}.</source>
        <translation>☒ {advance}: miasta niezredukowane {delta}.</translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/civil_war</name>
    <message>
        <source>CIVIL WAR ({origin}): trade card stack {stack}, {trade}. Answer the questions for the primary victim, the player this calamity hits.</source>
        <translation>WOJNA DOMOWA ({origin}): stos kart handlu {stack}, katastrofa {trade}. Odpowiadaj na pytania za główną ofiarę, czyli gracza, którego dotyka ta katastrofa.</translation>
    </message>
    <message>
        <source>Count every unit of the primary victim on the board in unit points and enter the total on the mat: “Victim&apos;s unit points on the board”.</source>
        <translation>Policz wszystkie jednostki głównej ofiary na planszy w punktach jednostek i wpisz sumę na planszetce w pole „Punkty jednostek ofiary na planszy”.</translation>
    </message>
    <message>
        <source>Count every unit of the primary victim on the board in unit points and type the total into the panel field “Victim&apos;s unit points on the board”.</source>
        <translation>Policz wszystkie jednostki głównej ofiary na planszy w punktach jednostek i wpisz sumę w polu panelu „Punkty jednostek ofiary na planszy”.</translation>
    </message>
    <message>
        <source>Give up the selection rules one at a time, in this order, until a selection fits: 1. all units of each selected area; 2. selected areas adjacent to each other; 3. the exact total to select ({select}); 4. a selection the beneficiary can annex in full.</source>
        <translation>Łam zasady wyboru po jednej, w tej kolejności, aż wybór będzie możliwy: 1. wszystkie jednostki w każdym wybranym obszarze; 2. wybrane obszary przylegające do siebie; 3. dokładna liczba do wybrania ({select}); 4. wybór, który beneficjent może przejąć w całości.</translation>
    </message>
    <message>
        <source>Is a count of unit points entered?</source>
        <translation>Czy wpisano liczbę punktów jednostek?</translation>
    </message>
    <message>
        <source>Select whole areas: in every selected area, select all of the primary victim&apos;s units. Keep the selected areas adjacent to each other where you can.</source>
        <translation>Wybieraj całe obszary: w każdym wybranym obszarze wybierz wszystkie jednostki głównej ofiary. Wybrane obszary powinny (o ile to możliwe) przylegać do siebie.</translation>
    </message>
    <message>
        <source>The English Civil War card makes the player with the MOST cities in stock the beneficiary. Seed 004 (Polish) says the player with the FEWEST cities in stock. This resolver follows the English card: the beneficiary annexes units from its stock, which only the most-cities reading supports. Both texts break a tie by the most units in stock.</source>
        <translation>Angielska karta Wojna Domowa czyni beneficjentem gracza z NAJWIĘKSZĄ liczbą miast w zasobach. Seed 004 (polski) mówi o graczu z NAJMNIEJSZĄ liczbą miast w zasobach. Ten program idzie za angielską kartą: beneficjent przejmuje jednostki ze swoich zasobów, co pasuje tylko do odczytania „najwięcej miast”. Oba teksty rozstrzygają remis na korzyść gracza z największą liczbą jednostek w zasobach.</translation>
    </message>
    <message>
        <source>The beneficiary annexes as much of the selection as its stock allows, using its stock in whatever way annexes the most. Replace the selected units it cannot annex with barbarian tokens and/or pirate cities.</source>
        <translation>Beneficjent przejmuje tak dużo z wyboru, jak pozwalają mu zasoby, używając ich tak, aby przejąć jak najwięcej. Wybrane jednostki, których nie może przejąć, zastąp znacznikami barbarzyńców i/lub pirackimi miastami.</translation>
    </message>
    <message>
        <source>The beneficiary annexes every selected unit, replacing each with its own from stock. If its mix of cities and tokens in stock does not match, it uses its stock in whatever way annexes everything.</source>
        <translation>Beneficjent przejmuje wszystkie wybrane jednostki, zastępując każdą własną z zasobów. Jeśli układ miast i żetonów w jego zasobach nie pasuje, używa swoich zasobów w taki sposób, aby przejąć wszystko.</translation>
    </message>
    <message>
        <source>The beneficiary annexes the selected units with cities and tokens from its own stock, so it is the player with the most cities in stock; a tie goes to the most units in stock. If your calamity rules say the fewest cities, agree at the table which rule you play.</source>
        <translation>Beneficjent przejmuje wybrane jednostki, używając miast i żetonów ze swoich zasobów, dlatego zostaje nim gracz z największą liczbą miast w zasobach; w przypadku remisu – gracz z największą liczbą jednostek w zasobach. Jeśli Twoje zasady katastrof mówią o najmniejszej liczbie miast, ustalcie przy stole, którą zasadę stosujecie.</translation>
    </message>
    <message>
        <source>The mat shows 0 unit points on the board for the primary victim. Is that right?</source>
        <translation>Planszetka pokazuje 0 punktów jednostek głównej ofiary na planszy. Czy to prawda?</translation>
    </message>
    <message>
        <source>The mat shows {total} unit points on the board for the primary victim. Is that right?</source>
        <translation>Planszetka pokazuje {total} punktów jednostek głównej ofiary na planszy. Czy to prawda?</translation>
    </message>
    <message>
        <source>The panel shows {total} unit points on the board for the primary victim. Is that right?</source>
        <translation>Panel pokazuje {total} punktów jednostek głównej ofiary na planszy. Czy to prawda?</translation>
    </message>
    <message>
        <source>The published English card makes the player with the most cities in stock the beneficiary; the Polish text says the player with the fewest. This follows the English card: the beneficiary annexes units from its own stock, which only the most-cities reading allows. Both texts break a tie by the most units in stock.</source>
        <translation>Wydana angielska karta czyni beneficjentem gracza z największą liczbą miast w zasobach; polski tekst mówi o graczu z najmniejszą. Tu przyjęto wersję angielskiej karty: beneficjent przejmuje jednostki ze swoich zasobów, na co pozwala tylko wariant „najwięcej miast”. Oba teksty rozstrzygają remis największą liczbą jednostek w zasobach.</translation>
    </message>
    <message>
        <source>The trade card stack and whether the card can be traded are printed on the published cards, not in the Polish calamity texts.</source>
        <translation>Stos kart handlu i to, czy kartą można handlować, są wydrukowane na wydanych kartach, nie w polskich tekstach katastrof.</translation>
    </message>
    <message>
        <source>Trade card stack and tradability come from the research table (secondary-systems.md §3.2); seed 004 does not print them.</source>
        <translation>Stos kart handlu i to, czy katastrofa jest handlowa, pochodzą z tabeli w notatkach badawczych (secondary-systems.md §3.2); seed 004 ich nie podaje.</translation>
    </message>
    <message>
        <source>{advance} makes it worse: unit points to select {delta}.</source>
        <translation>„{advance}” pogarsza: punkty jednostek do wybrania {delta}.</translation>
    </message>
    <message>
        <source>{advance} protects: unit points to select {delta}.</source>
        <translation>„{advance}” chroni: punkty jednostek do wybrania {delta}.</translation>
    </message>
    <message>
        <source>☐ {advance}: unit points to select {delta}.</source>
        <translation>☐ {advance}: punkty jednostek do wybrania {delta}.</translation>
    </message>
    <message>
        <source>☒ {advance}: unit points to select {delta}.</source>
        <translation>☒ {advance}: punkty jednostek do wybrania {delta}.</translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/corruption</name>
    <message>
        <source>CORRUPTION ({origin}): trade card stack {stack}, {trade}. Answer the questions for the primary victim, the player this calamity hits.</source>
        <translation>KORUPCJA ({origin}): stos kart handlu {stack}, katastrofa {trade}. Odpowiadaj na pytania za główną ofiarę, czyli gracza, którego dotyka ta katastrofa.</translation>
    </message>
    <message>
        <source>Not in seed 004: this calamity follows the research table (secondary-systems.md §3.2), which rests on public Mega Civilization sources. Check it against your rulebook.</source>
        <translation>Nie ma tego w seedzie 004: ta katastrofa idzie za tabelą z notatek badawczych (secondary-systems.md §3.2), opartą na publicznych źródłach o Mega Civilization. Sprawdź ją w swojej instrukcji.</translation>
    </message>
    <message>
        <source>Not printed in the Polish calamity texts: this calamity follows the published Mega Civilization card. Check it against your copy.</source>
        <translation>Nie ma tego w polskich tekstach katastrof: ta katastrofa odpowiada wydanej karcie Mega Civilization. Porównaj ją ze swoim egzemplarzem.</translation>
    </message>
    <message>
        <source>The trade card stack and whether the card can be traded are printed on the published cards, not in the Polish calamity texts.</source>
        <translation>Stos kart handlu i to, czy kartą można handlować, są wydrukowane na wydanych kartach, nie w polskich tekstach katastrof.</translation>
    </message>
    <message>
        <source>Trade card stack and tradability come from the research table (secondary-systems.md §3.2); seed 004 does not print them.</source>
        <translation>Stos kart handlu i to, czy katastrofa jest handlowa, pochodzą z tabeli w notatkach badawczych (secondary-systems.md §3.2); seed 004 ich nie podaje.</translation>
    </message>
    <message>
        <source>{advance} makes it worse: face value to discard {delta}.</source>
        <translation>„{advance}” pogarsza: wartość nominalna do odrzucenia {delta}.</translation>
    </message>
    <message>
        <source>{advance} protects: face value to discard {delta}.</source>
        <translation>„{advance}” chroni: wartość nominalna do odrzucenia {delta}.</translation>
    </message>
    <message>
        <source>☐ {advance}: face value to discard {delta}.</source>
        <translation>☐ {advance}: wartość nominalna do odrzucenia {delta}.</translation>
    </message>
    <message>
        <source>☒ {advance}: face value to discard {delta}.</source>
        <translation>☒ {advance}: wartość nominalna do odrzucenia {delta}.</translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/cyclone</name>
    <message>
        <source>CYCLONE ({origin}): trade card stack {stack}, {trade}. Answer the questions for the primary victim, the player this calamity hits.</source>
        <translation>CYKLON ({origin}): stos kart handlu {stack}, katastrofa {trade}. Odpowiadaj na pytania za główną ofiarę, czyli gracza, którego dotyka ta katastrofa.</translation>
    </message>
    <message>
        <source>Every player with cities next to that open sea is hit. Each one answers for its own advances: the Polish text says &quot;the victim&quot; for Trade Empire and Masonry and &quot;you&quot; for Calendar, meaning whoever selects those cities.</source>
        <translation>Cyklon dotyka każdego gracza z miastami przy tym otwartym morzu. Każdy odpowiada za swoje karty rozwoju: polski tekst mówi „ofiara” przy Imperium Handlowym i Kamieniarstwie i „ty” przy Kalendarzu – w obu przypadkach chodzi o tego, kto wybiera te miasta.</translation>
    </message>
    <message>
        <source>Masonry and Calendar may spare the primary victim&apos;s cities, but they never cancel the Cyclone: the other players still resolve it. Seed 004 names these advances for the primary victim only.</source>
        <translation>Kamieniarstwo i Kalendarz mogą ocalić miasta głównej ofiary, ale nigdy nie odwołują Cyklonu: pozostali gracze i tak go rozpatrują. Seed 004 podaje te karty rozwoju tylko dla głównej ofiary.</translation>
    </message>
    <message numerus="yes">
        <source>That player unselects %n of its selected cities ({breakdown}) and reduces the rest: at most {reduced}.</source>
        <translation>
            <numerusform>Ten gracz rezygnuje z wyboru %n ze swoich wybranych miast ({breakdown}), a pozostałe wybrane miasta zostają zredukowane: najwyżej {reduced}.</numerusform>
            <numerusform>Ten gracz rezygnuje z wyboru %n ze swoich wybranych miast ({breakdown}), a pozostałe wybrane miasta zostają zredukowane: najwyżej {reduced}.</numerusform>
            <numerusform>Ten gracz rezygnuje z wyboru %n ze swoich wybranych miast ({breakdown}), a pozostałe wybrane miasta zostają zredukowane: najwyżej {reduced}.</numerusform>
        </translation>
    </message>
    <message>
        <source>That player unselects {unselect} of its selected cities ({breakdown}) and reduces the rest: at most {reduced}.</source>
        <translation>Ten gracz odznacza tyle ze swoich wybranych miast: {unselect} ({breakdown}) i musi zredukować pozostałe: najwyżej {reduced}.</translation>
    </message>
    <message numerus="yes">
        <source>The primary victim selects %n of its cities adjacent to that open sea, all of them if it has fewer ({breakdown}). Every other player with cities adjacent to it selects {other} of them.</source>
        <translation>
            <numerusform>Główna ofiara wybiera %n ze swoich miast przylegających do tego otwartego morza, a jeśli ma ich mniej – wszystkie ({breakdown}). Każdy inny gracz z miastami przylegającymi do niego wybiera {other} z nich.</numerusform>
            <numerusform>Główna ofiara wybiera %n ze swoich miast przylegających do tego otwartego morza, a jeśli ma ich mniej – wszystkie ({breakdown}). Każdy inny gracz z miastami przylegającymi do niego wybiera {other} z nich.</numerusform>
            <numerusform>Główna ofiara wybiera %n ze swoich miast przylegających do tego otwartego morza, a jeśli ma ich mniej – wszystkie ({breakdown}). Każdy inny gracz z miastami przylegającymi do niego wybiera {other} z nich.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The primary victim unselects %n of its selected cities ({breakdown}) and reduces the rest: at most {reduced}.</source>
        <translation>
            <numerusform>Główna ofiara rezygnuje z wyboru %n ze swoich wybranych miast ({breakdown}), a pozostałe wybrane miasta zostają zredukowane: najwyżej {reduced}.</numerusform>
            <numerusform>Główna ofiara rezygnuje z wyboru %n ze swoich wybranych miast ({breakdown}), a pozostałe wybrane miasta zostają zredukowane: najwyżej {reduced}.</numerusform>
            <numerusform>Główna ofiara rezygnuje z wyboru %n ze swoich wybranych miast ({breakdown}), a pozostałe wybrane miasta zostają zredukowane: najwyżej {reduced}.</numerusform>
        </translation>
    </message>
    <message>
        <source>The primary victim unselects {unselect} of its selected cities ({breakdown}) and reduces the rest: at most {reduced}.</source>
        <translation>Główna ofiara odznacza tyle ze swoich wybranych miast: {unselect} ({breakdown}) i musi zredukować pozostałe: najwyżej {reduced}.</translation>
    </message>
    <message>
        <source>The primary victim unselects {unselect} of its selected cities ({breakdown}) and reduces the rest: at most {reduced}. The other players reduce every city they selected.</source>
        <translation>Główna ofiara odznacza tyle ze swoich wybranych miast: {unselect} ({breakdown}) i zredukuje pozostałe: najwyżej {reduced}. Pozostali gracze zredukują każde wybrane przez siebie miasto.</translation>
    </message>
    <message>
        <source>The trade card stack and whether the card can be traded are printed on the published cards, not in the Polish calamity texts.</source>
        <translation>Stos kart handlu i to, czy kartą można handlować, są wydrukowane na wydanych kartach, nie w polskich tekstach katastrof.</translation>
    </message>
    <message>
        <source>Trade card stack and tradability come from the research table (secondary-systems.md §3.2); seed 004 does not print them.</source>
        <translation>Stos kart handlu i to, czy katastrofa jest handlowa, pochodzą z tabeli w notatkach badawczych (secondary-systems.md §3.2); seed 004 ich nie podaje.</translation>
    </message>
    <message>
        <source>{advance} makes it worse: cities to select {delta}.</source>
        <translation>„{advance}” pogarsza: miasta do wybrania {delta}.</translation>
    </message>
    <message>
        <source>{advance} protects: cities to unselect {delta}.</source>
        <translation>„{advance}” chroni: rezygnacja z wyboru miast {delta}.</translation>
    </message>
    <message numerus="yes">
        <source>{advance}: that player unselects %n more of its selected cities.</source>
        <translation>
            <numerusform>„{advance}”: ten gracz rezygnuje z wyboru o %n miasto więcej.</numerusform>
            <numerusform>„{advance}”: ten gracz rezygnuje z wyboru o %n miasta więcej.</numerusform>
            <numerusform>„{advance}”: ten gracz rezygnuje z wyboru o %n miast więcej.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{advance}: the primary victim unselects %n more of its selected cities.</source>
        <translation>
            <numerusform>„{advance}”: główna ofiara rezygnuje z wyboru o %n miasto więcej.</numerusform>
            <numerusform>„{advance}”: główna ofiara rezygnuje z wyboru o %n miasta więcej.</numerusform>
            <numerusform>„{advance}”: główna ofiara rezygnuje z wyboru o %n miast więcej.</numerusform>
        </translation>
    </message>
    <message>
        <source>☐ {advance}: cities to select {delta}.</source>
        <translation>☐ {advance}: miasta do wybrania {delta}.</translation>
    </message>
    <message>
        <source>☒ {advance}: cities to unselect {delta}.</source>
        <translation>☒ {advance}: rezygnacja z wyboru miast {delta}.</translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/epidemic</name>
    <message>
        <source>Check Enlightenment, Roadbuilding and Trade Empire against the Epidemic card in your game.</source>
        <translation>Porównaj „Oświecenie”, „Budowę Dróg” i „Imperium Handlowe” z kartą Epidemii w swoim egzemplarzu gry.</translation>
    </message>
    <message>
        <source>EPIDEMIC ({origin}): trade card stack {stack}, {trade}. Answer the questions for the primary victim, the player this calamity hits.</source>
        <translation>EPIDEMIA ({origin}): stos kart handlu {stack}, katastrofa {trade}. Odpowiadaj na pytania za główną ofiarę, czyli gracza, którego dotyka ta katastrofa.</translation>
    </message>
    <message>
        <source>Nor can the primary victim name a player who is already the primary victim, a secondary victim or the beneficiary of another Epidemic this turn.</source>
        <translation>Główna ofiara nie może też wybrać gracza, który w tej turze jest już główną ofiarą, ofiarą dodatkową lub beneficjentem innej Epidemii.</translation>
    </message>
    <message>
        <source>Seed 004 lists Medicine only; its text stops there. Enlightenment, Roadbuilding and Trade Empire come from the research table.</source>
        <translation>Seed 004 wymienia tylko Medycyna; jego tekst na tym się urywa. Oświecenie, Budowa Dróg i Imperium Handlowe pochodzą z tabeli w notatkach badawczych.</translation>
    </message>
    <message>
        <source>The Polish text stops after Medicine; Enlightenment, Roadbuilding and Trade Empire are taken from the published cards.</source>
        <translation>Polski tekst urywa się po Medycynie; Oświecenie, Budowa Dróg i Imperium Handlowe pochodzą z wydanych kart.</translation>
    </message>
    <message numerus="yes">
        <source>The primary victim names %n other players as secondary victims. The beneficiary cannot be one of them.</source>
        <translation>
            <numerusform>Główna ofiara wybiera %n innego gracza jako ofiarę dodatkową. Beneficjent nie może zostać wybrany jako ofiara dodatkowa.</numerusform>
            <numerusform>Główna ofiara wybiera %n innych graczy jako ofiary dodatkowe. Beneficjent nie może zostać wybrany jako ofiara dodatkowa.</numerusform>
            <numerusform>Główna ofiara wybiera %n innych graczy jako ofiary dodatkowe. Beneficjent nie może zostać wybrany jako ofiara dodatkowa.</numerusform>
        </translation>
    </message>
    <message>
        <source>The primary victim names {n} other players as secondary victims. The beneficiary cannot be one of them.</source>
        <translation>Główna ofiara wskazuje tylu innych graczy jako ofiary dodatkowe: {n}. Beneficjent nie może być jednym z nich.</translation>
    </message>
    <message>
        <source>The published rules add: a player who is already the primary victim, a secondary victim or the beneficiary of another Epidemic this turn cannot be named either.</source>
        <translation>Wydane zasady dodają: nie można też wskazać gracza, który w tej turze jest już główną ofiarą, ofiarą dodatkową lub beneficjentem innej Epidemii.</translation>
    </message>
    <message>
        <source>The research notes add: a player who is already the primary victim, a secondary victim or the beneficiary of another Epidemic this turn cannot be named either (not in seed 004).</source>
        <translation>Notatki badawcze dodają: nie można też wskazać gracza, który w tej turze jest już główną ofiarą, ofiarą dodatkową lub beneficjentem innej Epidemii (nie ma tego w seedzie 004).</translation>
    </message>
    <message>
        <source>The trade card stack and whether the card can be traded are printed on the published cards, not in the Polish calamity texts.</source>
        <translation>Stos kart handlu i to, czy kartą można handlować, są wydrukowane na wydanych kartach, nie w polskich tekstach katastrof.</translation>
    </message>
    <message>
        <source>Trade card stack and tradability come from the research table (secondary-systems.md §3.2); seed 004 does not print them.</source>
        <translation>Stos kart handlu i to, czy katastrofa jest handlowa, pochodzą z tabeli w notatkach badawczych (secondary-systems.md §3.2); seed 004 ich nie podaje.</translation>
    </message>
    <message>
        <source>{advance} makes it worse: damage {delta}.</source>
        <translation>„{advance}” pogarsza: obrażenia {delta}.</translation>
    </message>
    <message>
        <source>{advance} protects: damage {delta}.</source>
        <translation>„{advance}” chroni: obrażenia {delta}.</translation>
    </message>
    <message>
        <source>☐ {advance}: damage {delta}.</source>
        <translation>☐ {advance}: obrażenia {delta}.</translation>
    </message>
    <message>
        <source>☒ {advance}: damage {delta}.</source>
        <translation>☒ {advance}: obrażenia {delta}.</translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/famine</name>
    <message numerus="yes">
        <source>%n other players</source>
        <translation>
            <numerusform>%n innego gracza</numerusform>
            <numerusform>%n innych graczy</numerusform>
            <numerusform>%n innych graczy</numerusform>
        </translation>
    </message>
    <message>
        <source>FAMINE ({origin}): trade card stack {stack}, {trade}. Answer the questions for the primary victim, the player this calamity hits.</source>
        <translation>GŁÓD ({origin}): stos kart handlu {stack}, katastrofa {trade}. Odpowiadaj na pytania za główną ofiarę, czyli gracza, którego dotyka ta katastrofa.</translation>
    </message>
    <message>
        <source>Not in seed 004: this calamity follows the research table (secondary-systems.md §3.2), which rests on public Mega Civilization sources. Check it against your rulebook.</source>
        <translation>Nie ma tego w seedzie 004: ta katastrofa idzie za tabelą z notatek badawczych (secondary-systems.md §3.2), opartą na publicznych źródłach o Mega Civilization. Sprawdź ją w swojej instrukcji.</translation>
    </message>
    <message>
        <source>Not printed in the Polish calamity texts: this calamity follows the published Mega Civilization card. Check it against your copy.</source>
        <translation>Nie ma tego w polskich tekstach katastrof: ta katastrofa odpowiada wydanej karcie Mega Civilization. Porównaj ją ze swoim egzemplarzem.</translation>
    </message>
    <message numerus="yes">
        <source>The primary victim takes %n damage ({breakdown}) and names {n} other players as secondary victims.</source>
        <translation>
            <numerusform>Główna ofiara otrzymuje %n obrażenie ({breakdown}) i wskazuje tylu innych graczy jako ofiary dodatkowe: {n}.</numerusform>
            <numerusform>Główna ofiara otrzymuje %n obrażenia ({breakdown}) i wskazuje tylu innych graczy jako ofiary dodatkowe: {n}.</numerusform>
            <numerusform>Główna ofiara otrzymuje %n obrażeń ({breakdown}) i wskazuje tylu innych graczy jako ofiary dodatkowe: {n}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The primary victim takes %n damage ({breakdown}) and names {others} as secondary victims.</source>
        <translation>
            <numerusform>Główna ofiara otrzymuje %n obrażenie ({breakdown}) i wskazuje {others} jako ofiary dodatkowe.</numerusform>
            <numerusform>Główna ofiara otrzymuje %n obrażenia ({breakdown}) i wskazuje {others} jako ofiary dodatkowe.</numerusform>
            <numerusform>Główna ofiara otrzymuje %n obrażeń ({breakdown}) i wskazuje {others} jako ofiary dodatkowe.</numerusform>
        </translation>
    </message>
    <message>
        <source>The trade card stack and whether the card can be traded are printed on the published cards, not in the Polish calamity texts.</source>
        <translation>Stos kart handlu i to, czy kartą można handlować, są wydrukowane na wydanych kartach, nie w polskich tekstach katastrof.</translation>
    </message>
    <message>
        <source>Trade card stack and tradability come from the research table (secondary-systems.md §3.2); seed 004 does not print them.</source>
        <translation>Stos kart handlu i to, czy katastrofa jest handlowa, pochodzą z tabeli w notatkach badawczych (secondary-systems.md §3.2); seed 004 ich nie podaje.</translation>
    </message>
    <message>
        <source>{advance} makes it worse: damage {delta}.</source>
        <translation>„{advance}” pogarsza: obrażenia {delta}.</translation>
    </message>
    <message>
        <source>{advance} protects: damage {delta}.</source>
        <translation>„{advance}” chroni: obrażenia {delta}.</translation>
    </message>
    <message>
        <source>☐ {advance}: damage {delta}.</source>
        <translation>☐ {advance}: obrażenia {delta}.</translation>
    </message>
    <message>
        <source>☒ {advance}: damage {delta}.</source>
        <translation>☒ {advance}: obrażenia {delta}.</translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/flood</name>
    <message>
        <source>FLOOD ({origin}): trade card stack {stack}, {trade}. Answer the questions for the primary victim, the player this calamity hits.</source>
        <translation>POWÓDŹ ({origin}): stos kart handlu {stack}, katastrofa {trade}. Odpowiadaj na pytania za główną ofiarę, czyli gracza, którego dotyka ta katastrofa.</translation>
    </message>
    <message>
        <source>Not in seed 004: this calamity follows the research table (secondary-systems.md §3.2), which rests on public Mega Civilization sources. Check it against your rulebook.</source>
        <translation>Nie ma tego w seedzie 004: ta katastrofa idzie za tabelą z notatek badawczych (secondary-systems.md §3.2), opartą na publicznych źródłach o Mega Civilization. Sprawdź ją w swojej instrukcji.</translation>
    </message>
    <message>
        <source>Not printed in the Polish calamity texts: this calamity follows the published Mega Civilization card. Check it against your copy.</source>
        <translation>Nie ma tego w polskich tekstach katastrof: ta katastrofa odpowiada wydanej karcie Mega Civilization. Porównaj ją ze swoim egzemplarzem.</translation>
    </message>
    <message numerus="yes">
        <source>Take the flood plain where the primary victim would lose the most. The primary victim takes %n damage there ({breakdown}); every other player with units on that flood plain takes {other}.</source>
        <translation>
            <numerusform>Wybierz równinę zalewową, na której główna ofiara straciłaby najwięcej. Główna ofiara otrzymuje tam %n obrażenie ({breakdown}); każdy inny gracz z jednostkami na tej równinie zalewowej otrzymuje {other}.</numerusform>
            <numerusform>Wybierz równinę zalewową, na której główna ofiara straciłaby najwięcej. Główna ofiara otrzymuje tam %n obrażenia ({breakdown}); każdy inny gracz z jednostkami na tej równinie zalewowej otrzymuje {other}.</numerusform>
            <numerusform>Wybierz równinę zalewową, na której główna ofiara straciłaby najwięcej. Główna ofiara otrzymuje tam %n obrażeń ({breakdown}); każdy inny gracz z jednostkami na tej równinie zalewowej otrzymuje {other}.</numerusform>
        </translation>
    </message>
    <message>
        <source>The published card summary does not say whether Engineering protects the other players too; check your copy.</source>
        <translation>Opis wydanej karty nie mówi, czy Inżynieria chroni też innych graczy; sprawdź w swoim egzemplarzu.</translation>
    </message>
    <message>
        <source>The research table does not say whether Engineering protects the other players too; check your rulebook.</source>
        <translation>Tabela z notatek badawczych nie mówi, czy Inżynieria chroni też innych graczy; sprawdź w swojej instrukcji.</translation>
    </message>
    <message>
        <source>The trade card stack and whether the card can be traded are printed on the published cards, not in the Polish calamity texts.</source>
        <translation>Stos kart handlu i to, czy kartą można handlować, są wydrukowane na wydanych kartach, nie w polskich tekstach katastrof.</translation>
    </message>
    <message>
        <source>Trade card stack and tradability come from the research table (secondary-systems.md §3.2); seed 004 does not print them.</source>
        <translation>Stos kart handlu i to, czy katastrofa jest handlowa, pochodzą z tabeli w notatkach badawczych (secondary-systems.md §3.2); seed 004 ich nie podaje.</translation>
    </message>
    <message>
        <source>{advance} protects: damage {delta}.</source>
        <translation>„{advance}” chroni: obrażenia {delta}.</translation>
    </message>
    <message>
        <source>☒ {advance}: damage {delta}.</source>
        <translation>☒ {advance}: obrażenia {delta}.</translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/iconoclasm_heresy</name>
    <message numerus="yes">
        <source>%n other players</source>
        <translation>
            <numerusform>%n innego gracza</numerusform>
            <numerusform>%n innych graczy</numerusform>
            <numerusform>%n innych graczy</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Does the primary victim hold {advance} and discard %n commodity cards to cancel the calamity for itself?</source>
        <translation>
            <numerusform>Czy główna ofiara posiada kartę rozwoju „{advance}” i odrzuci %n kartę towaru, by anulować katastrofę dla siebie?</numerusform>
            <numerusform>Czy główna ofiara posiada kartę rozwoju „{advance}” i odrzuci %n karty towarów, by anulować katastrofę dla siebie?</numerusform>
            <numerusform>Czy główna ofiara posiada kartę rozwoju „{advance}” i odrzuci %n kart towarów, by anulować katastrofę dla siebie?</numerusform>
        </translation>
    </message>
    <message>
        <source>ICONOCLASM AND HERESY ({origin}): trade card stack {stack}, {trade}. Answer the questions for the primary victim, the player this calamity hits.</source>
        <translation>IKONOKLAZM I HEREZJA ({origin}): stos kart handlu {stack}, katastrofa {trade}. Odpowiadaj na pytania za główną ofiarę, czyli gracza, którego dotyka ta katastrofa.</translation>
    </message>
    <message>
        <source>Not in seed 004: this calamity follows the research table (secondary-systems.md §3.2), which rests on public Mega Civilization sources. Check it against your rulebook.</source>
        <translation>Nie ma tego w seedzie 004: ta katastrofa idzie za tabelą z notatek badawczych (secondary-systems.md §3.2), opartą na publicznych źródłach o Mega Civilization. Sprawdź ją w swojej instrukcji.</translation>
    </message>
    <message>
        <source>Not printed in the Polish calamity texts: this calamity follows the published Mega Civilization card. Check it against your copy.</source>
        <translation>Nie ma tego w polskich tekstach katastrof: ta katastrofa odpowiada wydanej karcie Mega Civilization. Porównaj ją ze swoim egzemplarzem.</translation>
    </message>
    <message>
        <source>The advances above count for the primary victim; a named player holding Theocracy may cancel its own loss the same way. Check your card for the other advances of a named player.</source>
        <translation>Powyższe karty rozwoju dotyczą głównej ofiary; wskazany gracz posiadający „Teokrację” może tak samo anulować własną stratę. Sprawdź na swojej karcie, jak pozostałe karty rozwoju działają u wskazanego gracza.</translation>
    </message>
    <message numerus="yes">
        <source>The primary victim names {n} other players, never the beneficiary; each of them reduces %n city.</source>
        <translation>
            <numerusform>Główna ofiara wskazuje tylu innych graczy (nigdy beneficjenta): {n}; każdy z nich zredukuje %n miasto.</numerusform>
            <numerusform>Główna ofiara wskazuje tylu innych graczy (nigdy beneficjenta): {n}; każdy z nich zredukuje %n miasta.</numerusform>
            <numerusform>Główna ofiara wskazuje tylu innych graczy (nigdy beneficjenta): {n}; każdy z nich zredukuje %n miast.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The primary victim names {others}, never the beneficiary; each of them reduces %n city.</source>
        <translation>
            <numerusform>Główna ofiara wskazuje {others}, nigdy beneficjenta; każdy z nich zredukuje %n miasto.</numerusform>
            <numerusform>Główna ofiara wskazuje {others}, nigdy beneficjenta; każdy z nich zredukuje %n miasta.</numerusform>
            <numerusform>Główna ofiara wskazuje {others}, nigdy beneficjenta; każdy z nich zredukuje %n miast.</numerusform>
        </translation>
    </message>
    <message>
        <source>The primary victim reduces {cities} of its cities ({breakdown}).</source>
        <translation>Główna ofiara zredukuje tyle swoich miast: {cities} ({breakdown}).</translation>
    </message>
    <message>
        <source>The published card summary gives the advance modifiers for the primary victim only; a named player holding Theocracy may also cancel its own loss the same way.</source>
        <translation>Opis wydanej karty podaje modyfikatory kart rozwoju tylko dla głównej ofiary; wskazany gracz z Teokracją może tak samo anulować własną stratę.</translation>
    </message>
    <message>
        <source>The research table gives the advance modifiers for the primary victim only; a named player holding Theocracy may also cancel its own loss the same way.</source>
        <translation>Tabela z notatek badawczych podaje modyfikatory kart rozwoju tylko dla głównej ofiary; wskazany gracz z Teokracja może tak samo anulować własną stratę.</translation>
    </message>
    <message>
        <source>The trade card stack and whether the card can be traded are printed on the published cards, not in the Polish calamity texts.</source>
        <translation>Stos kart handlu i to, czy kartą można handlować, są wydrukowane na wydanych kartach, nie w polskich tekstach katastrof.</translation>
    </message>
    <message>
        <source>Trade card stack and tradability come from the research table (secondary-systems.md §3.2); seed 004 does not print them.</source>
        <translation>Stos kart handlu i to, czy katastrofa jest handlowa, pochodzą z tabeli w notatkach badawczych (secondary-systems.md §3.2); seed 004 ich nie podaje.</translation>
    </message>
    <message>
        <source>{advance} makes it worse: cities to reduce {delta}.</source>
        <translation>„{advance}” pogarsza: miasta do zredukowania {delta}.</translation>
    </message>
    <message>
        <source>{advance} protects: cities to reduce {delta}.</source>
        <translation>„{advance}” chroni: miasta do zredukowania {delta}.</translation>
    </message>
    <message>
        <source>☐ {advance}: cities to reduce {delta}.</source>
        <translation>☐ {advance}: miasta do zredukowania {delta}.</translation>
    </message>
    <message>
        <source>☒ {advance}: cities to reduce {delta}.</source>
        <translation>☒ {advance}: miasta do zredukowania {delta}.</translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/main</name>
    <message>
        <source>Civil War, Barbarian Hordes, Cyclone and Epidemic follow seed 004; the other twelve follow the research table (secondary-systems.md §3.2), not the seed.</source>
        <translation>Wojna Domowa, Hordy Barbarzyńców, Cyklon i Epidemia idą za seedem 004; pozostałe dwanaście idzie za tabelą z notatek badawczych (secondary-systems.md §3.2), nie za seedem.</translation>
    </message>
    <message>
        <source>Civil War, Barbarian Hordes, Cyclone and Epidemic follow the Polish calamity texts; the other twelve follow the published cards.</source>
        <translation>Wojna Domowa, Hordy Barbarzyńców, Cyklon i Epidemia idą za polskimi tekstami katastrof; pozostałe dwanaście za wydanymi kartami.</translation>
    </message>
    <message>
        <source>Every calamity card shows its trade card stack. Civil War, Barbarian Hordes, Cyclone and Epidemic follow the Polish calamity texts; the other twelve follow the published cards.</source>
        <translation>Każda karta katastrofy pokazuje swój stos kart handlu. Wojna Domowa, Hordy Barbarzyńców, Cyklon i Epidemia odpowiadają polskim tekstom katastrof; pozostałe dwanaście – wydanym kartom.</translation>
    </message>
    <message>
        <source>Which major calamity is being resolved?</source>
        <translation>Która katastrofa główna jest rozpatrywana?</translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/piracy</name>
    <message numerus="yes">
        <source>%n other players</source>
        <translation>
            <numerusform>%n innego gracza</numerusform>
            <numerusform>%n innych graczy</numerusform>
            <numerusform>%n innych graczy</numerusform>
        </translation>
    </message>
    <message>
        <source>Not in seed 004: this calamity follows the research table (secondary-systems.md §3.2), which rests on public Mega Civilization sources. Check it against your rulebook.</source>
        <translation>Nie ma tego w seedzie 004: ta katastrofa idzie za tabelą z notatek badawczych (secondary-systems.md §3.2), opartą na publicznych źródłach o Mega Civilization. Sprawdź ją w swojej instrukcji.</translation>
    </message>
    <message>
        <source>Not printed in the Polish calamity texts: this calamity follows the published Mega Civilization card. Check it against your copy.</source>
        <translation>Nie ma tego w polskich tekstach katastrof: ta katastrofa odpowiada wydanej karcie Mega Civilization. Porównaj ją ze swoim egzemplarzem.</translation>
    </message>
    <message>
        <source>PIRACY ({origin}): trade card stack {stack}, {trade}. Answer the questions for the primary victim, the player this calamity hits.</source>
        <translation>PIRACTWO ({origin}): stos kart handlu {stack}, katastrofa {trade}. Odpowiadaj na pytania za główną ofiarę, czyli gracza, którego dotyka ta katastrofa.</translation>
    </message>
    <message>
        <source>The beneficiary replaces {cities} of the primary victim&apos;s coastal cities with pirate cities ({breakdown}).</source>
        <translation>Beneficjent zastępuje pirackimi miastami tyle przybrzeżnych miast głównej ofiary: {cities} ({breakdown}).</translation>
    </message>
    <message numerus="yes">
        <source>The primary victim names {n} other players; each loses %n coastal city to a pirate city. A player holding Naval Warfare cannot be named.</source>
        <translation>
            <numerusform>Główna ofiara wskazuje tylu innych graczy: {n}; każdy z nich straci %n przybrzeżne miasto na rzecz pirackiego miasta. Nie można wskazać gracza z Wojna Morska.</numerusform>
            <numerusform>Główna ofiara wskazuje tylu innych graczy: {n}; każdy z nich straci %n przybrzeżne miasta na rzecz pirackich miast. Nie można wskazać gracza z Wojna Morska.</numerusform>
            <numerusform>Główna ofiara wskazuje tylu innych graczy: {n}; każdy z nich straci %n przybrzeżnych miast na rzecz pirackich miast. Nie można wskazać gracza z Wojna Morska.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The primary victim names {n} other players; each loses %n coastal city to a pirate city. The beneficiary cannot be named, nor a player holding Naval Warfare.</source>
        <translation>
            <numerusform>Główna ofiara wskazuje tylu innych graczy: {n}; każdy z nich straci %n przybrzeżne miasto na rzecz pirackiego miasta. Nie można wskazać beneficjenta ani gracza z Wojną Morską.</numerusform>
            <numerusform>Główna ofiara wskazuje tylu innych graczy: {n}; każdy z nich straci %n przybrzeżne miasta na rzecz pirackich miast. Nie można wskazać beneficjenta ani gracza z Wojną Morską.</numerusform>
            <numerusform>Główna ofiara wskazuje tylu innych graczy: {n}; każdy z nich straci %n przybrzeżnych miast na rzecz pirackich miast. Nie można wskazać beneficjenta ani gracza z Wojną Morską.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The primary victim names {others}; each loses %n coastal city to a pirate city. The beneficiary cannot be named, nor a player holding Naval Warfare.</source>
        <translation>
            <numerusform>Główna ofiara wskazuje {others}; każdy z nich straci %n przybrzeżne miasto na rzecz pirackiego miasta. Nie można wskazać beneficjenta ani gracza, który posiada „Wojnę Morską”.</numerusform>
            <numerusform>Główna ofiara wskazuje {others}; każdy z nich straci %n przybrzeżne miasta na rzecz pirackich miast. Nie można wskazać beneficjenta ani gracza, który posiada „Wojnę Morską”.</numerusform>
            <numerusform>Główna ofiara wskazuje {others}; każdy z nich straci %n przybrzeżnych miast na rzecz pirackich miast. Nie można wskazać beneficjenta ani gracza, który posiada „Wojnę Morską”.</numerusform>
        </translation>
    </message>
    <message>
        <source>The trade card stack and whether the card can be traded are printed on the published cards, not in the Polish calamity texts.</source>
        <translation>Stos kart handlu i to, czy kartą można handlować, są wydrukowane na wydanych kartach, nie w polskich tekstach katastrof.</translation>
    </message>
    <message>
        <source>Trade card stack and tradability come from the research table (secondary-systems.md §3.2); seed 004 does not print them.</source>
        <translation>Stos kart handlu i to, czy katastrofa jest handlowa, pochodzą z tabeli w notatkach badawczych (secondary-systems.md §3.2); seed 004 ich nie podaje.</translation>
    </message>
    <message>
        <source>{advance} makes it worse: coastal cities {delta}.</source>
        <translation>„{advance}” pogarsza: miasta przybrzeżne {delta}.</translation>
    </message>
    <message>
        <source>{advance} protects: coastal cities {delta}.</source>
        <translation>„{advance}” chroni: miasta przybrzeżne {delta}.</translation>
    </message>
    <message>
        <source>☐ {advance}: coastal cities {delta}.</source>
        <translation>☐ {advance}: miasta przybrzeżne {delta}.</translation>
    </message>
    <message>
        <source>☒ {advance}: coastal cities {delta}.</source>
        <translation>☒ {advance}: miasta przybrzeżne {delta}.</translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/regression</name>
    <message numerus="yes">
        <source>Move the primary victim&apos;s A.S.T. marker back %n steps ({breakdown}). With Enlightenment it may destroy {cities} of its cities per step to cancel that step.</source>
        <translation>
            <numerusform>Cofnij znacznik głównej ofiary na A.S.T. o %n krok ({breakdown}). Z Oświecenie może ona zniszczyć tyle swoich miast na każdy krok, by go anulować: {cities}.</numerusform>
            <numerusform>Cofnij znacznik głównej ofiary na A.S.T. o %n kroki ({breakdown}). Z Oświecenie może ona zniszczyć tyle swoich miast na każdy krok, by go anulować: {cities}.</numerusform>
            <numerusform>Cofnij znacznik głównej ofiary na A.S.T. o %n kroków ({breakdown}). Z Oświecenie może ona zniszczyć tyle swoich miast na każdy krok, by go anulować: {cities}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move the primary victim&apos;s A.S.T. marker back %n steps ({breakdown}). With Enlightenment it may destroy {cities} per step to cancel that step.</source>
        <translation>
            <numerusform>Cofnij znacznik głównej ofiary na A.S.T. o %n krok ({breakdown}). Mając „Oświecenie”, może ona zniszczyć {cities} za każdy krok, by go anulować.</numerusform>
            <numerusform>Cofnij znacznik głównej ofiary na A.S.T. o %n kroki ({breakdown}). Mając „Oświecenie”, może ona zniszczyć {cities} za każdy krok, by go anulować.</numerusform>
            <numerusform>Cofnij znacznik głównej ofiary na A.S.T. o %n kroków ({breakdown}). Mając „Oświecenie”, może ona zniszczyć {cities} za każdy krok, by go anulować.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not in seed 004: this calamity follows the research table (secondary-systems.md §3.2), which rests on public Mega Civilization sources. Check it against your rulebook.</source>
        <translation>Nie ma tego w seedzie 004: ta katastrofa idzie za tabelą z notatek badawczych (secondary-systems.md §3.2), opartą na publicznych źródłach o Mega Civilization. Sprawdź ją w swojej instrukcji.</translation>
    </message>
    <message>
        <source>Not printed in the Polish calamity texts: this calamity follows the published Mega Civilization card. Check it against your copy.</source>
        <translation>Nie ma tego w polskich tekstach katastrof: ta katastrofa odpowiada wydanej karcie Mega Civilization. Porównaj ją ze swoim egzemplarzem.</translation>
    </message>
    <message>
        <source>REGRESSION ({origin}): trade card stack {stack}, {trade}. Answer the questions for the primary victim, the player this calamity hits.</source>
        <translation>REGRES ({origin}): stos kart handlu {stack}, katastrofa {trade}. Odpowiadaj na pytania za główną ofiarę, czyli gracza, którego dotyka ta katastrofa.</translation>
    </message>
    <message>
        <source>The trade card stack and whether the card can be traded are printed on the published cards, not in the Polish calamity texts.</source>
        <translation>Stos kart handlu i to, czy kartą można handlować, są wydrukowane na wydanych kartach, nie w polskich tekstach katastrof.</translation>
    </message>
    <message>
        <source>Trade card stack and tradability come from the research table (secondary-systems.md §3.2); seed 004 does not print them.</source>
        <translation>Stos kart handlu i to, czy katastrofa jest handlowa, pochodzą z tabeli w notatkach badawczych (secondary-systems.md §3.2); seed 004 ich nie podaje.</translation>
    </message>
    <message>
        <source>{advance} makes it worse: A.S.T. steps {delta}.</source>
        <translation>„{advance}” pogarsza: kroki na A.S.T. {delta}.</translation>
    </message>
    <message>
        <source>{advance} protects: A.S.T. steps {delta}.</source>
        <translation>„{advance}” chroni: kroki na A.S.T. {delta}.</translation>
    </message>
    <message>
        <source>☐ {advance}: A.S.T. steps {delta}.</source>
        <translation>☐ {advance}: kroki na A.S.T. {delta}.</translation>
    </message>
    <message>
        <source>☒ {advance}: A.S.T. steps {delta}.</source>
        <translation>☒ {advance}: kroki na A.S.T. {delta}.</translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/slave_revolt</name>
    <message>
        <source>Check city support again with the support rate {rise} higher ({breakdown}). Reduce cities until every remaining city is supported.</source>
        <translation>Sprawdź ponownie utrzymanie miast ze wskaźnikiem utrzymania wyższym o {rise} ({breakdown}). Zredukuj miasta, aż każde pozostałe miasto będzie utrzymane.</translation>
    </message>
    <message>
        <source>Cultural Ascendancy also changes the base support rate for this calamity: check on your card how.</source>
        <translation>„Dziedzictwo kulturowe” zmienia też podstawowy wskaźnik utrzymania miast przy tej katastrofie: sprawdź na swojej karcie, jak.</translation>
    </message>
    <message>
        <source>Not in seed 004: this calamity follows the research table (secondary-systems.md §3.2), which rests on public Mega Civilization sources. Check it against your rulebook.</source>
        <translation>Nie ma tego w seedzie 004: ta katastrofa idzie za tabelą z notatek badawczych (secondary-systems.md §3.2), opartą na publicznych źródłach o Mega Civilization. Sprawdź ją w swojej instrukcji.</translation>
    </message>
    <message>
        <source>Not printed in the Polish calamity texts: this calamity follows the published Mega Civilization card. Check it against your copy.</source>
        <translation>Nie ma tego w polskich tekstach katastrof: ta katastrofa odpowiada wydanej karcie Mega Civilization. Porównaj ją ze swoim egzemplarzem.</translation>
    </message>
    <message>
        <source>SLAVE REVOLT ({origin}): trade card stack {stack}, {trade}. Answer the questions for the primary victim, the player this calamity hits.</source>
        <translation>BUNT NIEWOLNIKÓW ({origin}): stos kart handlu {stack}, katastrofa {trade}. Odpowiadaj na pytania za główną ofiarę, czyli gracza, którego dotyka ta katastrofa.</translation>
    </message>
    <message>
        <source>The published rules also say that Cultural Ascendancy changes the base support rate for this calamity without saying how here: check your copy.</source>
        <translation>Wydane zasady mówią też, że Dziedzictwo kulturowe zmienia przy tej katastrofie podstawowy wskaźnik utrzymania, ale nie mówią tu jak: sprawdź w swoim egzemplarzu.</translation>
    </message>
    <message>
        <source>The research table also mentions that Cultural Ascendancy changes the base support rate for this calamity; the sources we have do not say how, so check your rulebook.</source>
        <translation>Tabela z notatek badawczych wspomina też, że Dziedzictwo kulturowe zmienia podstawowy wskaźnik utrzymania przy tej katastrofie; nasze źródła nie mówią jak, więc sprawdź w swojej instrukcji.</translation>
    </message>
    <message>
        <source>The trade card stack and whether the card can be traded are printed on the published cards, not in the Polish calamity texts.</source>
        <translation>Stos kart handlu i to, czy kartą można handlować, są wydrukowane na wydanych kartach, nie w polskich tekstach katastrof.</translation>
    </message>
    <message>
        <source>Trade card stack and tradability come from the research table (secondary-systems.md §3.2); seed 004 does not print them.</source>
        <translation>Stos kart handlu i to, czy katastrofa jest handlowa, pochodzą z tabeli w notatkach badawczych (secondary-systems.md §3.2); seed 004 ich nie podaje.</translation>
    </message>
    <message>
        <source>{advance} makes it worse: city support rate {delta}.</source>
        <translation>„{advance}” pogarsza: wskaźnik utrzymania miast {delta}.</translation>
    </message>
    <message>
        <source>{advance} protects: city support rate {delta}.</source>
        <translation>„{advance}” chroni: wskaźnik utrzymania miast {delta}.</translation>
    </message>
    <message>
        <source>☐ {advance}: city support rate {delta}.</source>
        <translation>☐ {advance}: wskaźnik utrzymania miast {delta}.</translation>
    </message>
    <message>
        <source>☒ {advance}: city support rate {delta}.</source>
        <translation>☒ {advance}: wskaźnik utrzymania miast {delta}.</translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/superstition</name>
    <message>
        <source>Not in seed 004: this calamity follows the research table (secondary-systems.md §3.2), which rests on public Mega Civilization sources. Check it against your rulebook.</source>
        <translation>Nie ma tego w seedzie 004: ta katastrofa idzie za tabelą z notatek badawczych (secondary-systems.md §3.2), opartą na publicznych źródłach o Mega Civilization. Sprawdź ją w swojej instrukcji.</translation>
    </message>
    <message>
        <source>Not printed in the Polish calamity texts: this calamity follows the published Mega Civilization card. Check it against your copy.</source>
        <translation>Nie ma tego w polskich tekstach katastrof: ta katastrofa odpowiada wydanej karcie Mega Civilization. Porównaj ją ze swoim egzemplarzem.</translation>
    </message>
    <message>
        <source>SUPERSTITION ({origin}): trade card stack {stack}, {trade}. Answer the questions for the primary victim, the player this calamity hits.</source>
        <translation>PRZESĄDY ({origin}): stos kart handlu {stack}, katastrofa {trade}. Odpowiadaj na pytania za główną ofiarę, czyli gracza, którego dotyka ta katastrofa.</translation>
    </message>
    <message>
        <source>The primary victim reduces {cities} of its cities ({breakdown}).</source>
        <translation>Główna ofiara zredukuje tyle swoich miast: {cities} ({breakdown}).</translation>
    </message>
    <message>
        <source>The trade card stack and whether the card can be traded are printed on the published cards, not in the Polish calamity texts.</source>
        <translation>Stos kart handlu i to, czy kartą można handlować, są wydrukowane na wydanych kartach, nie w polskich tekstach katastrof.</translation>
    </message>
    <message>
        <source>Trade card stack and tradability come from the research table (secondary-systems.md §3.2); seed 004 does not print them.</source>
        <translation>Stos kart handlu i to, czy katastrofa jest handlowa, pochodzą z tabeli w notatkach badawczych (secondary-systems.md §3.2); seed 004 ich nie podaje.</translation>
    </message>
    <message>
        <source>{advance} makes it worse: cities to reduce {delta}.</source>
        <translation>„{advance}” pogarsza: miasta do zredukowania {delta}.</translation>
    </message>
    <message>
        <source>{advance} protects: cities to reduce {delta}.</source>
        <translation>„{advance}” chroni: miasta do zredukowania {delta}.</translation>
    </message>
    <message>
        <source>☐ {advance}: cities to reduce {delta}.</source>
        <translation>☐ {advance}: miasta do zredukowania {delta}.</translation>
    </message>
    <message>
        <source>☒ {advance}: cities to reduce {delta}.</source>
        <translation>☒ {advance}: miasta do zredukowania {delta}.</translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/treachery</name>
    <message>
        <source>Not in seed 004: this calamity follows the research table (secondary-systems.md §3.2), which rests on public Mega Civilization sources. Check it against your rulebook.</source>
        <translation>Nie ma tego w seedzie 004: ta katastrofa idzie za tabelą z notatek badawczych (secondary-systems.md §3.2), opartą na publicznych źródłach o Mega Civilization. Sprawdź ją w swojej instrukcji.</translation>
    </message>
    <message>
        <source>Not printed in the Polish calamity texts: this calamity follows the published Mega Civilization card. Check it against your copy.</source>
        <translation>Nie ma tego w polskich tekstach katastrof: ta katastrofa odpowiada wydanej karcie Mega Civilization. Porównaj ją ze swoim egzemplarzem.</translation>
    </message>
    <message>
        <source>TREACHERY ({origin}): trade card stack {stack}, {trade}. Answer the questions for the primary victim, the player this calamity hits.</source>
        <translation>ZDRADA ({origin}): stos kart handlu {stack}, katastrofa {trade}. Odpowiadaj na pytania za główną ofiarę, czyli gracza, którego dotyka ta katastrofa.</translation>
    </message>
    <message>
        <source>The beneficiary annexes {cities} of the primary victim&apos;s cities ({breakdown}), replacing each with a city from its stock.</source>
        <translation>Beneficjent przejmuje tyle miast głównej ofiary: {cities} ({breakdown}), zastępując każde miastem ze swoich zasobów.</translation>
    </message>
    <message numerus="yes">
        <source>The beneficiary has no city in stock: replace %n of the primary victim&apos;s cities with pirate cities ({breakdown}).</source>
        <translation>
            <numerusform>Beneficjent nie ma miasta w zasobach: zastąp %n miasto głównej ofiary pirackim miastem ({breakdown}).</numerusform>
            <numerusform>Beneficjent nie ma miasta w zasobach: zastąp %n miasta głównej ofiary pirackimi miastami ({breakdown}).</numerusform>
            <numerusform>Beneficjent nie ma miasta w zasobach: zastąp %n miast głównej ofiary pirackimi miastami ({breakdown}).</numerusform>
        </translation>
    </message>
    <message>
        <source>The beneficiary has no city in stock: replace {cities} of the primary victim&apos;s cities with pirate cities ({breakdown}).</source>
        <translation>Beneficjent nie ma miasta w zasobach: zastąp pirackimi miastami tyle miast głównej ofiary: {cities} ({breakdown}).</translation>
    </message>
    <message>
        <source>The trade card stack and whether the card can be traded are printed on the published cards, not in the Polish calamity texts.</source>
        <translation>Stos kart handlu i to, czy kartą można handlować, są wydrukowane na wydanych kartach, nie w polskich tekstach katastrof.</translation>
    </message>
    <message>
        <source>Trade card stack and tradability come from the research table (secondary-systems.md §3.2); seed 004 does not print them.</source>
        <translation>Stos kart handlu i to, czy katastrofa jest handlowa, pochodzą z tabeli w notatkach badawczych (secondary-systems.md §3.2); seed 004 ich nie podaje.</translation>
    </message>
    <message>
        <source>{advance} makes it worse: cities annexed {delta}.</source>
        <translation>„{advance}” pogarsza: miasta do przejęcia {delta}.</translation>
    </message>
    <message>
        <source>☐ {advance}: cities annexed {delta}.</source>
        <translation>☐ {advance}: miasta do przejęcia {delta}.</translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/tyranny</name>
    <message>
        <source>Not in seed 004: this calamity follows the research table (secondary-systems.md §3.2), which rests on public Mega Civilization sources. Check it against your rulebook.</source>
        <translation>Nie ma tego w seedzie 004: ta katastrofa idzie za tabelą z notatek badawczych (secondary-systems.md §3.2), opartą na publicznych źródłach o Mega Civilization. Sprawdź ją w swojej instrukcji.</translation>
    </message>
    <message>
        <source>Not printed in the Polish calamity texts: this calamity follows the published Mega Civilization card. Check it against your copy.</source>
        <translation>Nie ma tego w polskich tekstach katastrof: ta katastrofa odpowiada wydanej karcie Mega Civilization. Porównaj ją ze swoim egzemplarzem.</translation>
    </message>
    <message>
        <source>TYRANNY ({origin}): trade card stack {stack}, {trade}. Answer the questions for the primary victim, the player this calamity hits.</source>
        <translation>TYRANIA ({origin}): stos kart handlu {stack}, katastrofa {trade}. Odpowiadaj na pytania za główną ofiarę, czyli gracza, którego dotyka ta katastrofa.</translation>
    </message>
    <message numerus="yes">
        <source>The beneficiary annexes %n unit points of the primary victim&apos;s units ({breakdown}). The primary victim selects whole areas, adjacent to each other where it can.</source>
        <translation>
            <numerusform>Beneficjent przejmuje %n punkt jednostek z jednostek głównej ofiary ({breakdown}). Główna ofiara wybiera całe obszary, gdy to możliwe przylegające do siebie.</numerusform>
            <numerusform>Beneficjent przejmuje %n punkty jednostek z jednostek głównej ofiary ({breakdown}). Główna ofiara wybiera całe obszary, gdy to możliwe przylegające do siebie.</numerusform>
            <numerusform>Beneficjent przejmuje %n punktów jednostek z jednostek głównej ofiary ({breakdown}). Główna ofiara wybiera całe obszary, gdy to możliwe przylegające do siebie.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The beneficiary selects %n unit points of the primary victim&apos;s units and annexes them ({breakdown}): whole areas, adjacent to each other where it can.</source>
        <translation>
            <numerusform>Beneficjent wybiera %n punkt jednostek z jednostek głównej ofiary i je przejmuje ({breakdown}): całymi obszarami, w miarę możliwości przylegającymi do siebie.</numerusform>
            <numerusform>Beneficjent wybiera %n punkty jednostek z jednostek głównej ofiary i je przejmuje ({breakdown}): całymi obszarami, w miarę możliwości przylegającymi do siebie.</numerusform>
            <numerusform>Beneficjent wybiera %n punktów jednostek z jednostek głównej ofiary i je przejmuje ({breakdown}): całymi obszarami, w miarę możliwości przylegającymi do siebie.</numerusform>
        </translation>
    </message>
    <message>
        <source>The trade card stack and whether the card can be traded are printed on the published cards, not in the Polish calamity texts.</source>
        <translation>Stos kart handlu i to, czy kartą można handlować, są wydrukowane na wydanych kartach, nie w polskich tekstach katastrof.</translation>
    </message>
    <message>
        <source>Trade card stack and tradability come from the research table (secondary-systems.md §3.2); seed 004 does not print them.</source>
        <translation>Stos kart handlu i to, czy katastrofa jest handlowa, pochodzą z tabeli w notatkach badawczych (secondary-systems.md §3.2); seed 004 ich nie podaje.</translation>
    </message>
    <message>
        <source>{advance} makes it worse: unit points to annex {delta}.</source>
        <translation>„{advance}” pogarsza: punkty jednostek do przejęcia {delta}.</translation>
    </message>
    <message>
        <source>{advance} protects: unit points to annex {delta}.</source>
        <translation>„{advance}” chroni: punkty jednostek do przejęcia {delta}.</translation>
    </message>
    <message>
        <source>☐ {advance}: unit points to annex {delta}.</source>
        <translation>☐ {advance}: punkty jednostek do przejęcia {delta}.</translation>
    </message>
    <message>
        <source>☒ {advance}: unit points to annex {delta}.</source>
        <translation>☒ {advance}: punkty jednostek do przejęcia {delta}.</translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/volcano_earthquake</name>
    <message>
        <source>Does a volcano touch an area holding units of the primary victim?</source>
        <translation>Czy jakiś wulkan dotyka obszaru z jednostkami głównej ofiary?</translation>
    </message>
    <message numerus="yes">
        <source>Earthquake: the primary victim destroys {destroyed} ({breakdown}); a city Engineering spares is reduced instead. Then reduce %n city of any player in an area adjacent to it.</source>
        <translation>
            <numerusform>Trzęsienie Ziemi: główna ofiara zniszczy {destroyed} ({breakdown}); miasto ocalone dzięki „Inżynierii” zamiast tego zredukuj. Następnie zredukuj %n miasto dowolnego gracza w obszarze przylegającym do niego.</numerusform>
            <numerusform>Trzęsienie Ziemi: główna ofiara zniszczy {destroyed} ({breakdown}); miasto ocalone dzięki „Inżynierii” zamiast tego zredukuj. Następnie zredukuj %n miasta dowolnego gracza w obszarze przylegającym do niego.</numerusform>
            <numerusform>Trzęsienie Ziemi: główna ofiara zniszczy {destroyed} ({breakdown}); miasto ocalone dzięki „Inżynierii” zamiast tego zredukuj. Następnie zredukuj %n miast dowolnego gracza w obszarze przylegającym do niego.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Earthquake: the primary victim destroys {destroyed} of its cities ({breakdown}); a city Engineering spares is reduced instead. Then reduce %n city of any player in an area adjacent to it.</source>
        <translation>
            <numerusform>Trzęsienie Ziemi: główna ofiara zniszczy tyle swoich miast: {destroyed} ({breakdown}); miasto ocalone przez Inżynieria zamiast tego zredukuj. Następnie zredukuj %n miasto dowolnego gracza w obszarze przylegającym do niego.</numerusform>
            <numerusform>Trzęsienie Ziemi: główna ofiara zniszczy tyle swoich miast: {destroyed} ({breakdown}); miasto ocalone przez Inżynieria zamiast tego zredukuj. Następnie zredukuj %n miasta dowolnego gracza w obszarze przylegającym do niego.</numerusform>
            <numerusform>Trzęsienie Ziemi: główna ofiara zniszczy tyle swoich miast: {destroyed} ({breakdown}); miasto ocalone przez Inżynieria zamiast tego zredukuj. Następnie zredukuj %n miast dowolnego gracza w obszarze przylegającym do niego.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not in seed 004: this calamity follows the research table (secondary-systems.md §3.2), which rests on public Mega Civilization sources. Check it against your rulebook.</source>
        <translation>Nie ma tego w seedzie 004: ta katastrofa idzie za tabelą z notatek badawczych (secondary-systems.md §3.2), opartą na publicznych źródłach o Mega Civilization. Sprawdź ją w swojej instrukcji.</translation>
    </message>
    <message>
        <source>Not printed in the Polish calamity texts: this calamity follows the published Mega Civilization card. Check it against your copy.</source>
        <translation>Nie ma tego w polskich tekstach katastrof: ta katastrofa odpowiada wydanej karcie Mega Civilization. Porównaj ją ze swoim egzemplarzem.</translation>
    </message>
    <message>
        <source>The trade card stack and whether the card can be traded are printed on the published cards, not in the Polish calamity texts.</source>
        <translation>Stos kart handlu i to, czy kartą można handlować, są wydrukowane na wydanych kartach, nie w polskich tekstach katastrof.</translation>
    </message>
    <message>
        <source>Trade card stack and tradability come from the research table (secondary-systems.md §3.2); seed 004 does not print them.</source>
        <translation>Stos kart handlu i to, czy katastrofa jest handlowa, pochodzą z tabeli w notatkach badawczych (secondary-systems.md §3.2); seed 004 ich nie podaje.</translation>
    </message>
    <message>
        <source>VOLCANIC ERUPTION / EARTHQUAKE ({origin}): trade card stack {stack}, {trade}. Answer the questions for the primary victim, the player this calamity hits.</source>
        <translation>ERUPCJA WULKANU / TRZĘSIENIE ZIEMI ({origin}): stos kart handlu {stack}, katastrofa {trade}. Odpowiadaj na pytania za główną ofiarę, czyli gracza, którego dotyka ta katastrofa.</translation>
    </message>
    <message>
        <source>Volcanic Eruption: take the volcano that touches the most of the primary victim&apos;s units and destroy every unit in the areas it touches.</source>
        <translation>Erupcja Wulkanu: weź wulkan, który dotyka najwięcej jednostek głównej ofiary, i zniszcz wszystkie jednostki w obszarach, których dotyka.</translation>
    </message>
    <message>
        <source>{advance} protects: cities to destroy {delta}.</source>
        <translation>„{advance}” chroni: miasta do zniszczenia {delta}.</translation>
    </message>
    <message>
        <source>☒ {advance}: cities to destroy {delta}.</source>
        <translation>☒ {advance}: miasta do zniszczenia {delta}.</translation>
    </message>
</context>
<context>
    <name>root_clockwork</name>
    <message>
        <source>No building placed; {n} buildings on the map</source>
        <translation>Nie umieszczono budynku; budynki na mapie: {n}</translation>
    </message>
    <message>
        <source>Place one in each of the {rest} highest-priority of those clearings.</source>
        <translation>Umieść po jednym na każdej z tych polan o najwyższym Priorytecie (liczba polan: {rest}).</translation>
    </message>
    <message>
        <source>Place one in each of the {rest} lowest-priority of those clearings.</source>
        <translation>Umieść po jednym na każdej z tych polan o najniższym Priorytecie (liczba polan: {rest}).</translation>
    </message>
    <message>
        <source>Place {each} in each of those {k} clearings, and one more in each of the {rest} highest-priority of them.</source>
        <translation>Umieść po {each} na każdej z tych polan (polan: {k}) i jeszcze po jednym na każdej z nich o najwyższym Priorytecie (polan: {rest}).</translation>
    </message>
    <message>
        <source>Place {each} in each of those {k} clearings, and one more in each of the {rest} lowest-priority of them.</source>
        <translation>Umieść po {each} na każdej z tych polan (polan: {k}) i jeszcze po jednym na każdej z nich o najniższym Priorytecie (polan: {rest}).</translation>
    </message>
    <message>
        <source>Place {each} in each of those {k} clearings.</source>
        <translation>Umieść po {each} na każdej z tych polan (polan: {k}).</translation>
    </message>
    <message>
        <source>That would leave {what} below zero.</source>
        <translation>Wtedy {what} spadłoby poniżej zera.</translation>
    </message>
    <message>
        <source>The bot is the {faction}.</source>
        <translation>Bot to {faction}.</translation>
    </message>
    <message>
        <source>how many cards</source>
        <translation>ile kart</translation>
    </message>
    <message>
        <source>player</source>
        <translation>gracz</translation>
    </message>
    <message>
        <source>{bot} is the {faction}.</source>
        <translation>{bot} to {faction}.</translation>
    </message>
    <message>
        <source>{hits} hits left, {n} buildings there</source>
        <translation>Pozostałe obrażenia: {hits}, budynki na polanie: {n}</translation>
    </message>
    <message>
        <source>{n} building types there: one at random</source>
        <translation>Typy budynków na polanie: {n}; jeden losowo</translation>
    </message>
    <message>
        <source>{n} buildings on the map</source>
        <translation>budynki na mapie: {n}</translation>
    </message>
    <message>
        <source>{n} damaged items</source>
        <translation>uszkodzone przedmioty: {n}</translation>
    </message>
    <message>
        <source>{n} roosts on the track</source>
        <translation>Gniazda na torze: {n}</translation>
    </message>
    <message>
        <source>{n} such bots in the game</source>
        <translation>Takie boty w grze: {n}</translation>
    </message>
    <message>
        <source>{n} sympathy tokens on the map</source>
        <translation>żetony Sympatyków na mapie: {n}</translation>
    </message>
    <message>
        <source>{n} sympathy tokens on the track</source>
        <translation>żetony Sympatyków na torze: {n}</translation>
    </message>
    <message>
        <source>{n} undamaged items</source>
        <translation>nieuszkodzone przedmioty: {n}</translation>
    </message>
    <message>
        <source>{n} unexhausted items</source>
        <translation>niewyczerpane przedmioty: {n}</translation>
    </message>
    <message>
        <source>{suit} column: {n} cards</source>
        <translation>kolumna z symbolem: {suit}; karty: {n}</translation>
    </message>
    <message>
        <source>{vp} VP</source>
        <translation>{vp} PZ</translation>
    </message>
</context>
<context>
    <name>root_clockwork/alliance_setup</name>
    <message>
        <source>Make the bot&apos;s supply of {n} warriors.</source>
        <translation>Utwórz pulę wojowników bota: {n}.</translation>
    </message>
    <message>
        <source>Put the {n} bases on their spaces in the Bases box.</source>
        <translation>Połóż Bazy ({n}) na ich polach w tabeli Baz.</translation>
    </message>
    <message>
        <source>Put the {n} sympathy tokens on the Sympathy track.</source>
        <translation>Połóż żetony Sympatyków ({n}) na torze Sympatyków.</translation>
    </message>
</context>
<context>
    <name>root_clockwork/alliance_turn</name>
    <message>
        <source>0</source>
        <translation>0</translation>
    </message>
    <message>
        <source>1</source>
        <translation>1</translation>
    </message>
    <message>
        <source>10</source>
        <translation>10</translation>
    </message>
    <message>
        <source>2</source>
        <translation>2</translation>
    </message>
    <message>
        <source>3</source>
        <translation>3</translation>
    </message>
    <message>
        <source>4</source>
        <translation>4</translation>
    </message>
    <message>
        <source>5</source>
        <translation>5</translation>
    </message>
    <message>
        <source>6</source>
        <translation>6</translation>
    </message>
    <message>
        <source>7</source>
        <translation>7</translation>
    </message>
    <message>
        <source>8</source>
        <translation>8</translation>
    </message>
    <message>
        <source>9</source>
        <translation>9</translation>
    </message>
    <message>
        <source>Ask</source>
        <translation>Zapytaj</translation>
    </message>
    <message>
        <source>Full Removal: was the Vagabot&apos;s pawn in that clearing? Which bot?</source>
        <translation>Wielka Czystka: czy pionek Włóczęgobota był na tej polanie? Który bot?</translation>
    </message>
    <message numerus="yes">
        <source>Full Removal: {bot} damages %n items, exhausted ones first.</source>
        <translation>
            <numerusform>Wielka Czystka: {bot} uszkadza %n przedmiot, najpierw wyczerpane.</numerusform>
            <numerusform>Wielka Czystka: {bot} uszkadza %n przedmioty, najpierw wyczerpane.</numerusform>
            <numerusform>Wielka Czystka: {bot} uszkadza %n przedmiotów, najpierw wyczerpane.</numerusform>
        </translation>
    </message>
    <message>
        <source>Is another bot the Vagabot?</source>
        <translation>Czy inny bot to Włóczęgobot?</translation>
    </message>
    <message>
        <source>Nightmare: the bot scores {n} VP at the end of Evening. VP now: {vp}.</source>
        <translation>koszmar: na koniec Wieczoru bot zdobywa Punkty Zwycięstwa: {n}. PZ teraz: {vp}.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nie</translation>
    </message>
    <message>
        <source>Organize: is there a clearing with a base and at least {n} Alliance warriors that has not organized this turn?</source>
        <translation>Przegrupowanie: czy jest polana z Bazą i co najmniej tyloma wojownikami Sojuszu: {n}, na której w tej turze nie było jeszcze Przegrupowania?</translation>
    </message>
    <message>
        <source>Public Pity: are {n} or more sympathy tokens on the map?</source>
        <translation>Litość Ludu: czy na Mapie jest co najmniej tyle żetonów Sympatyków: {n}?</translation>
    </message>
    <message>
        <source>Wildfire: Spread Sympathy once more, scoring nothing.</source>
        <translation>Pożoga: jeszcze raz Zdobywanie Sympatyków, bez Punktacji.</translation>
    </message>
    <message>
        <source>Wildfire: Spread Sympathy once more. It scores nothing, not even the {n} VP of a spread that cannot place a token.</source>
        <translation>Pożoga: bot jeszcze raz zdobywa Sympatyków. Nie otrzymuje za to nic, nawet Punktów Zwycięstwa ({n}) za Zdobywanie Sympatyków, które nie może umieścić żetonu.</translation>
    </message>
</context>
<context>
    <name>root_clockwork/battle_defender</name>
    <message>
        <source>Is {bot} the Mechanical Marquise 2.0?</source>
        <translation>Czy {bot} to Mechaniczny Markiz 2.0?</translation>
    </message>
</context>
<context>
    <name>root_clockwork/battle_results</name>
    <message>
        <source>0</source>
        <translation>0</translation>
    </message>
    <message>
        <source>1</source>
        <translation>1</translation>
    </message>
    <message>
        <source>10</source>
        <translation>10</translation>
    </message>
    <message>
        <source>2</source>
        <translation>2</translation>
    </message>
    <message>
        <source>3</source>
        <translation>3</translation>
    </message>
    <message>
        <source>4</source>
        <translation>4</translation>
    </message>
    <message>
        <source>5</source>
        <translation>5</translation>
    </message>
    <message>
        <source>6</source>
        <translation>6</translation>
    </message>
    <message>
        <source>7</source>
        <translation>7</translation>
    </message>
    <message>
        <source>8</source>
        <translation>8</translation>
    </message>
    <message>
        <source>9</source>
        <translation>9</translation>
    </message>
    <message>
        <source>A player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <source>How many of the bot&apos;s warriors were removed?</source>
        <translation>Ilu wojowników bota usunięto?</translation>
    </message>
    <message>
        <source>How many of this bot&apos;s buildings and tokens did {bot} remove? {bot} scores a VP for each.</source>
        <translation>Ile budynków i żetonów tego bota usunął {bot}? {bot} zdobywa za każdy jeden PZ.</translation>
    </message>
    <message>
        <source>How many of {bot}&apos;s warriors were removed? (0 to {max})</source>
        <translation>Ilu wojowników bota {bot} usunięto? (0–{max})</translation>
    </message>
    <message>
        <source>Noted</source>
        <translation>Zanotowano</translation>
    </message>
    <message>
        <source>Noted: {value}.</source>
        <translation>Zanotowano: {value}.</translation>
    </message>
    <message numerus="yes">
        <source>Return %n warriors to the bot&apos;s supply. Supply now: {supply}.</source>
        <translation>
            <numerusform>Odłóż %n wojownika do puli bota. Pula teraz: {supply}.</numerusform>
            <numerusform>Odłóż %n wojowników do puli bota. Pula teraz: {supply}.</numerusform>
            <numerusform>Odłóż %n wojowników do puli bota. Pula teraz: {supply}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Were any removed?</source>
        <translation>Czy usunięto choć jednego?</translation>
    </message>
    <message>
        <source>Who defended?</source>
        <translation>Kto był obrońcą?</translation>
    </message>
    <message>
        <source>{bot}&apos;s warriors are back in its supply and its VP are counted. Take any building or token it lost off its mat too.</source>
        <translation>Wojownicy bota {bot} wrócili do jego puli, a jego PZ są policzone. Zdejmij też z jego planszy budynki i żetony, które stracił.</translation>
    </message>
</context>
<context>
    <name>root_clockwork/card_given</name>
    <message>
        <source>Poor Manual Dexterity: discard the card given to the bot. The bot scores {n} VP. VP now: {vp}.</source>
        <translation>Marne Zdolności Manualne: odrzuć kartę daną botowi. Bot zdobywa Punkty Zwycięstwa: {n}. PZ teraz: {vp}.</translation>
    </message>
</context>
<context>
    <name>root_clockwork/coop_win</name>
    <message>
        <source>Checked after every VP the bot scores, so the bots win the moment one of them reaches 30 VP.</source>
        <translation>Sprawdzane po każdym zdobytym przez bota PZ, więc boty wygrywają w chwili, gdy któryś z nich osiągnie 30 PZ.</translation>
    </message>
    <message>
        <source>Has this bot reached {n} VP?</source>
        <translation>Czy ten bot ma już {n} PZ?</translation>
    </message>
    <message>
        <source>This bot has {vp} VP. Unless every player already has {n} VP, the bots win.</source>
        <translation>Ten bot ma {vp} PZ. Jeśli nie każdy gracz ma już {n} PZ, wygrywają boty.</translation>
    </message>
    <message>
        <source>This bot has {vp} VP: unless every player already has {n} VP, the bots win and the game ends.</source>
        <translation>Ten bot ma PZ: {vp}. Jeśli nie każdy gracz ma już PZ: {n}, boty wygrywają i rozgrywka się kończy.</translation>
    </message>
</context>
<context>
    <name>root_clockwork/eyrie_setup</name>
    <message>
        <source>Loyal Viziers: tuck {n} Loyal Vizier cards under the faction board in the rightmost Decree column (bird), symbols showing.</source>
        <translation>Lojalni Wezyrowie: wsuń karty Lojalnych Wezyrów ({n}) pod planszę Frakcji w pierwszej od prawej kolumnie Dekretu (ptasiej), tak by ich symbole były widoczne.</translation>
    </message>
    <message>
        <source>Make the bot&apos;s supply of {n} warriors.</source>
        <translation>Utwórz pulę wojowników bota: {n}.</translation>
    </message>
    <message numerus="yes">
        <source>Place a roost and %n warriors in the corner clearing diagonally opposite the keep token. With neither the Marquise de Cat nor the Mechanical Marquise 2.0 in the game, use a random corner clearing. Supply now: {supply}.</source>
        <translation>
            <numerusform>Umieść Gniazdo i %n wojownika na narożnej polanie leżącej po przekątnej od żetonu Twierdzy. Jeśli w grze nie ma ani Markizy de Kot, ani Mechanicznego Markiza 2.0, użyj losowej narożnej polany. Pula teraz: {supply}.</numerusform>
            <numerusform>Umieść Gniazdo i %n wojowników na narożnej polanie leżącej po przekątnej od żetonu Twierdzy. Jeśli w grze nie ma ani Markizy de Kot, ani Mechanicznego Markiza 2.0, użyj losowej narożnej polany. Pula teraz: {supply}.</numerusform>
            <numerusform>Umieść Gniazdo i %n wojowników na narożnej polanie leżącej po przekątnej od żetonu Twierdzy. Jeśli w grze nie ma ani Markizy de Kot, ani Mechanicznego Markiza 2.0, użyj losowej narożnej polany. Pula teraz: {supply}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Put the other {n} roosts on the Roosts track from right to left, filling every space but the leftmost.</source>
        <translation>Połóż pozostałe Gniazda ({n}) na torze Gniazd od prawej do lewej, zapełniając wszystkie pola oprócz pierwszego od lewej.</translation>
    </message>
</context>
<context>
    <name>root_clockwork/eyrie_turn</name>
    <message>
        <source>A New Roost: place a roost and {n} warriors in the highest-priority {clearing} where all of them can be placed. Could they be placed?</source>
        <translation>Nowe Gniazdo: umieść Gniazdo i wojowników ({n}) na polanie o najwyższym Priorytecie, na której można umieścić je wszystkie ({clearing}). Czy udało się je umieścić?</translation>
    </message>
    <message>
        <source>Add to Decree: tuck the order card into the {suit} column of the Decree ({n} cards there now).</source>
        <translation>Dodanie Karty do Dekretu: wsuń kartę Nakazu do kolumny Dekretu z symbolem: {suit} (kart w niej teraz: {n}).</translation>
    </message>
    <message>
        <source>All done</source>
        <translation>Wszystko gotowe</translation>
    </message>
    <message>
        <source>Nightmare: the bot scores {n} VP at the end of Evening. VP now: {vp}.</source>
        <translation>koszmar: na koniec Wieczoru bot zdobywa Punkty Zwycięstwa: {n}. PZ teraz: {vp}.</translation>
    </message>
    <message>
        <source>Origin ties go to the highest priority (2.1). A column with no such clearing moves nothing (Target Legality, 2.3).</source>
        <translation>Remis przy wyborze polany początkowej: najwyższy Priorytet (2.1). Kolumna bez takiej polany nie wykonuje Ruchu (Zasady Selekcji, 2.3).</translation>
    </message>
    <message>
        <source>Purge: discard every card of the Decree ({n} cards) except the Loyal Viziers, which stay in the bird column. Then Rest: go on to Evening.</source>
        <translation>Czystki: odrzuć każdą kartę Dekretu (kart: {n}) oprócz Lojalnych Wezyrów, którzy zostają w ptasiej kolumnie. Potem Odpoczynek: przejdź do Wieczoru.</translation>
    </message>
</context>
<context>
    <name>root_clockwork/full_removal</name>
    <message numerus="yes">
        <source>Full Removal: an enemy removed other players&apos; pieces from the Vagabot&apos;s clearing (a Revolt, a Favor card, a bomb plot...). Damage %n items, exhausted ones first. Undamaged items now: {undamaged}; on the Battle track: {track}.</source>
        <translation>
            <numerusform>Wielka Czystka: przeciwnik usunął komponenty innych graczy z polany Włóczęgobota (Rewolta, karta Przysługi, Bomba Konspiracji...). Uszkodź %n przedmiot, najpierw wyczerpany. Nieuszkodzone przedmioty teraz: {undamaged}; na torze Walki: {track}.</numerusform>
            <numerusform>Wielka Czystka: przeciwnik usunął komponenty innych graczy z polany Włóczęgobota (Rewolta, karta Przysługi, Bomba Konspiracji...). Uszkodź %n przedmioty, najpierw wyczerpane. Nieuszkodzone przedmioty teraz: {undamaged}; na torze Walki: {track}.</numerusform>
            <numerusform>Wielka Czystka: przeciwnik usunął komponenty innych graczy z polany Włóczęgobota (Rewolta, karta Przysługi, Bomba Konspiracji...). Uszkodź %n przedmiotów, najpierw wyczerpane. Nieuszkodzone przedmioty teraz: {undamaged}; na torze Walki: {track}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/general_rules</name>
    <message>
        <source>Crafting: a bot crafts without activating crafting pieces, but the item must be in the supply. It scores {n} VP for a crafted card, whatever the card shows, and never crafts a card with a persistent effect.</source>
        <translation>Przekucie: bot przekuwa bez aktywowania komponentów do przekuwania, ale przedmiot musi być w puli. Za przekutą kartę zdobywa Punkty Zwycięstwa: {n}, bez względu na kartę, i nigdy nie przekuwa karty z Trwałym Efektem.</translation>
    </message>
    <message>
        <source>Fully cooperative play: remove the {cards} dominance cards at setup. The players win only if every one of them reaches {vp} VP before any bot does. Bots never treat each other&apos;s pieces as enemy pieces when they pick clearings, and never battle each other.</source>
        <translation>W Pełni Kooperacyjna Rozgrywka: podczas przygotowania gry usuń karty Dominacji ({cards}). Gracze wygrywają tylko wtedy, gdy każdy z nich zdobędzie {vp} PZ, zanim zrobi to którykolwiek bot. Boty przy wyborze polan nie traktują komponentów innych botów jak komponentów przeciwników i nigdy ze sobą nie walczą.</translation>
    </message>
    <message>
        <source>Poor Manual Dexterity: bots have no hand. A player who would take a card from a bot draws from the shared deck instead; a card given to a bot is discarded and the bot scores {n} VP.</source>
        <translation>Marne Zdolności Manualne: boty nie mają ręki. Gracz, który miałby dobrać kartę od bota, dobiera ją ze wspólnej talii; kartę daną botowi się odrzuca, a bot zdobywa Punkty Zwycięstwa: {n}.</translation>
    </message>
</context>
<context>
    <name>root_clockwork/losses</name>
    <message>
        <source>Crackdown: remove every sympathy token from {suit} clearings. How many did you remove?</source>
        <translation>Dezaktywacja: usuń każdy żeton Sympatyków z {suit} polan. Ile usunięto?</translation>
    </message>
    <message numerus="yes">
        <source>Full Removal: {bot} damages %n items, exhausted ones first. Undamaged items now: {undamaged}; on the Battle track: {track}.</source>
        <translation>
            <numerusform>{bot}, Wielka Czystka: bot uszkadza %n przedmiot, najpierw wyczerpany. Nieuszkodzone przedmioty teraz: {undamaged}; na torze Walki: {track}.</numerusform>
            <numerusform>{bot}, Wielka Czystka: bot uszkadza %n przedmioty, najpierw wyczerpane. Nieuszkodzone przedmioty teraz: {undamaged}; na torze Walki: {track}.</numerusform>
            <numerusform>{bot}, Wielka Czystka: bot uszkadza %n przedmiotów, najpierw wyczerpane. Nieuszkodzone przedmioty teraz: {undamaged}; na torze Walki: {track}.</numerusform>
        </translation>
    </message>
    <message>
        <source>How many hits does the Vagabot take?</source>
        <translation>Ile obrażeń otrzymuje Włóczęgobot?</translation>
    </message>
    <message>
        <source>How many more hits does the bot take on its other pieces in that clearing?</source>
        <translation>Ile jeszcze obrażeń otrzymują pozostałe komponenty bota na tej polanie?</translation>
    </message>
    <message>
        <source>How many of the bot&apos;s warriors were removed? (0 to {max})</source>
        <translation>Ilu wojowników bota usunięto? (0–{max})</translation>
    </message>
    <message>
        <source>How many of {bot}&apos;s warriors were removed? (0 to {max})</source>
        <translation>{bot}: ilu wojowników tego bota usunięto? (0–{max})</translation>
    </message>
    <message>
        <source>How many recruiters of the bot are in that clearing?</source>
        <translation>Ile Koszar bota jest na tej polanie?</translation>
    </message>
    <message>
        <source>How many sawmills of the bot are in that clearing?</source>
        <translation>Ile Tartaków bota jest na tej polanie?</translation>
    </message>
    <message>
        <source>How many warriors of {bot} were in that clearing? All of them are removed. (0 to {max})</source>
        <translation>{bot}: ilu wojowników tego bota było na tej polanie? Wszyscy zostają usunięci. (0–{max})</translation>
    </message>
    <message>
        <source>How many workshops of the bot are in that clearing?</source>
        <translation>Ile Warsztatów bota jest na tej polanie?</translation>
    </message>
    <message>
        <source>Is a base of the bot in that clearing? Which one?</source>
        <translation>Czy na tej polanie jest Baza bota? Która?</translation>
    </message>
    <message>
        <source>Is a roost of the bot in that clearing?</source>
        <translation>Czy na tej polanie jest Gniazdo bota?</translation>
    </message>
    <message>
        <source>Pick at random which of the bot&apos;s buildings in that clearing the hit removes.</source>
        <translation>Losowo wybierz, który z budynków bota na tej polanie usuwa to obrażenie.</translation>
    </message>
    <message numerus="yes">
        <source>Remove a {building} of the bot from that clearing (%n left on the map).</source>
        <translation>
            <numerusform>Usuń z tej polany budynek bota: {building} (na mapie został %n).</numerusform>
            <numerusform>Usuń z tej polany budynek bota: {building} (na mapie zostały %n).</numerusform>
            <numerusform>Usuń z tej polany budynek bota: {building} (na mapie zostało %n).</numerusform>
        </translation>
    </message>
    <message>
        <source>Remove a {building} of the bot from that clearing ({n} left on the map).</source>
        <translation>Usuń budynek bota z tej polany: {building} (na Mapie zostało: {n}).</translation>
    </message>
    <message>
        <source>Remove the keep token and put it back in the box.</source>
        <translation>Usuń żeton Twierdzy i odłóż go do pudełka.</translation>
    </message>
    <message numerus="yes">
        <source>Taking hits: damage %n items, exhausted ones first, then unexhausted ones. Undamaged items now: {undamaged}; on the Battle track: {track}.</source>
        <translation>
            <numerusform>Otrzymywanie Obrażeń: uszkodź %n przedmiot, najpierw wyczerpane, potem niewyczerpane. Nieuszkodzone przedmioty teraz: {undamaged}; na torze Walki: {track}.</numerusform>
            <numerusform>Otrzymywanie Obrażeń: uszkodź %n przedmioty, najpierw wyczerpane, potem niewyczerpane. Nieuszkodzone przedmioty teraz: {undamaged}; na torze Walki: {track}.</numerusform>
            <numerusform>Otrzymywanie Obrażeń: uszkodź %n przedmiotów, najpierw wyczerpane, potem niewyczerpane. Nieuszkodzone przedmioty teraz: {undamaged}; na torze Walki: {track}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Taking hits: {bot} damages %n items, exhausted ones first, then unexhausted ones. Undamaged items now: {undamaged}; on the Battle track: {track}.</source>
        <translation>
            <numerusform>{bot}, Otrzymywanie Obrażeń: bot uszkadza %n przedmiot, najpierw wyczerpany, a następnie niewyczerpany. Nieuszkodzone przedmioty teraz: {undamaged}; na torze Walki: {track}.</numerusform>
            <numerusform>{bot}, Otrzymywanie Obrażeń: bot uszkadza %n przedmioty, najpierw wyczerpane, a następnie niewyczerpane. Nieuszkodzone przedmioty teraz: {undamaged}; na torze Walki: {track}.</numerusform>
            <numerusform>{bot}, Otrzymywanie Obrażeń: bot uszkadza %n przedmiotów, najpierw wyczerpane, a następnie niewyczerpane. Nieuszkodzone przedmioty teraz: {undamaged}; na torze Walki: {track}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Tokens go first: is a sympathy token of the bot in that clearing?</source>
        <translation>Najpierw żetony: czy na tej polanie jest żeton Sympatyków bota?</translation>
    </message>
    <message>
        <source>Tokens go first: is a sympathy token of the bot in that clearing? Popularity: the enemy who removes it scores nothing for it.</source>
        <translation>Najpierw żetony: czy na tej polanie jest żeton Sympatyków bota? Popularność: przeciwnik, który go usuwa, nie zdobywa za niego punktów.</translation>
    </message>
    <message>
        <source>Tokens go first: is the keep token in that clearing?</source>
        <translation>Najpierw żetony: czy żeton Twierdzy jest na tej polanie?</translation>
    </message>
</context>
<context>
    <name>root_clockwork/marquise_setup</name>
    <message>
        <source>Make the bot&apos;s supply of {n} warriors.</source>
        <translation>Utwórz pulę wojowników bota: {n}.</translation>
    </message>
    <message>
        <source>Place a sawmill, a workshop and a recruiter at random in the keep&apos;s clearing and the clearings adjacent to it, one building per clearing.</source>
        <translation>Umieść losowo Tartak, Warsztat i Koszary na polanie z Twierdzą i sąsiadujących z nią polanach — jeden budynek na polanę.</translation>
    </message>
    <message>
        <source>Place the keep token in a random corner clearing. Only the Marquise may place pieces in that clearing (others may move in). If the keep is removed, put it back in the box.</source>
        <translation>Umieść żeton Twierdzy na losowej narożnej polanie. Tylko Markiz może umieszczać komponenty na tej polanie (inni mogą na nią wejść Ruchem). Jeśli Twierdza zostanie usunięta, odłóż ją do pudełka.</translation>
    </message>
    <message>
        <source>Put the other {n} sawmills, {n} workshops and {n} recruiters on their buildings tracks, filling every space but the leftmost.</source>
        <translation>Połóż pozostałe Tartaki ({n}), Warsztaty ({n}) i Koszary ({n}) na ich torach budynków, zapełniając wszystkie pola oprócz pierwszego od lewej.</translation>
    </message>
</context>
<context>
    <name>root_clockwork/marquise_turn</name>
    <message>
        <source>0</source>
        <translation>0</translation>
    </message>
    <message>
        <source>1</source>
        <translation>1</translation>
    </message>
    <message>
        <source>2</source>
        <translation>2</translation>
    </message>
    <message>
        <source>3</source>
        <translation>3</translation>
    </message>
    <message>
        <source>4</source>
        <translation>4</translation>
    </message>
    <message>
        <source>Blitz: from the highest-priority clearing ruled by the bot with no enemy pieces, move all but {n} warrior into the adjacent clearing with the most enemy pieces, then battle there. Did the bot battle?</source>
        <translation>Blitzkrieg: z kontrolowanej przez bota polany o najwyższym Priorytecie bez komponentów przeciwników przenieś Ruchem wszystkich wojowników oprócz {n} na sąsiednią polanę z największą liczbą komponentów przeciwników i tam walcz. Czy bot walczył?</translation>
    </message>
    <message>
        <source>Expand: did the bot place no building this turn, with at most {max} buildings on the map?</source>
        <translation>Rozbudowa: czy bot nie umieścił w tej turze żadnego budynku i ma na mapie co najwyżej tyle budynków: {max}?</translation>
    </message>
    <message numerus="yes">
        <source>Iron Will: recruit again, as many warriors as before: take %n warriors from the supply. {plan} Supply now: {supply}.</source>
        <translation>
            <numerusform>Żelazna Wola: Werbunek jeszcze raz, tyle samo wojowników co wcześniej: weź z puli %n wojownika. {plan} Pula teraz: {supply}.</numerusform>
            <numerusform>Żelazna Wola: Werbunek jeszcze raz, tyle samo wojowników co wcześniej: weź z puli %n wojowników. {plan} Pula teraz: {supply}.</numerusform>
            <numerusform>Żelazna Wola: Werbunek jeszcze raz, tyle samo wojowników co wcześniej: weź z puli %n wojowników. {plan} Pula teraz: {supply}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Move: from each {suit} clearing, move all but {stay} Marquise warriors to the adjacent clearing with the most enemy pieces (tie: highest priority). Take origin clearings from the highest priority down.</source>
        <translation>Ruch: z każdej polany z symbolem: {suit} przenieś wszystkich wojowników Markiza oprócz {stay} na sąsiednią polanę z największą liczbą komponentów przeciwników (remis: najwyższy Priorytet). Polany początkowe rozpatruj od najwyższego Priorytetu w dół.</translation>
    </message>
    <message>
        <source>Move: from every clearing, move all but {stay} Marquise warriors to the adjacent clearing with the most enemy pieces (tie: highest priority). Take origin clearings from the highest priority down.</source>
        <translation>Ruch: z każdej polany przenieś wszystkich wojowników Markiza oprócz {stay} na sąsiednią polanę z największą liczbą komponentów przeciwników (remis: najwyższy Priorytet). Polany początkowe rozpatruj od najwyższego Priorytetu w dół.</translation>
    </message>
    <message>
        <source>Nightmare: the bot scores {n} VP at the end of Evening. VP now: {vp}.</source>
        <translation>koszmar: na koniec Wieczoru bot zdobywa Punkty Zwycięstwa: {n}. PZ teraz: {vp}.</translation>
    </message>
    <message>
        <source>Noted: {value}.</source>
        <translation>Zanotowano: {value}.</translation>
    </message>
    <message>
        <source>Two or more</source>
        <translation>Dwie lub więcej</translation>
    </message>
    <message>
        <source>how many clearings of that suit the bot rules</source>
        <translation>ile polan tego symbolu kontroluje bot</translation>
    </message>
    <message>
        <source>how many clearings the bot rules</source>
        <translation>ile polan kontroluje bot</translation>
    </message>
</context>
<context>
    <name>root_clockwork/order</name>
    <message>
        <source>Craft the order card: take its item from the supply and put it face up in the Satchel. The bot scores {n} VP, whatever the card shows. VP now: {vp}.</source>
        <translation>Przekuj kartę Nakazu: weź jej przedmiot z puli i połóż go odkryty w Plecaku. Bot zdobywa Punkty Zwycięstwa: {n}, bez względu na to, co przedstawia karta. PZ teraz: {vp}.</translation>
    </message>
    <message>
        <source>Craft the order card: take its item from the supply. The bot scores {n} VP, whatever the card shows. VP now: {vp}.</source>
        <translation>Przekuj kartę Nakazu: weź jej przedmiot z puli. Bot zdobywa Punkty Zwycięstwa: {n}, bez względu na to, co przedstawia karta. PZ teraz: {vp}.</translation>
    </message>
    <message>
        <source>Does the item go into the Vagabot&apos;s Satchel?</source>
        <translation>Czy przedmiot trafia do Plecaka Włóczęgobota?</translation>
    </message>
</context>
<context>
    <name>root_clockwork/outrage</name>
    <message>
        <source>Removed a sympathy token</source>
        <translation>Usunął żeton Sympatyków</translation>
    </message>
    <message>
        <source>The bot scores {n} VP (this is not Poor Manual Dexterity: no card is given). VP now: {vp}.</source>
        <translation>Bot zdobywa Punkty Zwycięstwa: {n} (to nie Marne Zdolności Manualne: nikt nie daje karty). PZ teraz: {vp}.</translation>
    </message>
</context>
<context>
    <name>root_clockwork/pick_random</name>
    <message numerus="yes">
        <source>Roll to pick one of the %n at random.</source>
        <translation>
            <numerusform>Rzuć kością, by losowo wybrać jedną z %n możliwości.</numerusform>
            <numerusform>Rzuć kością, by losowo wybrać jedną z %n możliwości.</numerusform>
            <numerusform>Rzuć kością, by losowo wybrać jedną z %n możliwości.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/removed_vp</name>
    <message>
        <source>0</source>
        <translation>0</translation>
    </message>
    <message>
        <source>1</source>
        <translation>1</translation>
    </message>
    <message>
        <source>2</source>
        <translation>2</translation>
    </message>
    <message>
        <source>3</source>
        <translation>3</translation>
    </message>
    <message>
        <source>4</source>
        <translation>4</translation>
    </message>
    <message>
        <source>5</source>
        <translation>5</translation>
    </message>
    <message>
        <source>6</source>
        <translation>6</translation>
    </message>
    <message>
        <source>7</source>
        <translation>7</translation>
    </message>
    <message>
        <source>8</source>
        <translation>8</translation>
    </message>
    <message numerus="yes">
        <source>How many of them were {bot}&apos;s? {bot} loses %n VP for each. (0 to {max})</source>
        <translation>
            <numerusform>{bot}: ile z nich należało do tego bota? Straci on %n Punkt Zwycięstwa za każdy z nich. (0–{max})</numerusform>
            <numerusform>{bot}: ile z nich należało do tego bota? Straci on %n Punkty Zwycięstwa za każdy z nich. (0–{max})</numerusform>
            <numerusform>{bot}: ile z nich należało do tego bota? Straci on %n Punktów Zwycięstwa za każdy z nich. (0–{max})</numerusform>
        </translation>
    </message>
    <message>
        <source>Noted</source>
        <translation>Zanotowano</translation>
    </message>
    <message>
        <source>Noted: {value}.</source>
        <translation>Zanotowano: {value}.</translation>
    </message>
    <message numerus="yes">
        <source>War Tax: each enemy loses %n VP per building or token of theirs the bot just removed.</source>
        <translation>
            <numerusform>Podatek Wojenny: każdy przeciwnik traci %n Punkt Zwycięstwa za każdy swój budynek lub żeton, który bot właśnie usunął.</numerusform>
            <numerusform>Podatek Wojenny: każdy przeciwnik traci %n Punkty Zwycięstwa za każdy swój budynek lub żeton, który bot właśnie usunął.</numerusform>
            <numerusform>Podatek Wojenny: każdy przeciwnik traci %n Punktów Zwycięstwa za każdy swój budynek lub żeton, który bot właśnie usunął.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War Tax: each enemy loses %n VP per building or token of theirs the bot just removed. Players take theirs off now; the app takes the bots&apos; off next.</source>
        <translation>
            <numerusform>Podatek Wojenny: każdy przeciwnik traci %n Punkt Zwycięstwa za każdy swój budynek lub żeton, który bot właśnie usunął. Gracze odejmują swoje punkty teraz; botom odejmie je aplikacja w następnym kroku.</numerusform>
            <numerusform>Podatek Wojenny: każdy przeciwnik traci %n Punkty Zwycięstwa za każdy swój budynek lub żeton, który bot właśnie usunął. Gracze odejmują swoje punkty teraz; botom odejmie je aplikacja w następnym kroku.</numerusform>
            <numerusform>Podatek Wojenny: każdy przeciwnik traci %n Punktów Zwycięstwa za każdy swój budynek lub żeton, który bot właśnie usunął. Gracze odejmują swoje punkty teraz; botom odejmie je aplikacja w następnym kroku.</numerusform>
        </translation>
    </message>
    <message>
        <source>War Tax: each enemy loses {n} VP per building or token of theirs the bot just removed.</source>
        <translation>Podatek Wojenny: każdy przeciwnik straci PZ ({n}) za każdy swój budynek lub żeton, który bot właśnie usunął.</translation>
    </message>
</context>
<context>
    <name>root_clockwork/setup</name>
    <message>
        <source>Fully cooperative play: remove the {n} dominance cards from the shared deck whatever the number of players.</source>
        <translation>W Pełni Kooperacyjna Rozgrywka: usuń ze wspólnej talii karty Dominacji ({n}) bez względu na liczbę graczy.</translation>
    </message>
    <message>
        <source>Starting hands: with one or two players, remove the {n} dominance cards from the shared deck (spy cards stay). Bots draw no cards.</source>
        <translation>Startowa ręka: przy jednym lub dwóch graczach usuń ze wspólnej talii karty Dominacji ({n}); karty Szpiegów zostają. Boty nie dobierają kart.</translation>
    </message>
    <message>
        <source>The app&apos;s own safeguard: setting a bot up twice would count its pieces twice.</source>
        <translation>Zabezpieczenie aplikacji: dwukrotne przygotowanie bota policzyłoby jego komponenty dwa razy.</translation>
    </message>
    <message>
        <source>This bot is already set up. Set it up again from the start? Its tracked state goes back to a new bot&apos;s.</source>
        <translation>Ten bot jest już przygotowany. Przygotować go od początku? Jego śledzony stan wróci do stanu nowego bota.</translation>
    </message>
</context>
<context>
    <name>root_clockwork/spread</name>
    <message>
        <source>Martial Law: does a single enemy have {n} or more warriors in that clearing?</source>
        <translation>Prawo Wojny: czy jeden przeciwnik ma na tej polanie co najmniej tylu wojowników: {n}?</translation>
    </message>
    <message>
        <source>Noted: {value}.</source>
        <translation>Zanotowano: {value}.</translation>
    </message>
    <message>
        <source>Spread Sympathy: place a sympathy token in the unsympathetic {clearing} adjacent to a sympathetic clearing with the fewest enemy warriors (tie: highest priority). If there is no such clearing, use the clearing with the fewest enemy pieces. Could it be placed?</source>
        <translation>Zdobywanie Sympatyków: umieść żeton Sympatyków na {clearing} bez Sympatyków, sąsiadującej z polaną z Sympatykami, na której jest najmniej wojowników przeciwników (remis: najwyższy Priorytet). Jeśli nie ma takiej polany, wybierz polanę z najmniejszą liczbą komponentów przeciwników. Czy udało się go umieścić?</translation>
    </message>
    <message>
        <source>The bot cannot spread sympathy. This spread scores nothing, so it does not score the {n} VP either.</source>
        <translation>Bot nie może zdobyć Sympatyków. To Zdobywanie Sympatyków jest bez Punktacji, więc nie daje też Punktów Zwycięstwa: {n}.</translation>
    </message>
    <message>
        <source>The bot cannot spread sympathy: it scores {n} VP instead. VP now: {vp}.</source>
        <translation>Bot nie może zdobyć Sympatyków: zamiast tego zdobywa Punkty Zwycięstwa: {n}. PZ teraz: {vp}.</translation>
    </message>
    <message numerus="yes">
        <source>The bot scores %n VP, shown on the space just uncovered on the {track} (one less under Martial Law, never below zero). VP now: {vp}.</source>
        <translation>
            <numerusform>Bot otrzymuje %n Punkt Zwycięstwa widniejący na nowo odkrytym polu {track} (o jeden mniej przy Prawie Wojny, nigdy poniżej zera). PZ teraz: {vp}.</numerusform>
            <numerusform>Bot otrzymuje %n Punkty Zwycięstwa widniejące na nowo odkrytym polu {track} (o jeden mniej przy Prawie Wojny, nigdy poniżej zera). PZ teraz: {vp}.</numerusform>
            <numerusform>Bot otrzymuje %n Punktów Zwycięstwa widniejących na nowo odkrytym polu {track} (o jeden mniej przy Prawie Wojny, nigdy poniżej zera). PZ teraz: {vp}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/take_hits</name>
    <message>
        <source>0</source>
        <translation>0</translation>
    </message>
    <message>
        <source>1</source>
        <translation>1</translation>
    </message>
    <message>
        <source>10</source>
        <translation>10</translation>
    </message>
    <message>
        <source>2</source>
        <translation>2</translation>
    </message>
    <message>
        <source>3</source>
        <translation>3</translation>
    </message>
    <message>
        <source>4</source>
        <translation>4</translation>
    </message>
    <message>
        <source>5</source>
        <translation>5</translation>
    </message>
    <message>
        <source>6</source>
        <translation>6</translation>
    </message>
    <message>
        <source>7</source>
        <translation>7</translation>
    </message>
    <message>
        <source>8</source>
        <translation>8</translation>
    </message>
    <message>
        <source>9</source>
        <translation>9</translation>
    </message>
    <message>
        <source>Automated Outrage is settled here for a token removed by hits, so the token leaves the mat once: do not also start the Automated Outrage routine for it.</source>
        <translation>Samoczynny Bunt za żeton usunięty obrażeniami rozpatruje się tutaj, więc żeton znika z planszy bota raz: nie uruchamiaj już dla niego procedury Samoczynnego Buntu.</translation>
    </message>
    <message>
        <source>Crackdown: remove every sympathy token from {suit} clearings. How many did you remove?</source>
        <translation>Dezaktywacja: usuń każdy żeton Sympatyków z polan z symbolem: {suit}. Ile usunięto?</translation>
    </message>
    <message numerus="yes">
        <source>Crackdown: the {base} base goes back to the Bases box; %n sympathy tokens leave the map.</source>
        <translation>
            <numerusform>Dezaktywacja: Baza (symbol: {base}) wraca do tabeli Baz; %n żeton Sympatyków schodzi z mapy.</numerusform>
            <numerusform>Dezaktywacja: Baza (symbol: {base}) wraca do tabeli Baz; %n żetony Sympatyków schodzą z mapy.</numerusform>
            <numerusform>Dezaktywacja: Baza (symbol: {base}) wraca do tabeli Baz; %n żetonów Sympatyków schodzi z mapy.</numerusform>
        </translation>
    </message>
    <message>
        <source>Did the bot lose {n} or more warriors as defender?</source>
        <translation>Czy bot jako obrońca stracił co najmniej tylu wojowników: {n}?</translation>
    </message>
    <message>
        <source>Fortified: each of the bot&apos;s buildings needs {n} hits to be removed; a single hit on a building does nothing. Otherwise the bot first removes all its tokens in the clearing, then its buildings, picking at random among building types.</source>
        <translation>Fortyfikacje: by usunąć budynek bota, potrzeba tylu obrażeń: {n}; pojedyncze obrażenie zadane budynkowi nic nie daje. Poza tym bot najpierw usuwa wszystkie swoje żetony z polany, potem budynki, losowo wybierając spośród typów budynków.</translation>
    </message>
    <message>
        <source>Fox</source>
        <translation>Lisia</translation>
    </message>
    <message>
        <source>How many hits does the Vagabot take?</source>
        <translation>Ile obrażeń otrzymuje Włóczęgobot?</translation>
    </message>
    <message>
        <source>How many of the bot&apos;s warriors were removed?</source>
        <translation>Ilu wojowników bota usunięto?</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>Mysia</translation>
    </message>
    <message>
        <source>No more</source>
        <translation>Nic więcej</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Żadna</translation>
    </message>
    <message>
        <source>Noted: {value}.</source>
        <translation>Zanotowano: {value}.</translation>
    </message>
    <message>
        <source>Rabbit</source>
        <translation>Królicza</translation>
    </message>
    <message>
        <source>Recruiter</source>
        <translation>Koszary</translation>
    </message>
    <message>
        <source>Recruiter removed.</source>
        <translation>Usunięto Koszary.</translation>
    </message>
    <message numerus="yes">
        <source>Return %n warriors to the bot&apos;s supply. Supply now: {supply}.</source>
        <translation>
            <numerusform>Odłóż %n wojownika do puli bota. Pula teraz: {supply}.</numerusform>
            <numerusform>Odłóż %n wojowników do puli bota. Pula teraz: {supply}.</numerusform>
            <numerusform>Odłóż %n wojowników do puli bota. Pula teraz: {supply}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Roost removed.</source>
        <translation>Gniazdo usunięte.</translation>
    </message>
    <message>
        <source>Sawmill</source>
        <translation>Tartak</translation>
    </message>
    <message>
        <source>Sawmill removed.</source>
        <translation>Usunięto Tartak.</translation>
    </message>
    <message>
        <source>Sympathy token removed.</source>
        <translation>Żeton Sympatyków usunięty.</translation>
    </message>
    <message numerus="yes">
        <source>Taking hits: damage %n items, exhausted ones first, then unexhausted ones. Undamaged items now: {undamaged}; on the Battle track: {track}.</source>
        <translation>
            <numerusform>Otrzymywanie Obrażeń: uszkodź %n przedmiot, najpierw wyczerpane, potem niewyczerpane. Nieuszkodzone przedmioty teraz: {undamaged}; na torze Walki: {track}.</numerusform>
            <numerusform>Otrzymywanie Obrażeń: uszkodź %n przedmioty, najpierw wyczerpane, potem niewyczerpane. Nieuszkodzone przedmioty teraz: {undamaged}; na torze Walki: {track}.</numerusform>
            <numerusform>Otrzymywanie Obrażeń: uszkodź %n przedmiotów, najpierw wyczerpane, potem niewyczerpane. Nieuszkodzone przedmioty teraz: {undamaged}; na torze Walki: {track}.</numerusform>
        </translation>
    </message>
    <message>
        <source>The Marquise&apos;s losses are noted.</source>
        <translation>Straty Markiza zanotowane.</translation>
    </message>
    <message>
        <source>Was a base of the bot removed? Which one?</source>
        <translation>Czy usunięto Bazę bota? Którą?</translation>
    </message>
    <message>
        <source>Was a roost of the bot removed? (Answer once per roost.)</source>
        <translation>Czy usunięto Gniazdo bota? (Odpowiedz raz za każde Gniazdo).</translation>
    </message>
    <message>
        <source>Was a sympathy token of the bot removed? (Answer once per token.)</source>
        <translation>Czy usunięto żeton Sympatyków bota? (Odpowiedz raz za każdy żeton).</translation>
    </message>
    <message>
        <source>Was a sympathy token of the bot removed? (Answer once per token.) Popularity: the enemy who removed it scores nothing for it.</source>
        <translation>Czy usunięto żeton Sympatyków bota? (Odpowiedz raz za każdy żeton). Popularność: przeciwnik, który go usunął, nie zdobywa za niego punktów.</translation>
    </message>
    <message>
        <source>Was one of the bot&apos;s buildings removed? Which one? (Answer once per building.)</source>
        <translation>Czy usunięto jeden z budynków bota? Który? (Odpowiedz raz za każdy budynek).</translation>
    </message>
    <message>
        <source>Were any removed?</source>
        <translation>Czy usunięto choć jednego?</translation>
    </message>
    <message>
        <source>Which bot lost pieces?</source>
        <translation>Który bot stracił komponenty?</translation>
    </message>
    <message>
        <source>Workshop</source>
        <translation>Warsztat</translation>
    </message>
    <message>
        <source>Workshop removed.</source>
        <translation>Usunięto Warsztat.</translation>
    </message>
</context>
<context>
    <name>root_clockwork/track_score</name>
    <message>
        <source>0</source>
        <translation>0</translation>
    </message>
    <message>
        <source>1</source>
        <translation>1</translation>
    </message>
    <message>
        <source>2</source>
        <translation>2</translation>
    </message>
    <message>
        <source>3</source>
        <translation>3</translation>
    </message>
    <message>
        <source>4</source>
        <translation>4</translation>
    </message>
    <message>
        <source>5</source>
        <translation>5</translation>
    </message>
    <message>
        <source>6</source>
        <translation>6</translation>
    </message>
    <message>
        <source>Ask</source>
        <translation>Zapytaj</translation>
    </message>
    <message>
        <source>Is the VP of the space to score still unknown?</source>
        <translation>Czy liczba PZ na polu, za które bot otrzymuje punkty, jest jeszcze nieznana?</translation>
    </message>
    <message>
        <source>Known</source>
        <translation>Znana</translation>
    </message>
    <message>
        <source>Noted</source>
        <translation>Zanotowano</translation>
    </message>
    <message>
        <source>Noted: {vp} VP.</source>
        <translation>Zanotowano: {vp} PZ.</translation>
    </message>
    <message>
        <source>The rules text does not give the VP printed on the faction boards&apos; tracks. Each space is asked once, when the bot first scores it, and kept on the mat (where it can be corrected).</source>
        <translation>Tekst zasad nie podaje PZ wydrukowanych na torach plansz Frakcji. O każde pole pytamy raz, gdy bot pierwszy raz zdobywa za nie punkty, i zapisujemy je na planszy bota (gdzie można je poprawić).</translation>
    </message>
    <message>
        <source>The seed does not print the VP on the faction boards&apos; tracks. The app asks for each space once, when the bot first scores it, and keeps the answer on the mat (where it can be corrected).</source>
        <translation>Źródło nie podaje PZ na torach plansz Frakcji. Aplikacja pyta o każde pole raz, gdy bot pierwszy raz zdobywa za nie punkty, i zapisuje odpowiedź na planszy bota (gdzie można ją poprawić).</translation>
    </message>
</context>
<context>
    <name>root_clockwork/vagabot_setup</name>
    <message>
        <source>Place the pawn in the forest adjacent to the most clearings; break ties at random.</source>
        <translation>Umieść pionka w lesie sąsiadującym z największą liczbą polan; remis rozstrzygnij losowo.</translation>
    </message>
    <message>
        <source>Put {n} random item marked R under each ruins token.</source>
        <translation>Pod każdym żetonem Ruin połóż losowe przedmioty oznaczone literą R (po {n}).</translation>
    </message>
    <message>
        <source>Shuffle the quest deck, draw {n} quest and put it face up beside the faction board. Only the Vagabot can complete it.</source>
        <translation>Potasuj talię Misji, dobierz Misje ({n}) i połóż odkryte obok planszy Frakcji. Tylko Włóczęgobot może je wykonać.</translation>
    </message>
</context>
<context>
    <name>root_clockwork/vagabot_turn</name>
    <message>
        <source>Adventurer: has the Vagabot {n} unexhausted items for another quest?</source>
        <translation>Poszukiwacz Przygód: czy Włóczęgobot ma niewyczerpane przedmioty ({n}) na kolejną Misję?</translation>
    </message>
    <message numerus="yes">
        <source>Evening, Refresh: turn %n exhausted, undamaged items face up (fewer while any item is damaged).</source>
        <translation>
            <numerusform>Wieczór, Regeneracja: odwróć %n wyczerpany, nieuszkodzony przedmiot odkrytą stroną do góry (mniej, jeśli bot ma co najmniej jeden uszkodzony przedmiot).</numerusform>
            <numerusform>Wieczór, Regeneracja: odwróć %n wyczerpane, nieuszkodzone przedmioty odkrytą stroną do góry (mniej, jeśli bot ma co najmniej jeden uszkodzony przedmiot).</numerusform>
            <numerusform>Wieczór, Regeneracja: odwróć %n wyczerpanych, nieuszkodzonych przedmiotów odkrytą stroną do góry (mniej, jeśli bot ma co najmniej jeden uszkodzony przedmiot).</numerusform>
        </translation>
    </message>
    <message>
        <source>Nightmare: the bot scores {n} VP at the end of Evening. VP now: {vp}.</source>
        <translation>koszmar: na koniec Wieczoru bot zdobywa Punkty Zwycięstwa: {n}. PZ teraz: {vp}.</translation>
    </message>
</context>
<context>
    <name>root_clockwork/vb_aid</name>
    <message>
        <source>1</source>
        <translation>1</translation>
    </message>
    <message>
        <source>2</source>
        <translation>2</translation>
    </message>
    <message>
        <source>3</source>
        <translation>3</translation>
    </message>
    <message>
        <source>4</source>
        <translation>4</translation>
    </message>
    <message>
        <source>5</source>
        <translation>5</translation>
    </message>
    <message>
        <source>6</source>
        <translation>6</translation>
    </message>
    <message numerus="yes">
        <source>Aid: exhaust %n items and take as many items from that player&apos;s Crafted Items box into the Satchel. The bot scores {scored} (Helper: one more). The player draws twice {cards}; a bot draws none and scores one VP instead. VP now: {vp}.</source>
        <translation>
            <numerusform>Pomoc: wyczerpaj %n przedmiot i zabierz tyle samo przedmiotów z pola Przekutych Przedmiotów tego gracza do Plecaka. Bot otrzymuje {scored} (Pomocnik: o jeden więcej). Gracz dobiera dwa razy {cards}; bot nie dobiera kart, tylko otrzymuje jeden Punkt Zwycięstwa. PZ teraz: {vp}.</numerusform>
            <numerusform>Pomoc: wyczerpaj %n przedmioty i zabierz tyle samo przedmiotów z pola Przekutych Przedmiotów tego gracza do Plecaka. Bot otrzymuje {scored} (Pomocnik: o jeden więcej). Gracz dobiera dwa razy {cards}; bot nie dobiera kart, tylko otrzymuje jeden Punkt Zwycięstwa. PZ teraz: {vp}.</numerusform>
            <numerusform>Pomoc: wyczerpaj %n przedmiotów i zabierz tyle samo przedmiotów z pola Przekutych Przedmiotów tego gracza do Plecaka. Bot otrzymuje {scored} (Pomocnik: o jeden więcej). Gracz dobiera dwa razy {cards}; bot nie dobiera kart, tylko otrzymuje jeden Punkt Zwycięstwa. PZ teraz: {vp}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Aid: exhaust %n items and take as many items from that player&apos;s Crafted Items box into the Satchel. The bot scores {scored}. The player draws {cards}; a bot draws none and scores one VP instead (Poor Manual Dexterity). VP now: {vp}.</source>
        <translation>
            <numerusform>Pomoc: wyczerpaj %n przedmiot i zabierz tyle samo przedmiotów z pola Przekutych Przedmiotów tego gracza do Plecaka. Bot otrzymuje {scored}. Gracz dobiera {cards}; bot nie dobiera kart, tylko otrzymuje jeden Punkt Zwycięstwa (Marne Zdolności Manualne). PZ teraz: {vp}.</numerusform>
            <numerusform>Pomoc: wyczerpaj %n przedmioty i zabierz tyle samo przedmiotów z pola Przekutych Przedmiotów tego gracza do Plecaka. Bot otrzymuje {scored}. Gracz dobiera {cards}; bot nie dobiera kart, tylko otrzymuje jeden Punkt Zwycięstwa (Marne Zdolności Manualne). PZ teraz: {vp}.</numerusform>
            <numerusform>Pomoc: wyczerpaj %n przedmiotów i zabierz tyle samo przedmiotów z pola Przekutych Przedmiotów tego gracza do Plecaka. Bot otrzymuje {scored}. Gracz dobiera {cards}; bot nie dobiera kart, tylko otrzymuje jeden Punkt Zwycięstwa (Marne Zdolności Manualne). PZ teraz: {vp}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Aid: exhaust {k} items and take as many items from that player&apos;s Crafted Items box into the Satchel. The bot scores %n VP (Helper: one more). The player draws twice {k} cards; a bot draws none and scores one VP instead. VP now: {vp}.</source>
        <translation>
            <numerusform>Pomoc: wyczerpaj przedmioty ({k}) i weź tyle samo przedmiotów z pola Przekutych Przedmiotów tego gracza do Plecaka. Bot zdobywa %n Punkt Zwycięstwa (Pomocnik: o jeden więcej). Gracz dobiera dwukrotnie tyle kart ({k}); bot nie dobiera kart, tylko otrzymuje jeden PZ. PZ teraz: {vp}.</numerusform>
            <numerusform>Pomoc: wyczerpaj przedmioty ({k}) i weź tyle samo przedmiotów z pola Przekutych Przedmiotów tego gracza do Plecaka. Bot zdobywa %n Punkty Zwycięstwa (Pomocnik: o jeden więcej). Gracz dobiera dwukrotnie tyle kart ({k}); bot nie dobiera kart, tylko otrzymuje jeden PZ. PZ teraz: {vp}.</numerusform>
            <numerusform>Pomoc: wyczerpaj przedmioty ({k}) i weź tyle samo przedmiotów z pola Przekutych Przedmiotów tego gracza do Plecaka. Bot zdobywa %n Punktów Zwycięstwa (Pomocnik: o jeden więcej). Gracz dobiera dwukrotnie tyle kart ({k}); bot nie dobiera kart, tylko otrzymuje jeden PZ. PZ teraz: {vp}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Aid: exhaust {k} items and take as many items from that player&apos;s Crafted Items box into the Satchel. The bot scores %n VP. The player draws {k} cards; a bot draws none and scores one VP instead (Poor Manual Dexterity). VP now: {vp}.</source>
        <translation>
            <numerusform>Pomoc: wyczerpaj przedmioty ({k}) i weź tyle samo przedmiotów z pola Przekutych Przedmiotów tego gracza do Plecaka. Bot zdobywa %n Punkt Zwycięstwa. Gracz dobiera karty ({k}); bot nie dobiera kart, tylko otrzymuje jeden PZ (Marne Zdolności Manualne). PZ teraz: {vp}.</numerusform>
            <numerusform>Pomoc: wyczerpaj przedmioty ({k}) i weź tyle samo przedmiotów z pola Przekutych Przedmiotów tego gracza do Plecaka. Bot zdobywa %n Punkty Zwycięstwa. Gracz dobiera karty ({k}); bot nie dobiera kart, tylko otrzymuje jeden PZ (Marne Zdolności Manualne). PZ teraz: {vp}.</numerusform>
            <numerusform>Pomoc: wyczerpaj przedmioty ({k}) i weź tyle samo przedmiotów z pola Przekutych Przedmiotów tego gracza do Plecaka. Bot zdobywa %n Punktów Zwycięstwa. Gracz dobiera karty ({k}); bot nie dobiera kart, tylko otrzymuje jeden PZ (Marne Zdolności Manualne). PZ teraz: {vp}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Noted</source>
        <translation>Zanotowano</translation>
    </message>
    <message>
        <source>Noted: {value}.</source>
        <translation>Zanotowano: {value}.</translation>
    </message>
    <message>
        <source>{bot} draws no cards and scores {n} VP instead (Poor Manual Dexterity).</source>
        <translation>{bot} nie dobiera kart, tylko zdobywa PZ: {n} (Marne Zdolności Manualne).</translation>
    </message>
</context>
<context>
    <name>root_clockwork/vb_battle</name>
    <message>
        <source>0</source>
        <translation>0</translation>
    </message>
    <message>
        <source>1</source>
        <translation>1</translation>
    </message>
    <message>
        <source>2</source>
        <translation>2</translation>
    </message>
    <message>
        <source>3</source>
        <translation>3</translation>
    </message>
    <message>
        <source>4</source>
        <translation>4</translation>
    </message>
    <message>
        <source>5</source>
        <translation>5</translation>
    </message>
    <message>
        <source>6</source>
        <translation>6</translation>
    </message>
    <message>
        <source>7</source>
        <translation>7</translation>
    </message>
    <message>
        <source>8</source>
        <translation>8</translation>
    </message>
    <message numerus="yes">
        <source>Battle (Berserker): exhaust %n item and battle the player with the most pieces there. Maximum rolled hits: {max}; extra hits as attacker: {extra}.</source>
        <translation>
            <numerusform>Walka (Berserker): wyczerpaj %n przedmiot i zainicjuj walkę z graczem, który ma na polanie najwięcej komponentów. Maksymalna Liczba Wyrzuconych Obrażeń: {max}; dodatkowe obrażenia jako atakujący: {extra}.</numerusform>
            <numerusform>Walka (Berserker): wyczerpaj %n przedmioty i zainicjuj walkę z graczem, który ma na polanie najwięcej komponentów. Maksymalna Liczba Wyrzuconych Obrażeń: {max}; dodatkowe obrażenia jako atakujący: {extra}.</numerusform>
            <numerusform>Walka (Berserker): wyczerpaj %n przedmiotów i zainicjuj walkę z graczem, który ma na polanie najwięcej komponentów. Maksymalna Liczba Wyrzuconych Obrażeń: {max}; dodatkowe obrażenia jako atakujący: {extra}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Battle (Berserker): how many moves does the Vagabot need to reach the nearest clearing with the most enemy pieces? It stays if it can act where it is.</source>
        <translation>Walka (Berserker): ile Ruchów potrzebuje Włóczęgobot, by dotrzeć na najbliższą polanę z największą liczbą komponentów przeciwników? Zostaje na swojej polanie, jeśli może na niej wykonać akcję.</translation>
    </message>
    <message numerus="yes">
        <source>Battle again: exhaust %n items (all it has left if fewer) and battle the same enemy.</source>
        <translation>
            <numerusform>Ponowna walka: wyczerpaj %n przedmiot (wszystkie pozostałe, jeśli ma ich mniej) i ponownie zainicjuj walkę z tym samym przeciwnikiem.</numerusform>
            <numerusform>Ponowna walka: wyczerpaj %n przedmioty (wszystkie pozostałe, jeśli ma ich mniej) i ponownie zainicjuj walkę z tym samym przeciwnikiem.</numerusform>
            <numerusform>Ponowna walka: wyczerpaj %n przedmiotów (wszystkie pozostałe, jeśli ma ich mniej) i ponownie zainicjuj walkę z tym samym przeciwnikiem.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Battle: exhaust %n item and battle the enemy with the most VP there. Marksman: deal {first} at once, before rolling. Maximum rolled hits: {max}; extra hits as attacker: {extra}.</source>
        <translation>
            <numerusform>Walka: wyczerpaj %n przedmiot, aby zainicjować walkę z przeciwnikiem, który ma najwięcej PZ spośród Frakcji na tej polanie. Strzelec Wyborowy: zadaj od razu {first}, przed rzutem. Maksymalna Liczba Wyrzuconych Obrażeń: {max}; dodatkowe obrażenia jako atakujący: {extra}.</numerusform>
            <numerusform>Walka: wyczerpaj %n przedmioty, aby zainicjować walkę z przeciwnikiem, który ma najwięcej PZ spośród Frakcji na tej polanie. Strzelec Wyborowy: zadaj od razu {first}, przed rzutem. Maksymalna Liczba Wyrzuconych Obrażeń: {max}; dodatkowe obrażenia jako atakujący: {extra}.</numerusform>
            <numerusform>Walka: wyczerpaj %n przedmiotów, aby zainicjować walkę z przeciwnikiem, który ma najwięcej PZ spośród Frakcji na tej polanie. Strzelec Wyborowy: zadaj od razu {first}, przed rzutem. Maksymalna Liczba Wyrzuconych Obrażeń: {max}; dodatkowe obrażenia jako atakujący: {extra}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Battle: exhaust %n item and battle the enemy with the most VP there. Marksman: deal {first} hit at once, before rolling. Maximum rolled hits: {max}; extra hits as attacker: {extra}.</source>
        <translation>
            <numerusform>Walka: wyczerpaj %n przedmiot i walcz z przeciwnikiem, który ma najwięcej PZ na tej polanie. Strzelec Wyborowy: zadaj od razu obrażenia ({first}), przed rzutem. Maksymalna Liczba Wyrzuconych Obrażeń: {max}; dodatkowe obrażenia jako atakujący: {extra}.</numerusform>
            <numerusform>Walka: wyczerpaj %n przedmioty i walcz z przeciwnikiem, który ma najwięcej PZ na tej polanie. Strzelec Wyborowy: zadaj od razu obrażenia ({first}), przed rzutem. Maksymalna Liczba Wyrzuconych Obrażeń: {max}; dodatkowe obrażenia jako atakujący: {extra}.</numerusform>
            <numerusform>Walka: wyczerpaj %n przedmiotów i walcz z przeciwnikiem, który ma najwięcej PZ na tej polanie. Strzelec Wyborowy: zadaj od razu obrażenia ({first}), przed rzutem. Maksymalna Liczba Wyrzuconych Obrażeń: {max}; dodatkowe obrażenia jako atakujący: {extra}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Battle: exhaust %n item and battle the enemy with the most VP there. Maximum rolled hits: {max}; extra hits as attacker: {extra}.</source>
        <translation>
            <numerusform>Walka: wyczerpaj %n przedmiot, aby zainicjować walkę z przeciwnikiem, który ma najwięcej PZ spośród Frakcji na tej polanie. Maksymalna Liczba Wyrzuconych Obrażeń: {max}; dodatkowe obrażenia jako atakujący: {extra}.</numerusform>
            <numerusform>Walka: wyczerpaj %n przedmioty, aby zainicjować walkę z przeciwnikiem, który ma najwięcej PZ spośród Frakcji na tej polanie. Maksymalna Liczba Wyrzuconych Obrażeń: {max}; dodatkowe obrażenia jako atakujący: {extra}.</numerusform>
            <numerusform>Walka: wyczerpaj %n przedmiotów, aby zainicjować walkę z przeciwnikiem, który ma najwięcej PZ spośród Frakcji na tej polanie. Maksymalna Liczba Wyrzuconych Obrażeń: {max}; dodatkowe obrażenia jako atakujący: {extra}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Battle: how many moves does the Vagabot need to reach the nearest clearing with pieces of the enemy that has the most VP (clearing ties: that enemy&apos;s most buildings and tokens, then its fewest warriors)? It stays if it can act where it is.</source>
        <translation>Walka: ile Ruchów potrzebuje Włóczęgobot, by dotrzeć na najbliższą polanę z co najmniej jednym komponentem przeciwnika, który ma najwięcej PZ (Pierwszy Remis przy Wyborze Polany Docelowej: najwięcej budynków i żetonów tego przeciwnika; Drugi Remis: najmniej jego wojowników)? Zostaje na swojej polanie, jeśli może na niej wykonać akcję.</translation>
    </message>
    <message>
        <source>Has it an unexhausted item left to battle again?</source>
        <translation>Czy ma jeszcze niewyczerpany przedmiot, by walczyć ponownie?</translation>
    </message>
    <message numerus="yes">
        <source>Move the Vagabot there, exhausting an item per move: %n exhausted, {left} unexhausted left.</source>
        <translation>
            <numerusform>Ruch: przenieś tam Włóczęgobota, wyczerpując przedmiot za każdy Ruch: wyczerpano %n przedmiot, niewyczerpanych zostało: {left}.</numerusform>
            <numerusform>Ruch: przenieś tam Włóczęgobota, wyczerpując przedmiot za każdy Ruch: wyczerpano %n przedmioty, niewyczerpanych zostało: {left}.</numerusform>
            <numerusform>Ruch: przenieś tam Włóczęgobota, wyczerpując przedmiot za każdy Ruch: wyczerpano %n przedmiotów, niewyczerpanych zostało: {left}.</numerusform>
        </translation>
    </message>
    <message>
        <source>No such clearing</source>
        <translation>Brak takiej polany</translation>
    </message>
    <message>
        <source>Noted</source>
        <translation>Zanotowano</translation>
    </message>
    <message>
        <source>Noted: {value}.</source>
        <translation>Zanotowano: {value}.</translation>
    </message>
    <message numerus="yes">
        <source>Taking hits: damage %n items, exhausted ones first, then unexhausted ones. Undamaged items now: {undamaged}; on the Battle track: {track}.</source>
        <translation>
            <numerusform>Otrzymywanie Obrażeń: uszkodź %n przedmiot, najpierw wyczerpany, a następnie niewyczerpany. Nieuszkodzone przedmioty teraz: {undamaged}; na torze Walki: {track}.</numerusform>
            <numerusform>Otrzymywanie Obrażeń: uszkodź %n przedmioty, najpierw wyczerpane, a następnie niewyczerpane. Nieuszkodzone przedmioty teraz: {undamaged}; na torze Walki: {track}.</numerusform>
            <numerusform>Otrzymywanie Obrażeń: uszkodź %n przedmiotów, najpierw wyczerpane, a następnie niewyczerpane. Nieuszkodzone przedmioty teraz: {undamaged}; na torze Walki: {track}.</numerusform>
        </translation>
    </message>
    <message>
        <source>The Vagabot repeats the battle until every item is exhausted: with a single unexhausted item left, it battles again with that item. Check this against 7.5.4 in your booklet.</source>
        <translation>Włóczęgobot powtarza walkę, aż wyczerpie wszystkie swoje przedmioty: gdy zostaje mu tylko jeden niewyczerpany przedmiot, walczy ponownie, wyczerpując go. Sprawdź to z punktem 7.5.4 w swojej instrukcji.</translation>
    </message>
    <message>
        <source>The rules repeat the battle until every item is exhausted but do not say what happens with a single item left; here it battles with it.</source>
        <translation>Zasady powtarzają walkę, aż każdy przedmiot będzie wyczerpany, ale nie mówią, co przy jednym pozostałym przedmiocie; tutaj bot walczy także nim.</translation>
    </message>
    <message>
        <source>The seed repeats the battle until every item is exhausted but does not say what happens with a single item left; here it battles with it.</source>
        <translation>Źródło powtarza walkę, aż każdy przedmiot będzie wyczerpany, ale nie mówi, co przy jednym pozostałym przedmiocie; tutaj bot walczy także nim.</translation>
    </message>
    <message>
        <source>With fewer unexhausted items than another battle costs, the Vagabot battles no more, and the item it has left stays unexhausted.</source>
        <translation>Jeśli ma mniej niewyczerpanych przedmiotów, niż kosztuje ponowna walka, Włóczęgobot już nie walczy, a pozostały przedmiot zostaje niewyczerpany.</translation>
    </message>
    <message>
        <source>With fewer unexhausted items than another battle costs, the Vagabot battles no more; an item it keeps stays unexhausted for its next action.</source>
        <translation>Jeśli ma mniej niewyczerpanych przedmiotów, niż kosztuje ponowna walka, Włóczęgobot już nie walczy; zachowany przedmiot zostaje niewyczerpany na jego następną akcję.</translation>
    </message>
</context>
<context>
    <name>root_clockwork/vb_explore</name>
    <message>
        <source>0</source>
        <translation>0</translation>
    </message>
    <message>
        <source>1</source>
        <translation>1</translation>
    </message>
    <message>
        <source>2</source>
        <translation>2</translation>
    </message>
    <message>
        <source>3</source>
        <translation>3</translation>
    </message>
    <message>
        <source>4</source>
        <translation>4</translation>
    </message>
    <message>
        <source>Explore: how many moves does the Vagabot need to reach the nearest clearing with ruins? It stays if it can act where it is.</source>
        <translation>Eksploracja: ile Ruchów potrzebuje Włóczęgobot, by dotrzeć na najbliższą polanę z Ruinami? Zostaje na swojej polanie, jeśli może na niej wykonać akcję.</translation>
    </message>
    <message numerus="yes">
        <source>Move the Vagabot there, exhausting an item per move: %n exhausted, {left} unexhausted left.</source>
        <translation>
            <numerusform>Ruch: przenieś tam Włóczęgobota, wyczerpując przedmiot za każdy Ruch: wyczerpano %n przedmiot, niewyczerpanych zostało: {left}.</numerusform>
            <numerusform>Ruch: przenieś tam Włóczęgobota, wyczerpując przedmiot za każdy Ruch: wyczerpano %n przedmioty, niewyczerpanych zostało: {left}.</numerusform>
            <numerusform>Ruch: przenieś tam Włóczęgobota, wyczerpując przedmiot za każdy Ruch: wyczerpano %n przedmiotów, niewyczerpanych zostało: {left}.</numerusform>
        </translation>
    </message>
    <message>
        <source>No such clearing</source>
        <translation>Brak takiej polany</translation>
    </message>
    <message>
        <source>Noted</source>
        <translation>Zanotowano</translation>
    </message>
    <message>
        <source>Noted: {value}.</source>
        <translation>Zanotowano: {value}.</translation>
    </message>
</context>
<context>
    <name>root_clockwork/vb_quest</name>
    <message>
        <source>0</source>
        <translation>0</translation>
    </message>
    <message>
        <source>1</source>
        <translation>1</translation>
    </message>
    <message>
        <source>2</source>
        <translation>2</translation>
    </message>
    <message>
        <source>3</source>
        <translation>3</translation>
    </message>
    <message>
        <source>4</source>
        <translation>4</translation>
    </message>
    <message>
        <source>Has it {n} unexhausted items to pay with?</source>
        <translation>Czy ma niewyczerpane przedmioty ({n}), by zapłacić?</translation>
    </message>
    <message numerus="yes">
        <source>Move the Vagabot there, exhausting an item per move: %n exhausted, {left} unexhausted left.</source>
        <translation>
            <numerusform>Ruch: przenieś tam Włóczęgobota, wyczerpując przedmiot za każdy Ruch: wyczerpano %n przedmiot, niewyczerpanych zostało: {left}.</numerusform>
            <numerusform>Ruch: przenieś tam Włóczęgobota, wyczerpując przedmiot za każdy Ruch: wyczerpano %n przedmioty, niewyczerpanych zostało: {left}.</numerusform>
            <numerusform>Ruch: przenieś tam Włóczęgobota, wyczerpując przedmiot za każdy Ruch: wyczerpano %n przedmiotów, niewyczerpanych zostało: {left}.</numerusform>
        </translation>
    </message>
    <message>
        <source>No such clearing</source>
        <translation>Brak takiej polany</translation>
    </message>
    <message>
        <source>Noted</source>
        <translation>Zanotowano</translation>
    </message>
    <message>
        <source>Noted: {value}.</source>
        <translation>Zanotowano: {value}.</translation>
    </message>
    <message numerus="yes">
        <source>Quest: exhaust %n items, whatever items the quest names, and discard the quest, ignoring its effect. The bot scores {gain} VP. Draw a new quest and put it face up. VP now: {vp}.</source>
        <translation>
            <numerusform>Misja: wyczerpaj %n przedmiot, bez względu na przedmioty podane na Misji, i odrzuć Misję, ignorując jej efekt. Bot zdobywa Punkty Zwycięstwa: {gain}. Dobierz nową Misję i połóż ją odkrytą. PZ teraz: {vp}.</numerusform>
            <numerusform>Misja: wyczerpaj %n przedmioty, bez względu na przedmioty podane na Misji, i odrzuć Misję, ignorując jej efekt. Bot zdobywa Punkty Zwycięstwa: {gain}. Dobierz nową Misję i połóż ją odkrytą. PZ teraz: {vp}.</numerusform>
            <numerusform>Misja: wyczerpaj %n przedmiotów, bez względu na przedmioty podane na Misji, i odrzuć Misję, ignorując jej efekt. Bot zdobywa Punkty Zwycięstwa: {gain}. Dobierz nową Misję i połóż ją odkrytą. PZ teraz: {vp}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Quest: how many moves does the Vagabot need to reach the nearest clearing matching the current quest&apos;s suit? It stays if it can act where it is.</source>
        <translation>Misja: ile Ruchów potrzebuje Włóczęgobot, by dotrzeć na najbliższą polanę odpowiadającą symbolem obecnej Misji? Zostaje na swojej polanie, jeśli może na niej wykonać akcję.</translation>
    </message>
</context>
<context>
    <name>root_clockwork/vb_special</name>
    <message numerus="yes">
        <source>Ranger: exhaust %n item and slip into a random adjacent forest.</source>
        <translation>
            <numerusform>Strażnik: wyczerpaj %n przedmiot i zakradnij się do losowego sąsiedniego lasu.</numerusform>
            <numerusform>Strażnik: wyczerpaj %n przedmioty i zakradnij się do losowego sąsiedniego lasu.</numerusform>
            <numerusform>Strażnik: wyczerpaj %n przedmiotów i zakradnij się do losowego sąsiedniego lasu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tinker: exhaust %n item, take the topmost such card from the discard pile and craft it: its item goes face up into the Satchel, and the bot scores {gain} VP. VP now: {vp}.</source>
        <translation>
            <numerusform>Majsterkowicz: wyczerpaj %n przedmiot, weź najwyższą taką kartę ze stosu kart odrzuconych i przekuj ją: jej przedmiot trafia odkryty do Plecaka, a bot zdobywa Punkty Zwycięstwa: {gain}. PZ teraz: {vp}.</numerusform>
            <numerusform>Majsterkowicz: wyczerpaj %n przedmioty, weź najwyższą taką kartę ze stosu kart odrzuconych i przekuj ją: jej przedmiot trafia odkryty do Plecaka, a bot zdobywa Punkty Zwycięstwa: {gain}. PZ teraz: {vp}.</numerusform>
            <numerusform>Majsterkowicz: wyczerpaj %n przedmiotów, weź najwyższą taką kartę ze stosu kart odrzuconych i przekuj ją: jej przedmiot trafia odkryty do Plecaka, a bot zdobywa Punkty Zwycięstwa: {gain}. PZ teraz: {vp}.</numerusform>
        </translation>
    </message>
</context>
</TS>
