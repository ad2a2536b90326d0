<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL" sourcelanguage="en_US">
<context>
    <name>FlowchartView</name>
    <message>
        <location filename="../desktop/ui/flowchart.py" line="62"/>
        <source>Go to {chart}</source>
        <translation>Przejdź do: {chart}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/flowchart.py" line="64"/>
        <source>End of turn</source>
        <translation>KONIEC TURY</translation>
    </message>
    <message>
        <location filename="../desktop/ui/flowchart.py" line="64"/>
        <source>End</source>
        <translation>Koniec</translation>
    </message>
    <message>
        <location filename="../desktop/ui/flowchart.py" line="305"/>
        <source>Flowchart</source>
        <translation>Diagram blokowy</translation>
    </message>
    <message>
        <location filename="../desktop/ui/flowchart.py" line="472"/>
        <source>Source: seed {seed}, {section}</source>
        <translation>Źródło: seed {seed}, {section}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/flowchart.py" line="477"/>
        <source>Reconstructed: no source prints this step; check your booklet.</source>
        <translation>Zrekonstruowane: żadne źródło nie drukuje tego kroku; sprawdź w swojej instrukcji.</translation>
    </message>
</context>
<context>
    <name>Actions</name>
    <message>
        <location filename="../desktop/ui/actions.py" line="45"/>
        <source>&amp;Game</source>
        <translation>&amp;Gra</translation>
    </message>
    <message>
        <location filename="../desktop/ui/actions.py" line="46"/>
        <source>&amp;Edit</source>
        <translation>&amp;Edycja</translation>
    </message>
    <message>
        <location filename="../desktop/ui/actions.py" line="47"/>
        <source>&amp;View</source>
        <translation>&amp;Widok</translation>
    </message>
    <message>
        <location filename="../desktop/ui/actions.py" line="48"/>
        <source>&amp;Language</source>
        <translation>&amp;Język</translation>
    </message>
    <message>
        <location filename="../desktop/ui/actions.py" line="49"/>
        <source>&amp;Help</source>
        <translation>Pomo&amp;c</translation>
    </message>
    <message>
        <location filename="../desktop/ui/actions.py" line="54"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nowa gra…</translation>
    </message>
    <message>
        <location filename="../desktop/ui/actions.py" line="55"/>
        <source>&amp;Open…</source>
        <translation>&amp;Wczytaj…</translation>
    </message>
    <message>
        <location filename="../desktop/ui/actions.py" line="56"/>
        <source>&amp;Resume last game</source>
        <translation>Wz&amp;nów ostatnią grę</translation>
    </message>
    <message>
        <location filename="../desktop/ui/actions.py" line="57"/>
        <source>Recent games</source>
        <translation>Ostatnie gry</translation>
    </message>
    <message>
        <location filename="../desktop/ui/actions.py" line="58"/>
        <source>&amp;Save</source>
        <translation>&amp;Zapisz</translation>
    </message>
    <message>
        <location filename="../desktop/ui/actions.py" line="59"/>
        <source>Save &amp;as…</source>
        <translation>Zapisz j&amp;ako…</translation>
    </message>
    <message>
        <location filename="../desktop/ui/actions.py" line="61"/>
        <source>&amp;Profiles…</source>
        <translation>&amp;Profile…</translation>
    </message>
    <message>
        <location filename="../desktop/ui/actions.py" line="63"/>
        <source>&amp;Quit</source>
        <translation>&amp;Wyjdź</translation>
    </message>
    <message>
        <location filename="../desktop/ui/actions.py" line="64"/>
        <source>&amp;Undo</source>
        <translation>&amp;Cofnij</translation>
    </message>
    <message>
        <location filename="../desktop/ui/actions.py" line="65"/>
        <source>&amp;Redo</source>
        <translation>&amp;Ponów</translation>
    </message>
    <message>
        <location filename="../desktop/ui/actions.py" line="69"/>
        <source>Zoom &amp;in</source>
        <translation>Po&amp;większ</translation>
    </message>
    <message>
        <location filename="../desktop/ui/actions.py" line="70"/>
        <source>Zoom &amp;out</source>
        <translation>Pomniej&amp;sz</translation>
    </message>
    <message>
        <location filename="../desktop/ui/actions.py" line="71"/>
        <source>&amp;Fit chart</source>
        <translation>&amp;Dopasuj diagram</translation>
    </message>
    <message>
        <location filename="../desktop/ui/actions.py" line="73"/>
        <source>Follow the current step</source>
        <translation>Śledź bieżący krok</translation>
    </message>
    <message>
        <location filename="../desktop/ui/actions.py" line="78"/>
        <source>Larger text</source>
        <translation>Większy tekst</translation>
    </message>
    <message>
        <location filename="../desktop/ui/actions.py" line="84"/>
        <source>Smaller text</source>
        <translation>Mniejszy tekst</translation>
    </message>
    <message>
        <location filename="../desktop/ui/actions.py" line="89"/>
        <source>Light theme</source>
        <translation>Jasny motyw</translation>
    </message>
    <message>
        <location filename="../desktop/ui/actions.py" line="94"/>
        <source>Dark theme</source>
        <translation>Ciemny motyw</translation>
    </message>
    <message>
        <location filename="../desktop/ui/actions.py" line="96"/>
        <source>Rules of this step</source>
        <translation>Zasady tego kroku</translation>
    </message>
    <message>
        <location filename="../desktop/ui/actions.py" line="98"/>
        <source>Keyboard shortcuts</source>
        <translation>Skróty klawiszowe</translation>
    </message>
    <message>
        <location filename="../desktop/ui/actions.py" line="99"/>
        <source>About Botmat</source>
        <translation>O programie Botmat</translation>
    </message>
</context>
<context>
    <name>BotPanel</name>
    <message>
        <location filename="../desktop/ui/bot_panel.py" line="352"/>
        <source>Start turn</source>
        <translation>Rozpocznij turę</translation>
    </message>
    <message>
        <location filename="../desktop/ui/bot_panel.py" line="353"/>
        <source>Stop chart</source>
        <translation>Zatrzymaj diagram</translation>
    </message>
    <message>
        <location filename="../desktop/ui/bot_panel.py" line="354"/>
        <source>Stop the chart this bot is running (undoable).</source>
        <translation>Zatrzymaj diagram, który prowadzi ten bot (można cofnąć).</translation>
    </message>
    <message>
        <location filename="../desktop/ui/bot_panel.py" line="355"/>
        <source>Turn and routines</source>
        <translation>Tura i procedury</translation>
    </message>
    <message>
        <location filename="../desktop/ui/bot_panel.py" line="356"/>
        <source>Other charts</source>
        <translation>Inne diagramy</translation>
    </message>
</context>
<context>
    <name>BotSetup</name>
    <message>
        <location filename="../desktop/ui/new_game.py" line="95"/>
        <source>Bot {n}</source>
        <translation>Bot {n}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/new_game.py" line="96"/>
        <source>Remove this bot</source>
        <translation>Usuń tego bota</translation>
    </message>
    <message>
        <location filename="../desktop/ui/new_game.py" line="106"/>
        <source>No {profile}</source>
        <translation>Bez: {profile}</translation>
    </message>
</context>
<context>
    <name>CardView</name>
    <message>
        <location filename="../desktop/ui/card_view.py" line="96"/>
        <source>No card drawn</source>
        <translation>Nie dobrano karty</translation>
    </message>
    <message>
        <location filename="../desktop/ui/card_view.py" line="101"/>
        <source>Card {id}</source>
        <translation>Karta {id}</translation>
    </message>
</context>
<context>
    <name>ChoiceEditor</name>
    <message>
        <location filename="../desktop/ui/schema_fields.py" line="159"/>
        <source>(none)</source>
        <translation>(brak)</translation>
    </message>
</context>
<context>
    <name>FieldEditor</name>
    <message>
        <location filename="../desktop/ui/bot_panel.py" line="165"/>
        <source>Type a value and press Enter to correct it (undoable).</source>
        <translation>Wpisz wartość i naciśnij Enter, aby ją poprawić (można cofnąć).</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/ui/bot_panel.py" line="193"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n karta</numerusform>
            <numerusform>%n karty</numerusform>
            <numerusform>%n kart</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../desktop/ui/controller.py" line="235"/>
        <source>No game is open.</source>
        <translation>Żadna gra nie jest otwarta.</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <location filename="../desktop/ui/help.py" line="14"/>
        <source>Rules of this step</source>
        <translation>Zasady tego kroku</translation>
    </message>
    <message>
        <location filename="../desktop/ui/help.py" line="20"/>
        <source>No step is running.</source>
        <translation>Żaden krok nie trwa.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/help.py" line="27"/>
        <source>Source: seed {seed}, {section}</source>
        <translation>Źródło: seed {seed}, {section}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/help.py" line="33"/>
        <source>Reconstructed: no source prints this step; check your booklet.</source>
        <translation>Zrekonstruowane: żadne źródło nie drukuje tego kroku; sprawdź w swojej instrukcji.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/help.py" line="42"/>
        <source>Keyboard shortcuts</source>
        <translation>Skróty klawiszowe</translation>
    </message>
    <message>
        <location filename="../desktop/ui/help.py" line="48"/>
        <source>answer Yes / No</source>
        <translation>odpowiedz Tak / Nie</translation>
    </message>
    <message>
        <location filename="../desktop/ui/help.py" line="49"/>
        <source>choose an answer, or type your own die roll</source>
        <translation>wybierz odpowiedź albo wpisz własny rzut kością</translation>
    </message>
    <message>
        <location filename="../desktop/ui/help.py" line="50"/>
        <source>roll the die</source>
        <translation>rzuć kością</translation>
    </message>
    <message>
        <location filename="../desktop/ui/help.py" line="51"/>
        <source>Done / start the turn</source>
        <translation>Zrobione / rozpocznij turę</translation>
    </message>
    <message>
        <location filename="../desktop/ui/help.py" line="59"/>
        <source>About Botmat</source>
        <translation>O programie Botmat</translation>
    </message>
    <message>
        <location filename="../desktop/ui/help.py" line="64"/>
        <source>Botmat {version}: runs board-game bots for the people at the table.</source>
        <translation>Botmat {version}: prowadzi boty gier planszowych dla graczy przy stole.</translation>
    </message>
</context>
<context>
    <name>ItemsEditor</name>
    <message>
        <location filename="../desktop/ui/schema_items.py" line="291"/>
        <source>Add</source>
        <translation>Dodaj</translation>
    </message>
    <message>
        <location filename="../desktop/ui/schema_items.py" line="292"/>
        <source>Add nested</source>
        <translation>Dodaj zagnieżdżony</translation>
    </message>
    <message>
        <location filename="../desktop/ui/schema_items.py" line="293"/>
        <source>Remove</source>
        <translation>Usuń</translation>
    </message>
    <message>
        <location filename="../desktop/ui/schema_items.py" line="294"/>
        <source>Move up</source>
        <translation>Przesuń w górę</translation>
    </message>
    <message>
        <location filename="../desktop/ui/schema_items.py" line="295"/>
        <source>Move down</source>
        <translation>Przesuń w dół</translation>
    </message>
    <message>
        <location filename="../desktop/ui/schema_items.py" line="300"/>
        <source>Selected entry</source>
        <translation>Wybrany wpis</translation>
    </message>
    <message>
        <location filename="../desktop/ui/schema_items.py" line="301"/>
        <source>An entry with nested entries holds nothing else.</source>
        <translation>Wpis z wpisami zagnieżdżonymi nie zawiera nic więcej.</translation>
    </message>
</context>
<context>
    <name>LogView</name>
    <message>
        <location filename="../desktop/ui/log_view.py" line="118"/>
        <source>Turn log</source>
        <translation>Dziennik tury</translation>
    </message>
    <message>
        <location filename="../desktop/ui/log_view.py" line="126"/>
        <source>All bots</source>
        <translation>Wszystkie boty</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../desktop/ui/main_window.py" line="255"/>
        <source>No rule pack is installed.</source>
        <translation>Nie zainstalowano żadnego pakietu zasad.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="286"/>
        <source>No installed rule pack has profiles to fill in.</source>
        <translation>Żaden zainstalowany pakiet zasad nie ma profili do wypełnienia.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="302"/>
        <source>There is no last game to resume.</source>
        <translation>Nie ma ostatniej gry do wznowienia.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="327"/>
        <source>Open game</source>
        <translation>Wczytaj grę</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="327"/>
        <source>Botmat games (*.botmat.json *.json)</source>
        <translation>Gry Botmat (*.botmat.json *.json)</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="353"/>
        <source>Save game</source>
        <translation>Zapisz grę</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="355"/>
        <source>Botmat games (*.botmat.json)</source>
        <translation>Gry Botmat (*.botmat.json)</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="367"/>
        <source>(none)</source>
        <translation>(brak)</translation>
    </message>
</context>
<context>
    <name>MessageBar</name>
    <message>
        <location filename="../desktop/ui/dialogs.py" line="104"/>
        <source>Not accepted: {reason}</source>
        <translation>Nie przyjęto: {reason}</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../desktop/ui/new_game.py" line="206"/>
        <source>New game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <location filename="../desktop/ui/new_game.py" line="207"/>
        <source>Rule pack:</source>
        <translation>Pakiet zasad:</translation>
    </message>
    <message>
        <location filename="../desktop/ui/new_game.py" line="211"/>
        <source>Game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <location filename="../desktop/ui/new_game.py" line="212"/>
        <source>Add bot</source>
        <translation>Dodaj bota</translation>
    </message>
    <message>
        <location filename="../desktop/ui/new_game.py" line="213"/>
        <source>Edit profiles…</source>
        <translation>Edytuj profile…</translation>
    </message>
    <message>
        <location filename="../desktop/ui/new_game.py" line="292"/>
        <source>Add at least one bot.</source>
        <translation>Dodaj co najmniej jednego bota.</translation>
    </message>
</context>
<context>
    <name>ProblemsDialog</name>
    <message>
        <location filename="../desktop/ui/dialogs.py" line="38"/>
        <source>Problems</source>
        <translation>Problemy</translation>
    </message>
    <message>
        <location filename="../desktop/ui/dialogs.py" line="40"/>
        <source>These files could not be used. Everything else works; the bundled rules stay in force.</source>
        <translation>Tych plików nie dało się użyć. Wszystko inne działa; wbudowane zasady obowiązują nadal.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/dialogs.py" line="42"/>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
</context>
<context>
    <name>ProfileEditor</name>
    <message>
        <location filename="../desktop/ui/profile_editor.py" line="118"/>
        <source>Profile:</source>
        <translation>Profil:</translation>
    </message>
    <message>
        <location filename="../desktop/ui/profile_editor.py" line="119"/>
        <source>New profile</source>
        <translation>Nowy profil</translation>
    </message>
    <message>
        <location filename="../desktop/ui/profile_editor.py" line="120"/>
        <source>Delete…</source>
        <translation>Usuń…</translation>
    </message>
    <message>
        <location filename="../desktop/ui/profile_editor.py" line="122"/>
        <location filename="../desktop/ui/profile_editor.py" line="132"/>
        <source>(choose a saved profile)</source>
        <translation>(wybierz zapisany profil)</translation>
    </message>
    <message>
        <location filename="../desktop/ui/profile_editor.py" line="176"/>
        <location filename="../desktop/ui/profile_editor.py" line="198"/>
        <source>Not saved:</source>
        <translation>Nie zapisano:</translation>
    </message>
    <message>
        <location filename="../desktop/ui/profile_editor.py" line="206"/>
        <source>Saved to {file}</source>
        <translation>Zapisano w {file}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/profile_editor.py" line="216"/>
        <source>Delete profile</source>
        <translation>Usuń profil</translation>
    </message>
    <message>
        <location filename="../desktop/ui/profile_editor.py" line="217"/>
        <source>Delete the profile {name}? Its file is kept as {file}.</source>
        <translation>Usunąć profil {name}? Jego plik zostanie zachowany jako {file}.</translation>
    </message>
</context>
<context>
    <name>StepPanel</name>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="172"/>
        <source>Done [Enter]</source>
        <translation>Zrobione [Enter]</translation>
    </message>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="173"/>
        <source>Roll [Space]</source>
        <translation>Rzuć [Spacja]</translation>
    </message>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="174"/>
        <source>or my roll:</source>
        <translation>albo mój rzut:</translation>
    </message>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="175"/>
        <source>Use my roll</source>
        <translation>Użyj mojego rzutu</translation>
    </message>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="176"/>
        <source>Answer [Enter]</source>
        <translation>Odpowiedz [Enter]</translation>
    </message>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="177"/>
        <source>Start turn [Enter]</source>
        <translation>Rozpocznij turę [Enter]</translation>
    </message>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="178"/>
        <source>≈ reconstructed</source>
        <translation>≈ zrekonstruowane</translation>
    </message>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="180"/>
        <source>No source prints this step in substance; compare it with your booklet.</source>
        <translation>Żadne źródło nie drukuje treści tego kroku; porównaj go ze swoją instrukcją.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="200"/>
        <source>The last die roll</source>
        <translation>Ostatni rzut kością</translation>
    </message>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="207"/>
        <source>No game</source>
        <translation>Brak gry</translation>
    </message>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="208"/>
        <source>Start a new game or resume the last one from the Game menu.</source>
        <translation>Rozpocznij nową grę albo wznów ostatnią z menu Gra.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="213"/>
        <source>{bot} is waiting. Start its turn, or a routine from its panel.</source>
        <translation>{bot} czeka. Rozpocznij jego turę albo procedurę z jego panelu.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="262"/>
        <source>Ranges: {ranges}</source>
        <translation>Zakresy: {ranges}</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <location filename="../desktop/ui/welcome.py" line="40"/>
        <source>Botmat runs the bots at your table.</source>
        <translation>Botmat prowadzi boty przy twoim stole.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/welcome.py" line="41"/>
        <source>New game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <location filename="../desktop/ui/welcome.py" line="42"/>
        <source>Resume last game</source>
        <translation>Wznów ostatnią grę</translation>
    </message>
    <message>
        <location filename="../desktop/ui/welcome.py" line="43"/>
        <source>Open a saved game…</source>
        <translation>Wczytaj zapis gry…</translation>
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
