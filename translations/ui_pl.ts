<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL" sourcelanguage="en_US">
<context>
    <name>Actions</name>
    <message>
        <location filename="../desktop/ui/window/actions.py" line="49"/>
        <source>&amp;Game</source>
        <translation>&amp;Gra</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/actions.py" line="50"/>
        <source>&amp;Edit</source>
        <translation>&amp;Edycja</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/actions.py" line="51"/>
        <source>&amp;Turn</source>
        <translation>T&amp;ura</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/actions.py" line="52"/>
        <source>&amp;View</source>
        <translation>&amp;Widok</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/actions.py" line="53"/>
        <source>&amp;Language</source>
        <translation>&amp;Język</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/actions.py" line="54"/>
        <source>&amp;Help</source>
        <translation>Pomo&amp;c</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/actions.py" line="59"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nowa gra…</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/actions.py" line="60"/>
        <source>&amp;Open…</source>
        <translation>&amp;Otwórz…</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/actions.py" line="61"/>
        <source>Open a &amp;file…</source>
        <translation>Otwórz &amp;plik…</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/actions.py" line="62"/>
        <source>&amp;Resume last game</source>
        <translation>&amp;Wznów ostatnią grę</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/actions.py" line="64"/>
        <source>Recent games</source>
        <translation>Ostatnie gry</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/actions.py" line="67"/>
        <source>&amp;Save</source>
        <translation>&amp;Zapisz</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/actions.py" line="70"/>
        <source>&amp;Export…</source>
        <translation>&amp;Eksportuj…</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/actions.py" line="72"/>
        <source>Rena&amp;me game…</source>
        <translation>Zmień n&amp;azwę gry…</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/actions.py" line="74"/>
        <source>&amp;Close game</source>
        <translation>Zam&amp;knij grę</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/actions.py" line="79"/>
        <source>&amp;Profiles…</source>
        <translation>Pro&amp;file…</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/actions.py" line="83"/>
        <source>&amp;Quit</source>
        <translation>Wyj&amp;dź</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/actions.py" line="84"/>
        <source>&amp;Undo</source>
        <translation>&amp;Cofnij</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/actions.py" line="86"/>
        <source>&amp;Redo</source>
        <translation>&amp;Ponów</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/actions.py" line="92"/>
        <source>Zoom &amp;in</source>
        <translation>Po&amp;większ</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/actions.py" line="95"/>
        <source>Zoom &amp;out</source>
        <translation>Pomniej&amp;sz</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/actions.py" line="97"/>
        <source>&amp;Fit chart</source>
        <translation>&amp;Dopasuj diagram</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/actions.py" line="101"/>
        <source>Follow the current step</source>
        <translation>Śledź bieżący krok</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/actions.py" line="106"/>
        <source>Turn &amp;log</source>
        <translation>Dzie&amp;nnik tury</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/actions.py" line="112"/>
        <source>Log of the bot shown</source>
        <translation>Dziennik pokazanego bota</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/actions.py" line="120"/>
        <source>Log of all bots</source>
        <translation>Dziennik wszystkich botów</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/actions.py" line="128"/>
        <source>&amp;Table display</source>
        <translation>&amp;Ekran dla stołu</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/actions.py" line="137"/>
        <source>Table display full screen</source>
        <translation>Ekran dla stołu: pełny ekran</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/actions.py" line="144"/>
        <source>Table display language</source>
        <translation>Język ekranu dla stołu</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/actions.py" line="151"/>
        <source>Larger text</source>
        <translation>Większy tekst</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/actions.py" line="159"/>
        <source>Smaller text</source>
        <translation>Mniejszy tekst</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/actions.py" line="166"/>
        <source>Light theme</source>
        <translation>Jasny motyw</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/actions.py" line="172"/>
        <source>Dark theme</source>
        <translation>Ciemny motyw</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/actions.py" line="177"/>
        <source>&amp;Rules of this step</source>
        <translation>&amp;Zasady tego kroku</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/actions.py" line="181"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Skróty klawiszowe</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/actions.py" line="182"/>
        <source>&amp;About Botmat</source>
        <translation>&amp;O programie Botmat</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/actions.py" line="283"/>
        <source>the Turn menu: the bot&apos;s turn, Stop, its routines and Routines menu, the round bar&apos;s buttons, + Bot</source>
        <translation>menu Tura: tura bota, Zatrzymaj, procedury bota i menu Procedury, przyciski paska rundy, + Bot</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/actions.py" line="291"/>
        <source>the mat&apos;s values and boxes, Routines ▾, the chart; Space presses the button reached</source>
        <translation>wartości i pola panelu, Procedury ▾, diagram; Spacja naciska osiągnięty przycisk</translation>
    </message>
</context>
<context>
    <name>AddBotDialog</name>
    <message>
        <location filename="../desktop/ui/forms/add_bot.py" line="60"/>
        <source>+ {seat}</source>
        <translation>+ {seat}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/forms/add_bot.py" line="61"/>
        <source>It joins the game after the others; Undo takes it back.</source>
        <translation>Dołączy do gry po pozostałych; „Cofnij” to wycofa.</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../desktop/boot/catalogues.py" line="83"/>
        <source>{folder}: the translations cannot be compiled ({reason}); a language without them cannot be chosen.</source>
        <translation>{folder}: nie można skompilować tłumaczeń ({reason}); języka bez nich nie da się wybrać.</translation>
    </message>
    <message>
        <location filename="../desktop/boot/startup.py" line="74"/>
        <source>No rule pack could be loaded.</source>
        <translation>Nie udało się wczytać żadnego pakietu zasad.</translation>
    </message>
    <message>
        <location filename="../desktop/boot/startup.py" line="137"/>
        <source>{language} cannot be shown: its translation files are missing.</source>
        <translation>Nie można wyświetlić języka {language}: brakuje jego plików tłumaczenia.</translation>
    </message>
    <message>
        <location filename="../desktop/boot/startup.py" line="161"/>
        <source>The last game was not opened here: {file} {reason}. It stays the game to resume.</source>
        <translation>Ostatniej gry nie otwarto tutaj: gra {file} {reason}. Pozostaje grą do wznowienia.</translation>
    </message>
    <message>
        <location filename="../desktop/boot/startup.py" line="166"/>
        <source>The last game could not be restored: {file}. It is left as it was; the problems window says why.</source>
        <translation>Nie udało się przywrócić ostatniej gry: {file}. Plik pozostał bez zmian; okno problemów podaje przyczynę.</translation>
    </message>
</context>
<context>
    <name>BotPanel</name>
    <message>
        <location filename="../desktop/ui/play/bot_panel.py" line="191"/>
        <location filename="../desktop/ui/play/bot_panel.py" line="208"/>
        <location filename="../desktop/ui/play/bot_panel.py" line="234"/>
        <source>Stop chart</source>
        <translation>Zatrzymaj diagram</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/bot_panel.py" line="193"/>
        <source>Abandon {chart}? What it did so far stays done (anything paid stays spent). Undo takes the stop back.</source>
        <translation>Porzucić diagram „{chart}”? To, co już zrobiono, pozostaje (zapłacone pozostaje wydane). „Cofnij” odwoła zatrzymanie.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/bot_panel.py" line="196"/>
        <source>Abandon</source>
        <translation>Porzuć</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/bot_panel.py" line="210"/>
        <source>{routine} interrupted the running chart. Stop only {routine} (the interrupted step waits again), or the whole run? What was done so far stays done. Undo takes the stop back.</source>
        <translation>Procedura {routine} przerwała trwający diagram. Zatrzymać tylko procedurę {routine} (przerwany krok znów będzie czekał) czy całość? To, co już zrobiono, pozostaje. „Cofnij” odwoła zatrzymanie.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/bot_panel.py" line="214"/>
        <source>Stop only {routine}</source>
        <translation>Zatrzymaj tylko procedurę {routine}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/bot_panel.py" line="216"/>
        <source>Stop the whole run</source>
        <translation>Zatrzymaj całość</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/bot_panel.py" line="235"/>
        <source>Routines ▾</source>
        <translation>Procedury ▾</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/bot_panel.py" line="242"/>
        <source>Mat of {bot}</source>
        <translation>Panel: {bot}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/bot_panel.py" line="256"/>
        <source>Other charts</source>
        <translation>Inne diagramy</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/bot_panel.py" line="256"/>
        <source>Remove from the game…</source>
        <translation>Usuń z gry…</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/bot_panel.py" line="284"/>
        <source>Its chart is running: finish it, or Stop it first.</source>
        <translation>Trwa diagram: dokończ go albo najpierw go zatrzymaj.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/bot_panel.py" line="286"/>
        <source>This bot is out of the game.</source>
        <translation>Ten bot jest poza grą.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/bot_panel.py" line="293"/>
        <source>Abandon the running chart (asks first; undoable).</source>
        <translation>Porzuć trwający diagram (najpierw pyta; można cofnąć).</translation>
    </message>
</context>
<context>
    <name>BotSetup</name>
    <message>
        <location filename="../desktop/ui/forms/new_game.py" line="275"/>
        <source>{seat} {n}</source>
        <translation>{seat} {n}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/forms/new_game.py" line="276"/>
        <source>Remove</source>
        <translation>Usuń</translation>
    </message>
    <message>
        <location filename="../desktop/ui/forms/new_game.py" line="285"/>
        <source>No profile</source>
        <translation>Bez profilu</translation>
    </message>
    <message>
        <location filename="../desktop/ui/forms/new_game.py" line="287"/>
        <source>profile</source>
        <translation>profil</translation>
    </message>
    <message>
        <location filename="../desktop/ui/forms/new_game.py" line="288"/>
        <source>New {profile}…</source>
        <translation>Utwórz: {profile}…</translation>
    </message>
</context>
<context>
    <name>CardView</name>
    <message>
        <location filename="../desktop/ui/play/card_view.py" line="127"/>
        <location filename="../desktop/ui/table/table_facts.py" line="16"/>
        <source>No card drawn</source>
        <translation>Nie dobrano karty</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/card_view.py" line="140"/>
        <location filename="../desktop/ui/table/table_facts.py" line="17"/>
        <source>Card {id}</source>
        <translation>Karta {id}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/card_view.py" line="149"/>
        <source>?: not printed in the booklet&apos;s text: check your card.</source>
        <translation>?: tekst broszury tego nie podaje: sprawdź swoją kartę.</translation>
    </message>
</context>
<context>
    <name>CheckDialog</name>
    <message>
        <location filename="../desktop/ui/forms/check_dialog.py" line="48"/>
        <source>not known</source>
        <translation>nieznane</translation>
    </message>
    <message>
        <location filename="../desktop/ui/forms/check_dialog.py" line="91"/>
        <source>? (not known)</source>
        <translation>? (nieznane)</translation>
    </message>
    <message>
        <location filename="../desktop/ui/forms/check_dialog.py" line="165"/>
        <source>Matches my card ✓ [Enter]</source>
        <translation>Zgadza się z moją kartą ✓ [Enter]</translation>
    </message>
    <message>
        <location filename="../desktop/ui/forms/check_dialog.py" line="166"/>
        <location filename="../desktop/ui/forms/check_dialog.py" line="222"/>
        <source>Not checked yet</source>
        <translation>Oznacz jako niesprawdzoną</translation>
    </message>
    <message>
        <location filename="../desktop/ui/forms/check_dialog.py" line="169"/>
        <source>“{unknown}”: no printed source gives this value; read it on your card and set it. {unchecked}: not checked yet.</source>
        <translation>„{unknown}”: żadne wydrukowane źródło nie podaje tej wartości; odczytaj ją ze swojej karty i ustaw. {unchecked}: jeszcze niesprawdzona.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/forms/check_dialog.py" line="175"/>
        <source>Card</source>
        <translation>Karta</translation>
    </message>
    <message>
        <location filename="../desktop/ui/forms/check_dialog.py" line="175"/>
        <source>Checked</source>
        <translation>Sprawdzona</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/ui/forms/check_dialog.py" line="212"/>
        <source>%n card(s) still to check.</source>
        <translation>
            <numerusform>Jeszcze %n karta do sprawdzenia.</numerusform>
            <numerusform>Jeszcze %n karty do sprawdzenia.</numerusform>
            <numerusform>Jeszcze %n kart do sprawdzenia.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/ui/forms/check_dialog.py" line="212"/>
        <source>Every card is checked.</source>
        <translation>Wszystkie karty są sprawdzone.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/forms/check_dialog.py" line="215"/>
        <source>Card {card}</source>
        <translation>Karta {card}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/forms/check_dialog.py" line="220"/>
        <source>No printed source gives this value: read it on your card and set it.</source>
        <translation>Żadne wydrukowane źródło nie podaje tej wartości: odczytaj ją ze swojej karty i ustaw.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/forms/check_dialog.py" line="263"/>
        <location filename="../desktop/ui/forms/check_dialog.py" line="267"/>
        <source>Card {card} checked.</source>
        <translation>Karta {card} sprawdzona.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/forms/check_dialog.py" line="289"/>
        <location filename="../desktop/ui/forms/check_dialog.py" line="295"/>
        <source>Not saved:</source>
        <translation>Nie zapisano:</translation>
    </message>
</context>
<context>
    <name>CheckOffer</name>
    <message numerus="yes">
        <location filename="../desktop/ui/forms/check_offer.py" line="71"/>
        <source>%n card(s) of the app&apos;s list are not compared with your own cards yet. Compare them once: your answers are kept for every later game.</source>
        <translation>
            <numerusform>%n karta z listy aplikacji nie jest jeszcze porównana z twoją kartą. Porównaj ją raz: twoja odpowiedź zostanie zapamiętana na wszystkie kolejne gry.</numerusform>
            <numerusform>%n karty z listy aplikacji nie są jeszcze porównane z twoimi kartami. Porównaj je raz: twoje odpowiedzi zostaną zapamiętane na wszystkie kolejne gry.</numerusform>
            <numerusform>%n kart z listy aplikacji nie jest jeszcze porównanych z twoimi kartami. Porównaj je raz: twoje odpowiedzi zostaną zapamiętane na wszystkie kolejne gry.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/ui/forms/check_offer.py" line="77"/>
        <source>Compare them now, before the first turn</source>
        <translation>Porównaj je teraz, przed pierwszą turą</translation>
    </message>
    <message>
        <location filename="../desktop/ui/forms/check_offer.py" line="78"/>
        <source>Skip: answer at the draw instead</source>
        <translation>Pomiń: odpowiadaj przy dobieraniu kart</translation>
    </message>
</context>
<context>
    <name>ChoiceEditor</name>
    <message>
        <location filename="../desktop/ui/forms/schema_fields.py" line="165"/>
        <source>(none)</source>
        <translation>(brak)</translation>
    </message>
</context>
<context>
    <name>DieFace</name>
    <message>
        <location filename="../desktop/ui/play/die.py" line="101"/>
        <source>Die roll: {value}</source>
        <translation>Rzut kością: {value}</translation>
    </message>
</context>
<context>
    <name>FieldEditor</name>
    <message>
        <location filename="../desktop/ui/mat/field_editor.py" line="122"/>
        <source>Type a value and press Enter to correct it (undoable); Escape puts the value back.</source>
        <translation>Wpisz wartość i naciśnij Enter, aby ją poprawić (można cofnąć); Escape przywraca wartość.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/mat/field_editor.py" line="127"/>
        <source>One less (undoable)</source>
        <translation>O jeden mniej (można cofnąć)</translation>
    </message>
    <message>
        <location filename="../desktop/ui/mat/field_editor.py" line="127"/>
        <source>One more (undoable)</source>
        <translation>O jeden więcej (można cofnąć)</translation>
    </message>
    <message>
        <location filename="../desktop/ui/mat/field_editor.py" line="145"/>
        <source>{field}: one less</source>
        <translation>{field}: o jeden mniej</translation>
    </message>
    <message>
        <location filename="../desktop/ui/mat/field_editor.py" line="145"/>
        <source>{field}: one more</source>
        <translation>{field}: o jeden więcej</translation>
    </message>
    <message>
        <location filename="../desktop/ui/mat/field_editor.py" line="203"/>
        <source>{field} takes a whole number from {min} to {max}.</source>
        <translation>{field}: tylko liczba całkowita od {min} do {max}.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/mat/field_editor.py" line="206"/>
        <source>{field} takes a whole number.</source>
        <translation>{field}: tylko liczba całkowita.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/mat/field_editor.py" line="224"/>
        <source>{field} shows {value} again.</source>
        <translation>{field} znów pokazuje {value}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/ui/mat/field_editor.py" line="239"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n karta</numerusform>
            <numerusform>%n karty</numerusform>
            <numerusform>%n kart</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FlowchartView</name>
    <message>
        <location filename="../desktop/ui/chart/chart_items.py" line="120"/>
        <source>Go to {chart}</source>
        <translation>Przejdź do: {chart}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/chart/chart_items.py" line="125"/>
        <source>End of turn</source>
        <translation>KONIEC TURY</translation>
    </message>
    <message>
        <location filename="../desktop/ui/chart/chart_items.py" line="127"/>
        <source>End</source>
        <translation>Koniec</translation>
    </message>
    <message>
        <location filename="../desktop/ui/chart/chart_items.py" line="184"/>
        <source>a bot</source>
        <translation>któryś bot</translation>
    </message>
    <message>
        <location filename="../desktop/ui/chart/chart_items.py" line="604"/>
        <source>One of:</source>
        <translation>Jedno z:</translation>
    </message>
    <message>
        <location filename="../desktop/ui/chart/flowchart.py" line="133"/>
        <source>Flowchart</source>
        <translation>Diagram blokowy</translation>
    </message>
    <message>
        <location filename="../desktop/ui/chart/flowchart.py" line="134"/>
        <source>The whole chart: click to look there</source>
        <translation>Cały diagram: kliknij, aby przejść w to miejsce</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../desktop/ui/controller_base.py" line="152"/>
        <source>is open read-only here: another window plays it, or its disk cannot be written. Open it again as a copy to play on.</source>
        <translation>jest tu otwarta tylko do odczytu: gra w nią inne okno albo jej dysku nie można zapisywać. Otwórz ją ponownie jako kopię, aby grać dalej.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play_commands.py" line="41"/>
        <location filename="../desktop/ui/play_commands.py" line="186"/>
        <source>No game is open.</source>
        <translation>Żadna gra nie jest otwarta.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play_commands.py" line="46"/>
        <source>Stop the running chart first (Stop chart).</source>
        <translation>Najpierw zatrzymaj trwający diagram („Zatrzymaj diagram”).</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play_commands.py" line="70"/>
        <source>No bot is left in the game to run “{routine}” for.</source>
        <translation>W grze nie został żaden bot, dla którego można uruchomić „{routine}”.</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message numerus="yes">
        <location filename="../desktop/ui/window/game_files.py" line="138"/>
        <source>%n step(s) of this game are only in memory: its file cannot be written ({reason}). Export the game to a file first?</source>
        <translation>
            <numerusform>%n krok tej gry jest tylko w pamięci: nie można zapisać jej pliku ({reason}). Najpierw wyeksportować grę do pliku?</numerusform>
            <numerusform>%n kroki tej gry są tylko w pamięci: nie można zapisać jej pliku ({reason}). Najpierw wyeksportować grę do pliku?</numerusform>
            <numerusform>%n kroków tej gry jest tylko w pamięci: nie można zapisać jej pliku ({reason}). Najpierw wyeksportować grę do pliku?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/game_files.py" line="144"/>
        <source>Steps not saved</source>
        <translation>Kroki niezapisane</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/game_files.py" line="144"/>
        <source>Export…</source>
        <translation>Eksportuj…</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/game_files.py" line="144"/>
        <source>Leave them</source>
        <translation>Porzuć je</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/game_files.py" line="175"/>
        <source>You play a copy of {file} in your games: “{title}”. The file itself is unchanged.</source>
        <translation>Grasz w kopię pliku {file} wśród twoich gier: „{title}”. Sam plik się nie zmienił.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/game_files.py" line="182"/>
        <source>“{title}” is open read-only: you can look at it, not play it here.</source>
        <translation>Gra „{title}” jest otwarta tylko do odczytu: możesz ją tu oglądać, ale nie grać w nią.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/game_files.py" line="191"/>
        <source>{file} was added to your games as “{title}”; the file itself is unchanged.</source>
        <translation>Plik {file} dodano do twoich gier jako „{title}”; sam plik się nie zmienił.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/game_files.py" line="225"/>
        <source>Opening {file}…</source>
        <translation>Otwieranie pliku {file}…</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/game_files.py" line="240"/>
        <source>Game open elsewhere</source>
        <translation>Gra otwarta gdzie indziej</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/game_files.py" line="242"/>
        <source>{file} is open in another Botmat window or program, which plays it. Look at it here read-only, or play a copy of it as a new game?</source>
        <translation>Gra {file} jest otwarta w innym oknie lub programie Botmat, który w nią gra. Obejrzeć ją tutaj tylko do odczytu czy zagrać w jej kopię jako nową grę?</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/game_files.py" line="246"/>
        <source>Game cannot be written here</source>
        <translation>Nie można tu zapisać gry</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/game_files.py" line="247"/>
        <source>{file} {reason}. Look at it read-only, or play a copy of it in your games?</source>
        <translation>Gra {file} {reason}. Obejrzeć ją tylko do odczytu czy zagrać w jej kopię wśród twoich gier?</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/game_files.py" line="249"/>
        <source>Look at it read-only</source>
        <translation>Obejrzyj tylko do odczytu</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/game_files.py" line="249"/>
        <source>Play a copy</source>
        <translation>Graj w kopię</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/game_files.py" line="261"/>
        <source>{file} was added to your games before, as “{title}”. Open that game, or add the file again as a new game?</source>
        <translation>Plik {file} jest już wśród twoich gier jako „{title}”. Otworzyć tę grę czy dodać plik ponownie jako nową grę?</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/game_files.py" line="267"/>
        <source>Open that game</source>
        <translation>Otwórz tę grę</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/game_files.py" line="267"/>
        <source>Add it again</source>
        <translation>Dodaj ponownie</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/game_files.py" line="268"/>
        <location filename="../desktop/ui/window/game_files.py" line="299"/>
        <source>Open a game file</source>
        <translation>Otwórz plik gry</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/game_files.py" line="276"/>
        <source>There is no saved game to resume yet.</source>
        <translation>Nie ma jeszcze zapisu gry, który można wznowić.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/game_files.py" line="301"/>
        <source>Botmat games and saves (*.botmat *.json)</source>
        <translation>Gry i zapisy gry Botmat (*.botmat *.json)</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/game_files.py" line="324"/>
        <source>A sample game: do each step as your table would, or just try the answers. Ctrl+Z takes any step back. It is one of your games now: delete it when you are done.</source>
        <translation>Gra przykładowa: wykonaj każdy krok tak, jak przy stole, albo po prostu wypróbuj odpowiedzi. Ctrl+Z cofa każdy krok. To teraz jedna z twoich gier: usuń ją, gdy skończysz.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/game_files.py" line="352"/>
        <source>Open a game first: there is nothing to export.</source>
        <translation>Najpierw otwórz grę: nie ma czego eksportować.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/game_files.py" line="358"/>
        <source>Botmat saves (*.json)</source>
        <translation>Zapisy gry Botmat (*.json)</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/game_files.py" line="358"/>
        <source>Botmat games (*.botmat)</source>
        <translation>Gry Botmat (*.botmat)</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/game_files.py" line="359"/>
        <source>Export game</source>
        <translation>Eksportuj grę</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/game_files.py" line="370"/>
        <source>The game was exported to {file}.</source>
        <translation>Gra została wyeksportowana do {file}.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/game_files.py" line="382"/>
        <source>Saved: every step is written to the game&apos;s file as you play.</source>
        <translation>Zapisano: każdy krok trafia do pliku gry na bieżąco.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/game_files.py" line="390"/>
        <source>The game&apos;s file still cannot be written ({reason}). Game → Export saves a copy elsewhere.</source>
        <translation>Plik gry nadal nie może zostać zapisany ({reason}). Gra → Eksportuj zapisze kopię w innym miejscu.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/game_files.py" line="406"/>
        <source>Rename game</source>
        <translation>Zmień nazwę gry</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/game_files.py" line="406"/>
        <source>Title:</source>
        <translation>Tytuł:</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/game_files.py" line="427"/>
        <source>(none)</source>
        <translation>(brak)</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/game_files.py" line="430"/>
        <source>All games…</source>
        <translation>Wszystkie gry…</translation>
    </message>
    <message>
        <location filename="../desktop/ui/wording.py" line="15"/>
        <source>Sample: {system}</source>
        <translation>Przykład: {system}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/wording.py" line="47"/>
        <source>Sample game</source>
        <translation>Gra przykładowa</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <location filename="../desktop/ui/window/help.py" line="25"/>
        <source>Rules of this step</source>
        <translation>Zasady tego kroku</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/help.py" line="34"/>
        <source>No step is running.</source>
        <translation>Żaden krok nie trwa.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/help.py" line="43"/>
        <source>About “{chart}”: {note}</source>
        <translation>Diagram „{chart}”: {note}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/help.py" line="71"/>
        <source>Then: {next}</source>
        <translation>Potem: {next}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/help.py" line="73"/>
        <source>What each answer does:</source>
        <translation>Co daje każda odpowiedź:</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/help.py" line="78"/>
        <source>Keyboard shortcuts</source>
        <translation>Skróty klawiszowe</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/help.py" line="87"/>
        <source>answer Yes / No</source>
        <translation>odpowiedz Tak / Nie</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/help.py" line="90"/>
        <source>a number is the number: an answer that is a number, a number question, your own die roll; other answers by their position in the list (two digits quickly for 10 and more)</source>
        <translation>liczba to liczba: odpowiedź będąca liczbą, pytanie o liczbę, własny rzut kością; inne odpowiedzi według pozycji na liście (dla 10 i więcej wpisz szybko dwie cyfry)</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/help.py" line="96"/>
        <source>before the digits: a negative number</source>
        <translation>przed cyframi: liczba ujemna</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/help.py" line="99"/>
        <source>Space</source>
        <comment>the key&apos;s name</comment>
        <translation>Spacja</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/help.py" line="100"/>
        <source>Done; while a die is offered, roll it</source>
        <translation>Gotowe; gdy jest kość do rzutu, rzuć nią</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/help.py" line="107"/>
        <source>Done; after a run, the next bot; else start what comes next</source>
        <translation>Gotowe; po zakończonym przebiegu — następny bot; w przeciwnym razie rozpocznij to, co następne</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/help.py" line="114"/>
        <source>forget the digits typed; in a field, put its value back</source>
        <translation>skasuj wpisane cyfry; w polu przywróć jego wartość</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/help.py" line="123"/>
        <source>About Botmat</source>
        <translation>O programie Botmat</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/help.py" line="128"/>
        <source>Botmat {version}: runs board-game bots for the people at the table.</source>
        <translation>Botmat {version}: prowadzi boty gier planszowych dla graczy przy stole.</translation>
    </message>
</context>
<context>
    <name>ItemsEditor</name>
    <message>
        <location filename="../desktop/ui/forms/schema_items.py" line="304"/>
        <source>Add</source>
        <translation>Dodaj</translation>
    </message>
    <message>
        <location filename="../desktop/ui/forms/schema_items.py" line="305"/>
        <source>Add nested</source>
        <translation>Dodaj zagnieżdżony</translation>
    </message>
    <message>
        <location filename="../desktop/ui/forms/schema_items.py" line="306"/>
        <source>Remove</source>
        <translation>Usuń</translation>
    </message>
    <message>
        <location filename="../desktop/ui/forms/schema_items.py" line="307"/>
        <source>Move up</source>
        <translation>Przesuń w górę</translation>
    </message>
    <message>
        <location filename="../desktop/ui/forms/schema_items.py" line="308"/>
        <source>Move down</source>
        <translation>Przesuń w dół</translation>
    </message>
    <message>
        <location filename="../desktop/ui/forms/schema_items.py" line="313"/>
        <source>Selected entry</source>
        <translation>Wybrany wpis</translation>
    </message>
    <message>
        <location filename="../desktop/ui/forms/schema_items.py" line="314"/>
        <source>An entry with nested entries holds nothing else.</source>
        <translation>Wpis z wpisami zagnieżdżonymi nie zawiera nic więcej.</translation>
    </message>
</context>
<context>
    <name>KeysBox</name>
    <message>
        <location filename="../desktop/ui/widgets/dialogs.py" line="148"/>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
</context>
<context>
    <name>LibraryDialog</name>
    <message>
        <location filename="../desktop/ui/library/library_view.py" line="570"/>
        <source>Your games</source>
        <translation>Twoje gry</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/library_view.py" line="572"/>
        <source>Every game you started, the last played first. Double-click one to open it.</source>
        <translation>Wszystkie rozpoczęte gry, od ostatnio granej. Kliknij dwukrotnie grę, aby ją otworzyć.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/library_view.py" line="574"/>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
</context>
<context>
    <name>LibraryList</name>
    <message>
        <location filename="../desktop/ui/library/library_view.py" line="257"/>
        <source>Game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/library_view.py" line="258"/>
        <source>Rule system</source>
        <translation>System zasad</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/library_view.py" line="259"/>
        <source>Progress</source>
        <translation>Postęp</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/library_view.py" line="260"/>
        <source>Last played</source>
        <translation>Ostatnio grana</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/library_view.py" line="261"/>
        <source>Steps</source>
        <translation>Kroki</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/library_view.py" line="266"/>
        <source>No saved games yet. Start a new game or try a sample game: every step is saved as you play, and your games are listed here.</source>
        <translation>Nie ma jeszcze zapisów gry. Rozpocznij nową grę albo wypróbuj grę przykładową: każdy krok zapisuje się w trakcie gry, a twoje gry pojawią się tutaj.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/library_view.py" line="271"/>
        <source>Open</source>
        <translation>Otwórz</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/library_view.py" line="272"/>
        <source>Rename…</source>
        <translation>Zmień nazwę…</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/library_view.py" line="273"/>
        <source>Duplicate</source>
        <translation>Powiel</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/library_view.py" line="274"/>
        <source>Export…</source>
        <translation>Eksportuj…</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/library_view.py" line="275"/>
        <source>Delete…</source>
        <translation>Usuń…</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/library_view.py" line="279"/>
        <source>Write the game as a file to share it or keep a copy elsewhere.</source>
        <translation>Zapisz grę jako plik, aby się nią podzielić albo zachować kopię gdzie indziej.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/library_view.py" line="281"/>
        <source>Deleted games…</source>
        <translation>Usunięte gry…</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/library_view.py" line="282"/>
        <source>Open a file…</source>
        <translation>Otwórz plik…</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/library_view.py" line="284"/>
        <source>A game file or a JSON save from elsewhere: a copy joins your games.</source>
        <translation>Plik gry albo zapis gry JSON z innego miejsca: jego kopia dołączy do twoich gier.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/library_view.py" line="323"/>
        <source>Cannot be opened</source>
        <translation>Nie można otworzyć</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/library_view.py" line="391"/>
        <source>Cannot be opened: {problem}</source>
        <translation>Nie można otworzyć: {problem}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/library_view.py" line="400"/>
        <source>Open in another window: opens read-only or as a copy</source>
        <translation>Otwarta w innym oknie: otworzy się tylko do odczytu lub jako kopia</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/library_view.py" line="402"/>
        <source>On a read-only disk: opens read-only or as a copy</source>
        <translation>Na dysku tylko do odczytu: otworzy się tylko do odczytu lub jako kopia</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/library_view.py" line="435"/>
        <source>Rename game</source>
        <translation>Zmień nazwę gry</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/library_view.py" line="435"/>
        <source>Title:</source>
        <translation>Tytuł:</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/library_view.py" line="461"/>
        <source>Delete “{title}”? It goes to the trash folder and is removed for good after {days} days.</source>
        <translation>Usunąć „{title}”? Gra trafi do kosza i zostanie usunięta na dobre po {days} dniach.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/library_view.py" line="467"/>
        <source>Delete game</source>
        <translation>Usuń grę</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/library_view.py" line="469"/>
        <source>Delete</source>
        <translation>Usuń</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/library_view.py" line="477"/>
        <source>“{title}” is in the trash: “Deleted games…” brings it back.</source>
        <translation>„{title}” trafiła do kosza: przywrócisz ją przyciskiem „Usunięte gry…”.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/library_view.py" line="495"/>
        <source>Export game</source>
        <translation>Eksportuj grę</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/library_view.py" line="497"/>
        <source>Botmat saves (*.json)</source>
        <translation>Zapisy gry Botmat (*.json)</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/library_view.py" line="497"/>
        <source>Botmat games (*.botmat)</source>
        <translation>Gry Botmat (*.botmat)</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/library_view.py" line="522"/>
        <source>“{title}” was exported to {file}.</source>
        <translation>Gra „{title}” została wyeksportowana do {file}.</translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message>
        <location filename="../desktop/ui/log/log_text.py" line="51"/>
        <source>Die {value} → {answer}</source>
        <translation>Kość {value} → {answer}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/log/log_text.py" line="52"/>
        <source>Die {value}, total {total} → {answer}</source>
        <translation>Kość {value}, razem {total} → {answer}</translation>
    </message>
</context>
<context>
    <name>LogPane</name>
    <message>
        <location filename="../desktop/ui/log/log_view.py" line="364"/>
        <location filename="../desktop/ui/log/log_view.py" line="365"/>
        <source>Show the turn log</source>
        <translation>Pokaż dziennik tury</translation>
    </message>
</context>
<context>
    <name>LogView</name>
    <message>
        <location filename="../desktop/ui/log/log_view.py" line="153"/>
        <location filename="../desktop/ui/log/log_view.py" line="154"/>
        <location filename="../desktop/ui/log/log_view.py" line="287"/>
        <source>Turn log</source>
        <translation>Dziennik tury</translation>
    </message>
    <message>
        <location filename="../desktop/ui/log/log_view.py" line="155"/>
        <source>Hide the turn log (the step gets its room)</source>
        <translation>Ukryj dziennik tury (krok zajmie jego miejsce)</translation>
    </message>
    <message>
        <location filename="../desktop/ui/log/log_view.py" line="156"/>
        <source>Hide the turn log</source>
        <translation>Ukryj dziennik tury</translation>
    </message>
    <message>
        <location filename="../desktop/ui/log/log_view.py" line="162"/>
        <source>Show earlier steps</source>
        <translation>Pokaż wcześniejsze kroki</translation>
    </message>
    <message>
        <location filename="../desktop/ui/log/log_view.py" line="272"/>
        <source>The log fills as you play: each question, answer and roll.</source>
        <translation>Dziennik zapełnia się w trakcie gry: każde pytanie, odpowiedź i rzut.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/log/log_view.py" line="289"/>
        <source>Each question, answer and roll of the game; a click on a line offers to undo to there.</source>
        <translation>Każde pytanie, odpowiedź i rzut w grze; kliknięcie wiersza pozwala cofnąć do tego miejsca.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/log/log_view.py" line="297"/>
        <source>Only {bot}</source>
        <translation>Tylko {bot}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/log/log_view.py" line="299"/>
        <source>This bot</source>
        <translation>Ten bot</translation>
    </message>
    <message>
        <location filename="../desktop/ui/log/log_view.py" line="301"/>
        <source>Show the log of the bot you follow</source>
        <translation>Pokaż dziennik śledzonego bota</translation>
    </message>
    <message>
        <location filename="../desktop/ui/log/log_view.py" line="312"/>
        <source>All {seats}</source>
        <translation>Wszystkie {seats}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/log/log_view.py" line="314"/>
        <source>All bots</source>
        <translation>Wszystkie boty</translation>
    </message>
    <message>
        <location filename="../desktop/ui/log/log_view.py" line="317"/>
        <source>Show the log of every bot</source>
        <translation>Pokaż dziennik wszystkich botów</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/ui/log/log_view.py" line="334"/>
        <source>Undo to here (takes back %n step(s))</source>
        <translation>
            <numerusform>Cofnij do tego miejsca (cofa %n krok)</numerusform>
            <numerusform>Cofnij do tego miejsca (cofa %n kroki)</numerusform>
            <numerusform>Cofnij do tego miejsca (cofa %n kroków)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../desktop/ui/window/main_window.py" line="155"/>
        <source>{language}: its translation files are missing</source>
        <translation>{language}: brak plików tłumaczenia</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/main_window.py" line="159"/>
        <source>The step</source>
        <translation>Krok</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/main_window.py" line="166"/>
        <source>Bots</source>
        <translation>Boty</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/main_window.py" line="168"/>
        <source>The bot whose turn the window follows</source>
        <translation>Bot, którego turę śledzi okno</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/window_dialogs.py" line="37"/>
        <source>No rule pack is installed.</source>
        <translation>Nie zainstalowano żadnego pakietu zasad.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/window_dialogs.py" line="75"/>
        <source>No installed rule pack has profiles to fill in.</source>
        <translation>Żaden zainstalowany pakiet zasad nie ma profili do wypełnienia.</translation>
    </message>
</context>
<context>
    <name>MessageBar</name>
    <message>
        <location filename="../desktop/ui/widgets/bars.py" line="180"/>
        <source>Click to close</source>
        <translation>Kliknij, aby zamknąć</translation>
    </message>
    <message>
        <location filename="../desktop/ui/widgets/bars.py" line="185"/>
        <source>Not accepted: {reason}</source>
        <translation>Nie przyjęto: {reason}</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../desktop/ui/forms/new_game.py" line="69"/>
        <source>“{choice}” is another bot&apos;s already: a game has one of each.</source>
        <translation>„{choice}” to już inny bot tej gry: każdy może w niej być tylko raz.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/forms/new_game.py" line="435"/>
        <source>+ {seat}</source>
        <translation>+ {seat}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/forms/new_game.py" line="449"/>
        <source>New game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <location filename="../desktop/ui/forms/new_game.py" line="450"/>
        <source>Rule pack:</source>
        <translation>Pakiet zasad:</translation>
    </message>
    <message>
        <location filename="../desktop/ui/forms/new_game.py" line="454"/>
        <source>Game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <location filename="../desktop/ui/forms/new_game.py" line="457"/>
        <source>Edit profiles…</source>
        <translation>Edytuj profile…</translation>
    </message>
    <message>
        <location filename="../desktop/ui/forms/new_game.py" line="599"/>
        <source>Press “{add}” to add at least one.</source>
        <translation>Naciśnij „{add}”, aby dodać co najmniej jednego.</translation>
    </message>
</context>
<context>
    <name>ProblemsDialog</name>
    <message>
        <location filename="../desktop/ui/widgets/dialogs.py" line="70"/>
        <source>Problems</source>
        <translation>Problemy</translation>
    </message>
    <message>
        <location filename="../desktop/ui/widgets/dialogs.py" line="73"/>
        <source>These files could not be used, or were damaged and restored as far as they could be. Everything else works; the bundled rules stay in force.</source>
        <translation>Tych plików nie dało się użyć albo były uszkodzone i przywrócono z nich tyle, ile się dało. Wszystko inne działa; wbudowane zasady obowiązują nadal.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/widgets/dialogs.py" line="77"/>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
</context>
<context>
    <name>ProfileEditor</name>
    <message>
        <location filename="../desktop/ui/forms/profile_editor.py" line="124"/>
        <source>Profile:</source>
        <translation>Profil:</translation>
    </message>
    <message>
        <location filename="../desktop/ui/forms/profile_editor.py" line="125"/>
        <source>New profile</source>
        <translation>Nowy profil</translation>
    </message>
    <message>
        <location filename="../desktop/ui/forms/profile_editor.py" line="126"/>
        <source>Delete…</source>
        <translation>Usuń…</translation>
    </message>
    <message>
        <location filename="../desktop/ui/forms/profile_editor.py" line="128"/>
        <location filename="../desktop/ui/forms/profile_editor.py" line="138"/>
        <source>(choose a saved profile)</source>
        <translation>(wybierz zapisany profil)</translation>
    </message>
    <message>
        <location filename="../desktop/ui/forms/profile_editor.py" line="182"/>
        <location filename="../desktop/ui/forms/profile_editor.py" line="204"/>
        <source>Not saved:</source>
        <translation>Nie zapisano:</translation>
    </message>
    <message>
        <location filename="../desktop/ui/forms/profile_editor.py" line="212"/>
        <source>Saved to {file}</source>
        <translation>Zapisano w {file}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/forms/profile_editor.py" line="222"/>
        <source>Delete profile</source>
        <translation>Usuń profil</translation>
    </message>
    <message>
        <location filename="../desktop/ui/forms/profile_editor.py" line="223"/>
        <source>Delete the profile {name}? Its file is kept as {file}.</source>
        <translation>Usunąć profil {name}? Jego plik zostanie zachowany jako {file}.</translation>
    </message>
</context>
<context>
    <name>RollPad</name>
    <message>
        <location filename="../desktop/ui/play/die.py" line="176"/>
        <source>I rolled {value}</source>
        <translation>Wypadło {value}</translation>
    </message>
</context>
<context>
    <name>RoundBar</name>
    <message>
        <location filename="../desktop/ui/play/round_bar.py" line="199"/>
        <location filename="../desktop/ui/table/table_facts.py" line="18"/>
        <source>This Round:</source>
        <translation>Ta runda:</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/round_bar.py" line="200"/>
        <source>→ next Round</source>
        <translation>→ następna runda</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/round_bar.py" line="330"/>
        <source>{phase}: all in turn ▶</source>
        <translation>{phase}: wszyscy po kolei ▶</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/round_bar.py" line="343"/>
        <location filename="../desktop/ui/play/round_bar.py" line="346"/>
        <source>Setup</source>
        <translation>Przygotowanie</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/round_bar.py" line="344"/>
        <source>waits for its setup</source>
        <translation>czeka na przygotowanie</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/round_bar.py" line="344"/>
        <source>set up</source>
        <translation>przygotowano</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/round_bar.py" line="371"/>
        <source>Runs for the tab shown now (the next bot still in the game when that one is out of it); a chart that runs waits and goes on after it.</source>
        <translation>Działa dla bota z widocznej teraz zakładki (gdy jest poza grą, dla następnego bota, który jest jeszcze w grze); trwający diagram poczeka i potem będzie kontynuowany.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/round_bar.py" line="376"/>
        <source>Runs for the tab shown now (the next bot still in the game when that one is out of it).</source>
        <translation>Działa dla bota z widocznej teraz zakładki (gdy jest poza grą, dla następnego bota, który jest jeszcze w grze).</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/round_bar.py" line="398"/>
        <source>out of the game</source>
        <translation>poza grą</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/round_bar.py" line="402"/>
        <source>done</source>
        <translation>zrobione</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/round_bar.py" line="404"/>
        <source>passed</source>
        <translation>pas</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/round_bar.py" line="406"/>
        <source>not yet</source>
        <translation>jeszcze nie</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/ui/play/round_bar.py" line="408"/>
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n tura</numerusform>
            <numerusform>%n tury</numerusform>
            <numerusform>%n tur</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/round_bar.py" line="452"/>
        <source>Round not finished</source>
        <translation>Runda niedokończona</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/round_bar.py" line="454"/>
        <source>Not everyone has finished this Round: {behind}. Go on with {what} anyway?</source>
        <translation>Nie wszyscy skończyli tę rundę: {behind}. Mimo to kontynuować: {what}?</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/round_bar.py" line="460"/>
        <source>Go on</source>
        <translation>Kontynuuj</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <location filename="../desktop/ui/play/seats.py" line="52"/>
        <source>+ {seat}</source>
        <translation>+ {seat}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/seats.py" line="59"/>
        <source>Add to the game being played (undoable)</source>
        <translation>Dodaj do trwającej gry (można cofnąć)</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/seats.py" line="112"/>
        <source>{bot} is out of the game and takes no more turns. Remove it from the game?</source>
        <translation>{bot}: poza grą, nie rozegra już żadnej tury. Usunąć z gry?</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/seats.py" line="114"/>
        <source>Remove {bot} from the game?</source>
        <translation>Usunąć z gry: {bot}?</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/seats.py" line="116"/>
        <source>Its panel goes; its lines stay in the log. Undo brings it back.</source>
        <translation>Panel zniknie; wpisy zostaną w dzienniku. „Cofnij” przywróci wszystko.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/seats.py" line="126"/>
        <source>Remove {bot}</source>
        <translation>Usuń: {bot}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/seats.py" line="128"/>
        <source>Remove</source>
        <translation>Usuń</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/seats.py" line="135"/>
        <source>{other}&apos;s “{chart}” is still running: its remaining steps skip {bot}.</source>
        <translation>„{chart}” bota {other} jeszcze trwa: pozostałe kroki pominą bota {bot}.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/wording.py" line="53"/>
        <source>Every bot is in the game already: a game has one of each.</source>
        <translation>Wszystkie boty są już w grze: każdy może w niej być tylko raz.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/wording.py" line="59"/>
        <source>This game is open only to look at.</source>
        <translation>Ta gra jest otwarta tylko do oglądania.</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <location filename="../desktop/ui/settings.py" line="74"/>
        <source>holds no settings</source>
        <translation>nie zawiera ustawień</translation>
    </message>
    <message>
        <location filename="../desktop/ui/settings.py" line="141"/>
        <source>{reason}. Default settings are used.</source>
        <translation>{reason}. Używane są ustawienia domyślne.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/settings.py" line="143"/>
        <source>{reason}. Default settings are used; the file is kept as {copy}.</source>
        <translation>{reason}. Używane są ustawienia domyślne; plik zachowano jako {copy}.</translation>
    </message>
</context>
<context>
    <name>SharedBar</name>
    <message>
        <location filename="../desktop/ui/play/shared_bar.py" line="85"/>
        <source>Changing it is an undoable step.</source>
        <translation>Zmiana to krok, który można cofnąć.</translation>
    </message>
</context>
<context>
    <name>Sources</name>
    <message>
        <location filename="../desktop/ui/sources.py" line="18"/>
        <source>the printed rules</source>
        <translation>drukowane zasady</translation>
    </message>
    <message>
        <location filename="../desktop/ui/sources.py" line="21"/>
        <source>Sources: {source}, “{section}”.</source>
        <translation>Źródła: {source}, „{section}”.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/sources.py" line="25"/>
        <source>Sources: {source}.</source>
        <translation>Źródła: {source}.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/sources.py" line="28"/>
        <source>Not from the printed rules: check your copy.</source>
        <translation>Nie pochodzi z drukowanych zasad: sprawdź swój egzemplarz.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/sources.py" line="30"/>
        <source>Not printed there: worked out from the rules around it; check your copy.</source>
        <translation>Tego tam nie wydrukowano: wywnioskowano z sąsiednich zasad; sprawdź swój egzemplarz.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/sources.py" line="44"/>
        <source>Not printed in the rules: worked out from the rules around it; check your copy.</source>
        <translation>Nie ma tego w drukowanych zasadach: wywnioskowano z sąsiednich zasad; sprawdź swój egzemplarz.</translation>
    </message>
</context>
<context>
    <name>StepKeys</name>
    <message>
        <location filename="../desktop/ui/play/step_keys.py" line="25"/>
        <source>Y</source>
        <comment>the key that answers Yes: its first letter</comment>
        <translation>T</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/step_keys.py" line="26"/>
        <source>N</source>
        <comment>the key that answers No: its first letter</comment>
        <translation>N</translation>
    </message>
</context>
<context>
    <name>StepPanel</name>
    <message>
        <location filename="../desktop/ui/play/step_answers.py" line="85"/>
        <source>{typed} answers nothing here: the keyboard types Latin letters. Type {yes} or {no}.</source>
        <translation>{typed} nie jest tu odpowiedzią: klawiatura pisze litery łacińskie. Wpisz {yes} albo {no}.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/step_answers.py" line="128"/>
        <source>{typed} is no answer here.</source>
        <translation>{typed} nie jest tu odpowiedzią.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/step_answers.py" line="148"/>
        <source>Type a whole number from {min} to {max}, then press Enter.</source>
        <translation>Wpisz liczbę całkowitą od {min} do {max}, potem naciśnij Enter.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/step_answers.py" line="212"/>
        <source>Enter answers nothing here: pick an answer, its button or its key.</source>
        <translation>Enter nie jest tu odpowiedzią: wybierz odpowiedź przyciskiem albo jej klawiszem.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/step_panel.py" line="290"/>
        <source>Done [Enter]</source>
        <translation>Gotowe [Enter]</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/step_panel.py" line="291"/>
        <source>Roll [Space]</source>
        <translation>Rzuć [Spacja]</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/step_panel.py" line="292"/>
        <source>or my roll:</source>
        <translation>albo mój rzut:</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/step_panel.py" line="293"/>
        <source>Use my roll</source>
        <translation>Użyj mojego rzutu</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/step_panel.py" line="294"/>
        <source>Answer [Enter]</source>
        <translation>Odpowiedz [Enter]</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/step_panel.py" line="295"/>
        <source>number</source>
        <translation>liczba</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/step_panel.py" line="296"/>
        <source>Undo</source>
        <translation>Cofnij</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/step_panel.py" line="297"/>
        <source>Redo</source>
        <translation>Ponów</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/step_panel.py" line="298"/>
        <source>The step</source>
        <translation>Krok</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/step_panel.py" line="300"/>
        <source>≈ reconstructed</source>
        <translation>≈ zrekonstruowane</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/step_panel.py" line="302"/>
        <source>No source prints this step in substance; compare it with your booklet.</source>
        <translation>Żadne źródło nie podaje treści tego kroku; porównaj go ze swoją broszurą.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/step_panel.py" line="327"/>
        <source>No game</source>
        <translation>Brak gry</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/step_panel.py" line="328"/>
        <source>Start a new game or resume the last one from the Game menu.</source>
        <translation>Rozpocznij nową grę albo wznów ostatnią z menu „Gra”.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/step_panel.py" line="374"/>
        <source>Undo: {what}</source>
        <translation>Cofnij: {what}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/step_panel.py" line="374"/>
        <source>Redo: {what}</source>
        <translation>Ponów: {what}</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/ui/play/step_panel.py" line="388"/>
        <source>(%n in the log)</source>
        <translation>
            <numerusform>(%n wpis w dzienniku)</numerusform>
            <numerusform>(%n wpisy w dzienniku)</numerusform>
            <numerusform>(%n wpisów w dzienniku)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/ui/play/step_panel.py" line="390"/>
        <source>(%n more in the log)</source>
        <translation>
            <numerusform>(jeszcze %n wpis w dzienniku)</numerusform>
            <numerusform>(jeszcze %n wpisy w dzienniku)</numerusform>
            <numerusform>(jeszcze %n wpisów w dzienniku)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/step_panel.py" line="419"/>
        <location filename="../desktop/ui/table/table_words.py" line="22"/>
        <source>{bot} is new in this game: set it up before its first turn.</source>
        <translation>{bot} dołącza do tej gry: zacznij od przygotowania przed pierwszą turą.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/step_panel.py" line="422"/>
        <source>{what} [Enter]</source>
        <translation>{what} [Enter]</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/step_panel.py" line="429"/>
        <location filename="../desktop/ui/table/table_words.py" line="23"/>
        <source>{bot} has done its part of this phase.</source>
        <translation>{bot} ma już za sobą swoją część tej fazy.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/step_panel.py" line="447"/>
        <location filename="../desktop/ui/table/table_words.py" line="24"/>
        <source>Set up {bot} ▶</source>
        <translation>Przygotuj: {bot} ▶</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/step_panel.py" line="449"/>
        <location filename="../desktop/ui/table/table_words.py" line="25"/>
        <source>Run {routine}</source>
        <translation>Uruchom „{routine}”</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/step_panel.py" line="453"/>
        <source>Next: {bot} ▶ [Enter]</source>
        <translation>Dalej: {bot} ▶ [Enter]</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/step_panel.py" line="504"/>
        <source>A whole number from {min} to {max}</source>
        <translation>Liczba całkowita od {min} do {max}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/step_panel.py" line="528"/>
        <source>Roll to pick one of the answers at random</source>
        <translation>Rzuć, aby losowo wybrać jedną z odpowiedzi</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/step_panel.py" line="531"/>
        <source>Ranges: {ranges}</source>
        <translation>Zakresy: {ranges}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/table/table_words.py" line="20"/>
        <source>{chart} is over.</source>
        <translation>{chart}: koniec.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/table/table_words.py" line="21"/>
        <source>{bot} waits: {what}.</source>
        <translation>{bot} czeka. Dalej: {what}.</translation>
    </message>
</context>
<context>
    <name>StoreMarker</name>
    <message>
        <location filename="../desktop/ui/widgets/bars.py" line="221"/>
        <source>Read-only</source>
        <translation>Tylko do odczytu</translation>
    </message>
    <message>
        <location filename="../desktop/ui/widgets/bars.py" line="224"/>
        <source>⚠ Not saved to disk</source>
        <translation>⚠ Nie zapisano na dysku</translation>
    </message>
    <message>
        <location filename="../desktop/ui/widgets/bars.py" line="227"/>
        <source>The game&apos;s file cannot be written ({reason}). The steps wait in this window until the disk takes them (a crash before then would lose them); Game → Export keeps a copy elsewhere.</source>
        <translation>Nie można zapisać pliku gry ({reason}). Kroki czekają w tym oknie, aż dysk je przyjmie (awaria programu przed tą chwilą oznacza ich utratę); Gra → Eksportuj zapisze kopię w innym miejscu.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/wording.py" line="65"/>
        <source>This game is open only to look at: another window plays it, or its disk cannot be written. Game → Open plays a copy of it.</source>
        <translation>Ta gra jest otwarta tylko do oglądania: gra w nią inne okno albo jej dysku nie można zapisać. Gra → Otwórz pozwala zagrać w jej kopię.</translation>
    </message>
</context>
<context>
    <name>SystemsList</name>
    <message>
        <location filename="../desktop/ui/library/welcome.py" line="100"/>
        <source>No rule system is installed. Reinstall Botmat; the problems window says what failed to load.</source>
        <translation>Nie zainstalowano żadnego systemu zasad. Zainstaluj Botmat ponownie; okno problemów podaje, czego nie udało się wczytać.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/welcome.py" line="107"/>
        <source>Try a sample game</source>
        <translation>Wypróbuj grę przykładową</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/welcome.py" line="110"/>
        <source>Try a sample game: {system}</source>
        <translation>Wypróbuj grę przykładową: {system}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/welcome.py" line="112"/>
        <source>A ready-made game to click through. It joins your games; no other game is changed.</source>
        <translation>Gotowa gra do przejścia krok po kroku. Dołączy do twoich gier; żadna inna gra się nie zmieni.</translation>
    </message>
</context>
<context>
    <name>TableDisplay</name>
    <message>
        <location filename="../desktop/ui/table/table_display.py" line="25"/>
        <source>As the main window</source>
        <translation>Jak w oknie głównym</translation>
    </message>
    <message>
        <location filename="../desktop/ui/table/table_window.py" line="28"/>
        <source>Botmat — table display</source>
        <translation>Botmat — ekran dla stołu</translation>
    </message>
    <message>
        <location filename="../desktop/ui/table/table_words.py" line="29"/>
        <source>No game is open.</source>
        <translation>Żadna gra nie jest otwarta.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/table/table_words.py" line="30"/>
        <source>Waiting for: a new game, or the last one resumed</source>
        <translation>Oczekiwanie na: nową grę albo wznowienie ostatniej</translation>
    </message>
    <message>
        <location filename="../desktop/ui/table/table_words.py" line="31"/>
        <source>No bot plays in this game yet.</source>
        <translation>W tej grze nie gra jeszcze żaden bot.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/table/table_words.py" line="32"/>
        <source>Waiting for: an answer ({answers})</source>
        <translation>Oczekiwanie na: odpowiedź ({answers})</translation>
    </message>
    <message>
        <location filename="../desktop/ui/table/table_words.py" line="33"/>
        <source>Waiting for: a number from {min} to {max}</source>
        <translation>Oczekiwanie na: liczbę od {min} do {max}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/table/table_words.py" line="35"/>
        <source>Waiting for: {what}, {min}–{max}</source>
        <translation>Oczekiwanie na odpowiedź: {what}, {min}–{max}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/table/table_words.py" line="36"/>
        <source>Waiting for: a die roll ({low}–{high})</source>
        <translation>Oczekiwanie na: rzut kością ({low}–{high})</translation>
    </message>
    <message>
        <location filename="../desktop/ui/table/table_words.py" line="37"/>
        <source>Waiting for: a die roll that picks one of the answers</source>
        <translation>Oczekiwanie na: rzut kością, który wybierze jedną z odpowiedzi</translation>
    </message>
    <message>
        <location filename="../desktop/ui/table/table_words.py" line="39"/>
        <source>Waiting for: the table to do this, then Done</source>
        <translation>Oczekiwanie na: wykonanie tego przy stole, potem „Gotowe”</translation>
    </message>
    <message>
        <location filename="../desktop/ui/table/table_words.py" line="40"/>
        <source>Next: {bot}</source>
        <translation>Dalej: {bot}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/table/table_words.py" line="41"/>
        <source>Just answered: {answer} — {question}</source>
        <translation>Odpowiedź przed chwilą: {answer} — {question}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/table/table_words.py" line="42"/>
        <source>Just rolled: {roll}</source>
        <translation>Rzut przed chwilą: {roll}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/table/table_words.py" line="43"/>
        <source>Just done: {what}</source>
        <translation>Zrobione przed chwilą: {what}</translation>
    </message>
</context>
<context>
    <name>TrashDialog</name>
    <message>
        <location filename="../desktop/ui/library/trash.py" line="86"/>
        <source>Deleted games</source>
        <translation>Usunięte gry</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/trash.py" line="89"/>
        <source>Deleted games stay here for a while before they are removed for good. Restore one to play it again.</source>
        <translation>Usunięte gry czekają tu jakiś czas, zanim zostaną usunięte na dobre. Przywróć grę, aby grać w nią dalej.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/trash.py" line="93"/>
        <source>No deleted games.</source>
        <translation>Brak usuniętych gier.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/trash.py" line="94"/>
        <source>Restore</source>
        <translation>Przywróć</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/trash.py" line="95"/>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/trash.py" line="97"/>
        <source>Game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/trash.py" line="97"/>
        <source>Rule system</source>
        <translation>System zasad</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/trash.py" line="97"/>
        <source>Deleted</source>
        <translation>Usunięta</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/trash.py" line="97"/>
        <source>Kept</source>
        <translation>Zostanie</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/ui/library/trash.py" line="107"/>
        <source>%n day(s) more</source>
        <translation>
            <numerusform>jeszcze %n dzień</numerusform>
            <numerusform>jeszcze %n dni</numerusform>
            <numerusform>jeszcze %n dni</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/trash.py" line="140"/>
        <source>“{title}” is back in your games.</source>
        <translation>„{title}” wróciła do twoich gier.</translation>
    </message>
</context>
<context>
    <name>TurnMenu</name>
    <message>
        <location filename="../desktop/ui/window/turn_menu.py" line="62"/>
        <source>Routines</source>
        <translation>Procedury</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/turn_menu.py" line="83"/>
        <source>No game is open</source>
        <translation>Żadna gra nie jest otwarta</translation>
    </message>
</context>
<context>
    <name>Undo</name>
    <message>
        <location filename="../desktop/ui/undo_text.py" line="27"/>
        <source>“{text}”</source>
        <comment>a step&apos;s text quoted</comment>
        <translation>„{text}”</translation>
    </message>
    <message>
        <location filename="../desktop/ui/undo_text.py" line="47"/>
        <source>answer {answer} to {question}</source>
        <translation>odpowiedź {answer} na {question}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/undo_text.py" line="52"/>
        <source>Done: {step}</source>
        <translation>wykonanie: {step}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/undo_text.py" line="57"/>
        <source>the roll {value} for {bot}</source>
        <translation>rzut {value} ({bot})</translation>
    </message>
    <message>
        <location filename="../desktop/ui/undo_text.py" line="65"/>
        <source>start {chart} for {bot}</source>
        <translation>rozpoczęcie: {chart} ({bot})</translation>
    </message>
    <message>
        <location filename="../desktop/ui/undo_text.py" line="67"/>
        <source>stop {chart} of {bot}</source>
        <translation>zatrzymanie: {chart} ({bot})</translation>
    </message>
    <message>
        <location filename="../desktop/ui/undo_text.py" line="72"/>
        <source>the correction of {field} for {bot}</source>
        <translation>poprawka: {field} ({bot})</translation>
    </message>
    <message>
        <location filename="../desktop/ui/undo_text.py" line="78"/>
        <source>adding {bot}</source>
        <translation>dodanie: {bot}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/undo_text.py" line="80"/>
        <source>removing {bot}</source>
        <translation>usunięcie: {bot}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/undo_text.py" line="87"/>
        <source>the change of {fact}</source>
        <translation>zmiana: {fact}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/undo_text.py" line="96"/>
        <source>cards {cards} as you told them</source>
        <translation>karty {cards}, jak podano</translation>
    </message>
    <message>
        <location filename="../desktop/ui/undo_text.py" line="98"/>
        <source>card {card}&apos;s {fields}, as you told it</source>
        <translation>{fields} karty {card}, jak podano</translation>
    </message>
    <message>
        <location filename="../desktop/ui/undo_text.py" line="100"/>
        <source>card {card} as you told it</source>
        <translation>karta {card}, jak podano</translation>
    </message>
    <message>
        <location filename="../desktop/ui/undo_text.py" line="102"/>
        <source>your answers {check}</source>
        <translation>twoje odpowiedzi {check}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/undo_text.py" line="135"/>
        <source>&amp;Undo</source>
        <translation>&amp;Cofnij</translation>
    </message>
    <message>
        <location filename="../desktop/ui/undo_text.py" line="136"/>
        <source>&amp;Undo: {what}</source>
        <translation>&amp;Cofnij: {what}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/undo_text.py" line="144"/>
        <source>&amp;Redo</source>
        <translation>&amp;Ponów</translation>
    </message>
    <message>
        <location filename="../desktop/ui/undo_text.py" line="145"/>
        <source>&amp;Redo: {what}</source>
        <translation>&amp;Ponów: {what}</translation>
    </message>
</context>
<context>
    <name>WaitingWords</name>
    <message>
        <location filename="../desktop/ui/play/waiting_words.py" line="31"/>
        <source>{bot} takes its turn next.</source>
        <translation>Następna tura: {bot}.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/waiting_words.py" line="33"/>
        <source>{bot} is ready: start “{chart}” when your table needs it.</source>
        <translation>{bot} czeka w gotowości: rozpocznij „{chart}”, gdy przy stole będzie trzeba.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/waiting_words.py" line="38"/>
        <source>Next for {bot}: {routine}.</source>
        <translation>{bot} — dalej: {routine}.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/waiting_words.py" line="55"/>
        <source>{bot}&apos;s turn is over.</source>
        <translation>Koniec tury: {bot}.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/waiting_words.py" line="57"/>
        <source>The players take their turns now.</source>
        <translation>Teraz swoje tury rozgrywają gracze.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/waiting_words.py" line="59"/>
        <source>Next: {bot}, once the players seated before it have played.</source>
        <translation>Dalej: {bot} — po turach graczy siedzących wcześniej.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/waiting_words.py" line="65"/>
        <source>“{chart}” is over.</source>
        <translation>„{chart}”: koniec.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/waiting_words.py" line="68"/>
        <source>Start the next one when your table needs it.</source>
        <translation>Uruchom ponownie, gdy przy stole będzie trzeba.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/waiting_words.py" line="71"/>
        <source>{bot}: {routine} is done.</source>
        <translation>{bot}: {routine} — zrobione.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/waiting_words.py" line="81"/>
        <source>The players are done ▶ [Enter]</source>
        <translation>Gracze skończyli ▶ [Enter]</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/waiting_words.py" line="83"/>
        <source>Go on ▶ [Enter]</source>
        <translation>Dalej ▶ [Enter]</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/waiting_words.py" line="84"/>
        <source>Next: {bot} ▶ [Enter]</source>
        <translation>Dalej: {bot} ▶ [Enter]</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <location filename="../desktop/ui/library/welcome.py" line="180"/>
        <source>Botmat runs the bots of your board games for the people at the table.</source>
        <translation>Botmat prowadzi boty twoich gier planszowych dla graczy przy stole.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/welcome.py" line="184"/>
        <source>It keeps each bot&apos;s mat and deck, rolls its dice, draws its cards, asks what only the table knows and says exactly what to do, every number computed.</source>
        <translation>Prowadzi na ekranie panel i talię każdego bota, rzuca jego kośćmi, dobiera jego karty, pyta o to, co wie tylko stół, i mówi dokładnie, co zrobić, z każdą liczbą już policzoną.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/welcome.py" line="188"/>
        <source>New game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/welcome.py" line="189"/>
        <source>Resume last game</source>
        <translation>Wznów ostatnią grę</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/welcome.py" line="190"/>
        <source>Open a file…</source>
        <translation>Otwórz plik…</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/welcome.py" line="192"/>
        <location filename="../desktop/ui/library/welcome.py" line="193"/>
        <source>Rule systems</source>
        <translation>Systemy zasad</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/welcome.py" line="194"/>
        <source>Your games</source>
        <translation>Twoje gry</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/welcome.py" line="207"/>
        <source>No saved game yet.</source>
        <translation>Nie ma jeszcze zapisu gry.</translation>
    </message>
</context>
<context>
    <name>Wording</name>
    <message>
        <location filename="../desktop/ui/table/table_words.py" line="26"/>
        <location filename="../desktop/ui/wording.py" line="76"/>
        <location filename="../desktop/ui/wording.py" line="79"/>
        <source>Start turn</source>
        <translation>Rozpocznij turę</translation>
    </message>
    <message>
        <location filename="../desktop/ui/table/table_words.py" line="27"/>
        <location filename="../desktop/ui/wording.py" line="80"/>
        <source>Start: {chart}</source>
        <translation>Rozpocznij: {chart}</translation>
    </message>
</context>
</TS>
