<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL" sourcelanguage="en_US">
<context>
    <name>FlowchartView</name>
    <message>
        <location filename="../desktop/ui/flowchart.py" line="60"/>
        <source>Go to {chart}</source>
        <translation>Przejdź do: {chart}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/flowchart.py" line="62"/>
        <source>End of turn</source>
        <translation>KONIEC TURY</translation>
    </message>
    <message>
        <location filename="../desktop/ui/flowchart.py" line="62"/>
        <source>End</source>
        <translation>Koniec</translation>
    </message>
    <message>
        <location filename="../desktop/ui/flowchart.py" line="304"/>
        <source>Flowchart</source>
        <translation>Diagram blokowy</translation>
    </message>
    <message>
        <location filename="../desktop/ui/flowchart.py" line="479"/>
        <source>Source: seed {seed}, {section}</source>
        <translation>Źródło: seed {seed}, {section}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/flowchart.py" line="484"/>
        <source>Reconstructed: no source prints this step; check your booklet.</source>
        <translation>Zrekonstruowane: żadne źródło nie drukuje tego kroku; sprawdź w swojej instrukcji.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../desktop/ui/main_window.py" line="333"/>
        <source>&amp;Game</source>
        <translation>&amp;Gra</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="334"/>
        <source>&amp;Edit</source>
        <translation>&amp;Edycja</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="335"/>
        <source>&amp;View</source>
        <translation>&amp;Widok</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="336"/>
        <source>&amp;Language</source>
        <translation>&amp;Język</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="337"/>
        <source>&amp;Help</source>
        <translation>Pomo&amp;c</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="338"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nowa gra…</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="339"/>
        <source>&amp;Open…</source>
        <translation>&amp;Wczytaj…</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="340"/>
        <source>&amp;Resume last game</source>
        <translation>Wz&amp;nów ostatnią grę</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="341"/>
        <source>Recent games</source>
        <translation>Ostatnie gry</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="342"/>
        <source>&amp;Save</source>
        <translation>&amp;Zapisz</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="343"/>
        <source>Save &amp;as…</source>
        <translation>Zapisz j&amp;ako…</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="344"/>
        <source>Realm &amp;profiles…</source>
        <translation>&amp;Profile Królestw…</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="345"/>
        <source>&amp;Quit</source>
        <translation>&amp;Wyjdź</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="346"/>
        <source>&amp;Undo</source>
        <translation>&amp;Cofnij</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="347"/>
        <source>&amp;Redo</source>
        <translation>&amp;Ponów</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="348"/>
        <source>Zoom &amp;in</source>
        <translation>Po&amp;większ</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="349"/>
        <source>Zoom &amp;out</source>
        <translation>Pomniej&amp;sz</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="350"/>
        <source>&amp;Fit chart</source>
        <translation>&amp;Dopasuj diagram</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="351"/>
        <source>Follow the current step</source>
        <translation>Śledź bieżący krok</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="352"/>
        <source>Larger text</source>
        <translation>Większy tekst</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="353"/>
        <source>Smaller text</source>
        <translation>Mniejszy tekst</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="354"/>
        <source>Light theme</source>
        <translation>Jasny motyw</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="355"/>
        <source>Dark theme</source>
        <translation>Ciemny motyw</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="356"/>
        <location filename="../desktop/ui/main_window.py" line="671"/>
        <location filename="../desktop/ui/main_window.py" line="683"/>
        <source>Rules of this step</source>
        <translation>Zasady tego kroku</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="357"/>
        <location filename="../desktop/ui/main_window.py" line="697"/>
        <source>Keyboard shortcuts</source>
        <translation>Skróty klawiszowe</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="358"/>
        <location filename="../desktop/ui/main_window.py" line="702"/>
        <source>About Botmat</source>
        <translation>O programie Botmat</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="359"/>
        <source>Botmat runs the bots at your table.</source>
        <translation>Botmat prowadzi boty przy twoim stole.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="360"/>
        <source>New game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="361"/>
        <source>Resume last game</source>
        <translation>Wznów ostatnią grę</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="362"/>
        <source>Open a saved game…</source>
        <translation>Wczytaj zapis gry…</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="486"/>
        <source>Not accepted: {reason}</source>
        <translation>Nie przyjęto: {reason}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="509"/>
        <source>No rule pack is installed.</source>
        <translation>Nie zainstalowano żadnego pakietu zasad.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="539"/>
        <source>No installed rule pack uses Realm profiles.</source>
        <translation>Żaden zainstalowany pakiet zasad nie używa profili Królestw.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="555"/>
        <source>There is no last game to resume.</source>
        <translation>Nie ma ostatniej gry do wznowienia.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="581"/>
        <source>Open game</source>
        <translation>Wczytaj grę</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="581"/>
        <source>Botmat games (*.botmat.json *.json)</source>
        <translation>Gry Botmat (*.botmat.json *.json)</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="608"/>
        <source>Save game</source>
        <translation>Zapisz grę</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="610"/>
        <source>Botmat games (*.botmat.json)</source>
        <translation>Gry Botmat (*.botmat.json)</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="620"/>
        <source>(none)</source>
        <translation>(brak)</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="671"/>
        <source>No step is running.</source>
        <translation>Żaden krok nie trwa.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="677"/>
        <source>Source: seed {seed}, {section}</source>
        <translation>Źródło: seed {seed}, {section}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="682"/>
        <source>Reconstructed: no source prints this step; check your booklet.</source>
        <translation>Zrekonstruowane: żadne źródło nie drukuje tego kroku; sprawdź w swojej instrukcji.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="688"/>
        <source>answer Yes / No</source>
        <translation>odpowiedz Tak / Nie</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="689"/>
        <source>choose an answer, or type your own die roll</source>
        <translation>wybierz odpowiedź albo wpisz własny rzut kością</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="690"/>
        <source>roll the die</source>
        <translation>rzuć kością</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="691"/>
        <source>Done / start the turn</source>
        <translation>Zrobione / rozpocznij turę</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="692"/>
        <source>undo</source>
        <translation>cofnij</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="693"/>
        <source>redo</source>
        <translation>ponów</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="694"/>
        <source>fit the chart</source>
        <translation>dopasuj diagram</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="695"/>
        <source>rules of this step</source>
        <translation>zasady tego kroku</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="703"/>
        <source>Botmat {version}: runs board-game bots for the people at the table.</source>
        <translation>Botmat {version}: prowadzi boty gier planszowych dla graczy przy stole.</translation>
    </message>
</context>
<context>
    <name>BotPanel</name>
    <message>
        <location filename="../desktop/ui/bot_panel.py" line="373"/>
        <source>Start turn</source>
        <translation>Rozpocznij turę</translation>
    </message>
    <message>
        <location filename="../desktop/ui/bot_panel.py" line="374"/>
        <source>Stop chart</source>
        <translation>Zatrzymaj diagram</translation>
    </message>
    <message>
        <location filename="../desktop/ui/bot_panel.py" line="375"/>
        <source>Stop the chart this bot is running (undoable).</source>
        <translation>Zatrzymaj diagram, który prowadzi ten bot (można cofnąć).</translation>
    </message>
    <message>
        <location filename="../desktop/ui/bot_panel.py" line="376"/>
        <source>Turn and routines</source>
        <translation>Tura i procedury</translation>
    </message>
    <message>
        <location filename="../desktop/ui/bot_panel.py" line="377"/>
        <source>Other charts</source>
        <translation>Inne diagramy</translation>
    </message>
    <message>
        <location filename="../desktop/ui/bot_panel.py" line="419"/>
        <source>No profile</source>
        <translation>Bez profilu</translation>
    </message>
</context>
<context>
    <name>BotSetup</name>
    <message>
        <location filename="../desktop/ui/new_game.py" line="94"/>
        <source>Bot {n}</source>
        <translation>Bot {n}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/new_game.py" line="95"/>
        <source>Remove this bot</source>
        <translation>Usuń tego bota</translation>
    </message>
    <message>
        <location filename="../desktop/ui/new_game.py" line="105"/>
        <source>No {profile}</source>
        <translation>Bez: {profile}</translation>
    </message>
</context>
<context>
    <name>CardView</name>
    <message>
        <location filename="../desktop/ui/card_view.py" line="85"/>
        <source>No card drawn</source>
        <translation>Nie dobrano karty</translation>
    </message>
    <message>
        <location filename="../desktop/ui/card_view.py" line="90"/>
        <source>Card {id}</source>
        <translation>Karta {id}</translation>
    </message>
</context>
<context>
    <name>FieldEditor</name>
    <message>
        <location filename="../desktop/ui/bot_panel.py" line="177"/>
        <source>Type a value and press Enter to correct it (undoable).</source>
        <translation>Wpisz wartość i naciśnij Enter, aby ją poprawić (można cofnąć).</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/ui/bot_panel.py" line="218"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n karta</numerusform>
            <numerusform>%n karty</numerusform>
            <numerusform>%n kart</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LogView</name>
    <message>
        <location filename="../desktop/ui/log_view.py" line="119"/>
        <source>Turn log</source>
        <translation>Dziennik tury</translation>
    </message>
    <message>
        <location filename="../desktop/ui/log_view.py" line="127"/>
        <source>All bots</source>
        <translation>Wszystkie boty</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../desktop/ui/new_game.py" line="205"/>
        <source>New game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <location filename="../desktop/ui/new_game.py" line="206"/>
        <source>Rule pack:</source>
        <translation>Pakiet zasad:</translation>
    </message>
    <message>
        <location filename="../desktop/ui/new_game.py" line="210"/>
        <source>Game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <location filename="../desktop/ui/new_game.py" line="211"/>
        <source>Add bot</source>
        <translation>Dodaj bota</translation>
    </message>
    <message>
        <location filename="../desktop/ui/new_game.py" line="212"/>
        <source>Edit profiles…</source>
        <translation>Edytuj profile…</translation>
    </message>
    <message>
        <location filename="../desktop/ui/new_game.py" line="293"/>
        <source>Add at least one bot.</source>
        <translation>Dodaj co najmniej jednego bota.</translation>
    </message>
</context>
<context>
    <name>ProblemsDialog</name>
    <message>
        <location filename="../desktop/ui/main_window.py" line="68"/>
        <source>Problems</source>
        <translation>Problemy</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="70"/>
        <source>These files could not be used. Everything else works; the bundled rules stay in force.</source>
        <translation>Tych plików nie dało się użyć. Wszystko inne działa; wbudowane zasady obowiązują nadal.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="72"/>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
</context>
<context>
    <name>RealmEditor</name>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="400"/>
        <source>Realm profiles</source>
        <translation>Profile Królestw</translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="401"/>
        <source>Profile:</source>
        <translation>Profil:</translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="402"/>
        <source>New profile</source>
        <translation>Nowy profil</translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="403"/>
        <source>Realm name:</source>
        <translation>Nazwa Królestwa:</translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="404"/>
        <source>Cards removed in each Age (card ids, comma separated)</source>
        <translation>Karty usuwane w każdej Erze (numery kart, oddzielone przecinkami)</translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="406"/>
        <source>Age {age}</source>
        <translation>Era {age}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="407"/>
        <source>Military Targeting Chart</source>
        <translation>Diagram Celów Militarnych</translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="408"/>
        <source>Diplomatic Targeting Chart</source>
        <translation>Diagram Celów Dyplomatycznych</translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="412"/>
        <location filename="../desktop/ui/realm_editor.py" line="418"/>
        <source>(choose a saved profile)</source>
        <translation>(wybierz zapisany profil)</translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="471"/>
        <location filename="../desktop/ui/realm_editor.py" line="476"/>
        <source>Not saved:</source>
        <translation>Nie zapisano:</translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="478"/>
        <source>Saved to {file}</source>
        <translation>Zapisano w {file}</translation>
    </message>
</context>
<context>
    <name>StepPanel</name>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="168"/>
        <source>Done [Enter]</source>
        <translation>Zrobione [Enter]</translation>
    </message>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="169"/>
        <source>Roll [Space]</source>
        <translation>Rzuć [Spacja]</translation>
    </message>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="170"/>
        <source>or my roll:</source>
        <translation>albo mój rzut:</translation>
    </message>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="171"/>
        <source>Use my roll</source>
        <translation>Użyj mojego rzutu</translation>
    </message>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="172"/>
        <source>Start turn [Enter]</source>
        <translation>Rozpocznij turę [Enter]</translation>
    </message>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="173"/>
        <source>≈ reconstructed</source>
        <translation>≈ zrekonstruowane</translation>
    </message>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="175"/>
        <source>No source prints this step in substance; compare it with your booklet.</source>
        <translation>Żadne źródło nie drukuje treści tego kroku; porównaj go ze swoją instrukcją.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="191"/>
        <source>The last die roll</source>
        <translation>Ostatni rzut kością</translation>
    </message>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="199"/>
        <source>No game</source>
        <translation>Brak gry</translation>
    </message>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="200"/>
        <source>Start a new game or resume the last one from the Game menu.</source>
        <translation>Rozpocznij nową grę albo wznów ostatnią z menu Gra.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="205"/>
        <source>{bot} is waiting. Start its turn, or a routine from its panel.</source>
        <translation>{bot} czeka. Rozpocznij jego turę albo procedurę z jego panelu.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="256"/>
        <source>Ranges: {ranges}</source>
        <translation>Zakresy: {ranges}</translation>
    </message>
</context>
<context>
    <name>TargetingTree</name>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="112"/>
        <source>Add range</source>
        <translation>Dodaj zakres</translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="113"/>
        <source>Add nested roll</source>
        <translation>Dodaj rzut zagnieżdżony</translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="114"/>
        <source>Remove</source>
        <translation>Usuń</translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="115"/>
        <source>Move up</source>
        <translation>Przesuń w górę</translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="116"/>
        <source>Move down</source>
        <translation>Przesuń w dół</translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="120"/>
        <source>Die</source>
        <translation>Kość</translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="120"/>
        <location filename="../desktop/ui/realm_editor.py" line="126"/>
        <source>Target</source>
        <translation>Cel</translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="120"/>
        <location filename="../desktop/ui/realm_editor.py" line="127"/>
        <source>Substitute</source>
        <translation>Zastępstwo</translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="121"/>
        <source>Selected range</source>
        <translation>Wybrany zakres</translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="125"/>
        <source>Die roll</source>
        <translation>Rzut kością</translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="128"/>
        <source>A range with a nested roll has no target of its own.</source>
        <translation>Zakres z rzutem zagnieżdżonym nie ma własnego celu.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="136"/>
        <source>(none)</source>
        <translation>(brak)</translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="137"/>
        <source>Realm, Province or Area name</source>
        <translation>Nazwa Królestwa, Prowincji lub Obszaru</translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="144"/>
        <source>Realm</source>
        <translation>Królestwo</translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="145"/>
        <source>Owner of &lt;Province&gt;</source>
        <translation>Właściciel &lt;Prowincji&gt;</translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="146"/>
        <source>Realm in &lt;Area&gt;</source>
        <translation>Królestwo w &lt;Obszarze&gt;</translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="147"/>
        <source>vacant Territory</source>
        <translation>puste Terytorium</translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="194"/>
        <source>nested roll</source>
        <translation>rzut zagnieżdżony</translation>
    </message>
</context>
<context>
    <name>self.window</name>
    <message>
        <location filename="../desktop/ui/startup.py" line="56"/>
        <source>No rule pack could be loaded.</source>
        <translation>Nie udało się wczytać żadnego pakietu zasad.</translation>
    </message>
</context>
</TS>
