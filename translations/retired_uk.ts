<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk_UA" sourcelanguage="en_US">
<context>
    <name>engine</name>
    <message>
        <source>administrative</source>
        <translation>адміністративна</translation>
    </message>
    <message>
        <source>colonize</source>
        <translation>КОЛОНІЗАЦІЯ</translation>
    </message>
    <message>
        <source>convert</source>
        <translation>НАВЕРНЕННЯ</translation>
    </message>
    <message>
        <source>diplomacy</source>
        <translation>ДИПЛОМАТІЯ</translation>
    </message>
    <message>
        <source>diplomatic</source>
        <translation>дипломатична</translation>
    </message>
    <message>
        <source>economic</source>
        <translation>Економіка</translation>
    </message>
    <message>
        <source>event</source>
        <translation>ПОДІЯ</translation>
    </message>
    <message>
        <source>expansion</source>
        <translation>Експансія</translation>
    </message>
    <message>
        <source>explore</source>
        <translation>РОЗВІДКА</translation>
    </message>
    <message>
        <source>focus</source>
        <translation>ЗОСЕРЕДЖЕННЯ</translation>
    </message>
    <message>
        <source>idea</source>
        <translation>ІДЕЯ</translation>
    </message>
    <message>
        <source>its first steps are missing</source>
        <translation>бракує його перших кроків</translation>
    </message>
    <message>
        <source>large</source>
        <translation>велика</translation>
    </message>
    <message>
        <source>military</source>
        <translation>ВІЙСЬКОВА</translation>
    </message>
    <message>
        <source>naval</source>
        <translation>МОРСЬКА</translation>
    </message>
    <message>
        <source>none</source>
        <translation>немає</translation>
    </message>
    <message>
        <source>papal_curia</source>
        <translation>ПАПСЬКА КУРІЯ</translation>
    </message>
    <message>
        <source>political</source>
        <translation>Політика</translation>
    </message>
    <message>
        <source>single</source>
        <translation>одна</translation>
    </message>
    <message>
        <source>spy</source>
        <translation>ШПИГУНСТВО</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>невідомо</translation>
    </message>
    <message>
        <source>unrest</source>
        <translation>ЗАВОРУШЕННЯ</translation>
    </message>
    <message>
        <source>war</source>
        <translation>Війна</translation>
    </message>
    <message>
        <source>{file} cannot be saved ({reason}). Play on: every step is kept and written as soon as it can be.</source>
        <translation>Не вдається зберегти {file} ({reason}). Грайте далі: кожен крок зберігається й буде записаний, щойно це стане можливим.</translation>
    </message>
</context>
<context>
    <name>eupop</name>
    <message>
        <source>A Covert Action against a Bot</source>
        <translation>Таємна дія проти Бота</translation>
    </message>
    <message>
        <source>Age {age}: {cards} are not Bot Card ids 01-24</source>
        <translation>Епоха {age}: {cards} — не номери Карт бота 01-24</translation>
    </message>
    <message>
        <source>Bot Power for Ducats</source>
        <translation>Очки бота за Дукати</translation>
    </message>
    <message>
        <source>Bot Power for Monarch Power</source>
        <translation>Очки бота за Очки влади</translation>
    </message>
    <message>
        <source>Bot Power placed by FOCUS Actions. At this Difficulty Level, {milestone_threshold} Bot Power in a Focus area scores its Milestone.</source>
        <translation>Очки бота, розміщені Діями ЗОСЕРЕДЖЕННЯ. На цьому Рівні складності Очки бота в області Зосередження в кількості {milestone_threshold} отримують її Віху.</translation>
    </message>
    <message>
        <source>Bot Power placed by FOCUS Actions. Bot Power a Focus area needs to score its Milestone at this Difficulty Level: {milestone_threshold}.</source>
        <translation>Очки бота, розміщені Діями ЗОСЕРЕДЖЕННЯ. Очки бота, потрібні в області Зосередження, щоб отримати її Віху на цьому Рівні складності: {milestone_threshold}.</translation>
    </message>
    <message>
        <source>Bot Power placed by FOCUS Actions; the Milestone threshold depends on the Difficulty Level.</source>
        <translation>Очки бота, розміщені Діями ЗОСЕРЕДЖЕННЯ; поріг Віхи залежить від Рівня складності.</translation>
    </message>
    <message>
        <source>Both booklets lack this line&apos;s icon; Loans is a reading: check your copy.</source>
        <translation>Обидві брошури втрачають значок цього рядка; позики — це прочитання: перевірте свій примірник.</translation>
    </message>
    <message>
        <source>Card ids, comma separated</source>
        <translation>Номери карт через кому</translation>
    </message>
    <message>
        <source>Ducats</source>
        <translation>Дукати</translation>
    </message>
    <message>
        <source>End of Age</source>
        <translation>Кінець Епохи</translation>
    </message>
    <message>
        <source>Human players play with Missions</source>
        <translation>Реальні гравці грають із Місіями</translation>
    </message>
    <message>
        <source>Loans</source>
        <translation>Позики</translation>
    </message>
    <message>
        <source>MAC</source>
        <translation>MAC</translation>
    </message>
    <message>
        <source>Manpower {total}, minimum {minimum}</source>
        <translation>Людські ресурси: {total}, мінімум: {minimum}</translation>
    </message>
    <message>
        <source>Monarch Power (all types)</source>
        <translation>Очки влади (усі типи)</translation>
    </message>
    <message>
        <source>No Focus area is known for this card.</source>
        <translation>Для цієї карти невідома область Зосередження.</translation>
    </message>
    <message>
        <source>No Realm profile schema is registered.</source>
        <translation>Схему профілю Держави не зареєстровано.</translation>
    </message>
    <message>
        <source>No State Religion on the Bot Mat</source>
        <translation>Немає Державної релігії в панелі Бота</translation>
    </message>
    <message>
        <source>No source gives this card&apos;s War Action</source>
        <translation>Жодне джерело не наводить Дії війни цієї карти</translation>
    </message>
    <message>
        <source>Reconstructed: the booklet&apos;s icon for this line is lost in our sources; we read it as Loans.</source>
        <translation>Відтворено: значок буклета для цього рядка втрачено в наших джерелах; ми читаємо його як Позики.</translation>
    </message>
    <message>
        <source>Replacing a human player</source>
        <translation>Заміна реального гравця</translation>
    </message>
    <message numerus="yes">
        <source>Roll again among {count} child nodes.</source>
        <translation>
            <numerusform>Киньте ще раз, обираючи серед {count} дочірнього вузла.</numerusform>
            <numerusform>Киньте ще раз, обираючи серед {count} дочірніх вузлів.</numerusform>
            <numerusform>Киньте ще раз, обираючи серед {count} дочірніх вузлів.</numerusform>
        </translation>
    </message>
    <message>
        <source>Solo &amp; Bot rules of Europa Universalis: The Price of Power, v1.2 (seeds 002 and 000).</source>
        <translation>Правила соло-гри та ботів для Europa Universalis: The Price of Power, v1.2 (джерела 002 і 000).</translation>
    </message>
    <message>
        <source>Stability</source>
        <translation>Стабільність</translation>
    </message>
    <message>
        <source>Targeting: {stage}</source>
        <translation>Вибір цілі: {stage}</translation>
    </message>
    <message>
        <source>Tax Value</source>
        <translation>Податкова вартість</translation>
    </message>
    <message>
        <source>The human players play with Missions</source>
        <translation>Реальні гравці грають із Місіями</translation>
    </message>
    <message>
        <source>The human players play without Missions</source>
        <translation>Реальні гравці грають без Місій</translation>
    </message>
    <message>
        <source>a list of nodes is empty</source>
        <translation>список вузлів порожній</translation>
    </message>
    <message>
        <source>a node needs a target, child nodes, or both</source>
        <translation>вузол потребує цілі, дочірніх вузлів або обох</translation>
    </message>
    <message>
        <source>card number</source>
        <translation>номер карти</translation>
    </message>
    <message>
        <source>dice {dice} is not a range within 1-6</source>
        <translation>кубик {dice} — не діапазон у межах 1-6</translation>
    </message>
    <message>
        <source>nowhere</source>
        <translation>ніде</translation>
    </message>
    <message>
        <source>only a node with a target may list a substitute</source>
        <translation>лише вузол із ціллю може мати заміну</translation>
    </message>
    <message>
        <source>the Army</source>
        <translation>Армія</translation>
    </message>
    <message>
        <source>the Manpower Reserve</source>
        <translation>Резерв людських ресурсів</translation>
    </message>
    <message>
        <source>the laid-down Units of the Army</source>
        <translation>покладені Загони Армії</translation>
    </message>
    <message>
        <source>{available} Available, {sieged} Tax Value sieged</source>
        <translation>Доступні: {available}, Податкова вартість в облозі: {sieged}</translation>
    </message>
    <message>
        <source>{cost} (cost from an unconfirmed list: check card {card})</source>
        <translation>{cost} (вартість із непідтвердженого списку: перевірте карту {card})</translation>
    </message>
    <message numerus="yes">
        <source>{count} Realms Passed before</source>
        <translation>
            <numerusform>{count} Держава спасувала раніше</numerusform>
            <numerusform>{count} Держави спасували раніше</numerusform>
            <numerusform>{count} Держав спасувало раніше</numerusform>
        </translation>
    </message>
    <message>
        <source>{have} Bot Power Available</source>
        <translation>Доступні Очки бота: {have}</translation>
    </message>
    <message>
        <source>{have} Ideas of this type</source>
        <translation>Ідеї цього типу: {have}</translation>
    </message>
    <message>
        <source>{left} Units in the Manpower Reserve</source>
        <translation>Загони в Резерві людських ресурсів: {left}</translation>
    </message>
    <message>
        <source>{left} Units standing</source>
        <translation>Загонів стоїть: {left}</translation>
    </message>
    <message>
        <source>{left} cards in the draw pile</source>
        <translation>Карти в стосі для добору: {left}</translation>
    </message>
    <message>
        <source>{n} tied</source>
        <translation>Рівність: {n}</translation>
    </message>
</context>
<context>
    <name>eupop/choose_opponent</name>
    <message>
        <source>Choose at random among the tied human players (or, if none is human, among the tied Bots).</source>
        <translation>Оберіть випадково серед реальних гравців із рівністю (а якщо жоден не людина, серед Ботів із рівністю).</translation>
    </message>
    <message>
        <source>Select that human player: humans come before Bots.</source>
        <translation>Оберіть цього реального гравця: люди мають перевагу над Ботами.</translation>
    </message>
    <message>
        <source>Several human players are tied (or, with no human among them, several Bots): the app picks one of them at random.</source>
        <translation>Рівність між кількома реальними гравцями (або, коли людей серед них немає, кількома Ботами): застосунок обирає одного з них випадково.</translation>
    </message>
</context>
<context>
    <name>eupop/choose_place</name>
    <message>
        <source>Several qualify? Take them in alphabetical order.</source>
        <translation>Підходять кілька? Беріть їх за абеткою.</translation>
    </message>
    <message>
        <source>Several qualify? The effect helps the Bot or hurts an Opponent: take the one with the highest Tax Value, then alphabetical.</source>
        <translation>Підходять кілька? Ефект допомагає Ботові або шкодить Опонентові: візьміть той, що має найвищу Податкову вартість, далі за абеткою.</translation>
    </message>
    <message>
        <source>Several qualify? The effect hurts the Bot or helps an Opponent: take the one with the lowest Tax Value, then alphabetical.</source>
        <translation>Підходять кілька? Ефект шкодить Ботові або допомагає Опонентові: візьміть той, що має найнижчу Податкову вартість, далі за абеткою.</translation>
    </message>
</context>
<context>
    <name>eupop/cleanup</name>
    <message>
        <source>A Bot still out of Towns in Phase 5 triggers Final Scoring.</source>
        <translation>Бот, у якого у Фазі 5 досі немає Міст, запускає Фінальний підрахунок.</translation>
    </message>
    <message numerus="yes">
        <source>Add %n Units to the Manpower Reserve. Manpower is now {total}.</source>
        <translation>
            <numerusform>Додайте %n Загін до Резерву людських ресурсів. Людські ресурси тепер: {total}.</numerusform>
            <numerusform>Додайте %n Загони до Резерву людських ресурсів. Людські ресурси тепер: {total}.</numerusform>
            <numerusform>Додайте %n Загонів до Резерву людських ресурсів. Людські ресурси тепер: {total}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Add 1 Unit to the Manpower Reserve. Manpower is now {total}.</source>
        <translation>Додайте 1 Загін до Резерву людських ресурсів. Людські ресурси тепер: {total}.</translation>
    </message>
    <message>
        <source>Bookkeeping of the app: the Bot&apos;s Pass and the count of Realms that Passed are cleared.</source>
        <translation>Облік застосунку: Пас Бота й кількість Держав, що спасували, обнулено.</translation>
    </message>
    <message numerus="yes">
        <source>Bots always have at least {minimum} Manpower: add %n Units to the Manpower Reserve.</source>
        <translation>
            <numerusform>Боти завжди мають щонайменше {minimum} Людських ресурсів: додайте %n Загін до Резерву людських ресурсів.</numerusform>
            <numerusform>Боти завжди мають щонайменше {minimum} Людських ресурсів: додайте %n Загони до Резерву людських ресурсів.</numerusform>
            <numerusform>Боти завжди мають щонайменше {minimum} Людських ресурсів: додайте %n Загонів до Резерву людських ресурсів.</numerusform>
        </translation>
    </message>
    <message>
        <source>Check the tie-break token against the Bot Emperor rules in your booklet: this step takes it as the Bot&apos;s Alliance or Marriage.</source>
        <translation>Перевірте жетон, що розв’язує рівність, у правилах Імператора-бота у своїй брошурі: цей крок вважає, що йдеться про Союз або шлюб Бота.</translation>
    </message>
    <message>
        <source>Is the Bot&apos;s Manpower above the minimum?</source>
        <translation>Чи Людські ресурси Бота вище мінімуму?</translation>
    </message>
    <message>
        <source>Is the Bot&apos;s Manpower below the minimum?</source>
        <translation>Чи Людські ресурси Бота нижче мінімуму?</translation>
    </message>
    <message>
        <source>Is the Bot&apos;s Manpower from its Town Track higher than its current {total}?</source>
        <translation>Чи Людські ресурси Бота за Шкалою міст вищі за поточні {total}?</translation>
    </message>
    <message>
        <source>Manpower is now {total}: {removed} Units back to the Supply (from the Manpower Reserve first), {added} Units added to the Reserve. Manpower Reserve: {reserve}; Army: {army}.</source>
        <translation>Людські ресурси тепер {total}: Загонів назад у Запас: {removed} (спершу з Резерву людських ресурсів), Загонів додано до Резерву: {added}. Резерв людських ресурсів: {reserve}; Армія: {army}.</translation>
    </message>
    <message>
        <source>Match Imperial Influence to the current Imperial Authority and place it in this order, filling each step before the next: 1. the Elector Area where the fewest cubes make the Bot the strongest PR there; 2. any Elector Area with room; 3. any HRE Area with room. Ties: Areas with the Bot&apos;s Alliance or Marriage first, then alphabetical.</source>
        <translation>Приведіть Імперський вплив до поточного Імперського авторитету й розмістіть його в такому порядку, заповнюючи кожен крок перед наступним: 1. Область курфюрста, де найменше кубиків зробить Бота найсильнішою PR; 2. будь-яка Область курфюрста з вільним місцем; 3. будь-яка Область СРІ з вільним місцем. За рівності: спершу Області із Союзом або Шлюбом Бота, потім за абеткою.</translation>
    </message>
    <message>
        <source>Match Imperial Influence to the current Imperial Authority and place it in this order, filling each step before the next: first the Elector Area where the fewest cubes make the Bot the strongest PR there; then any Elector Area with room; then any HRE Area with room. Ties: Areas with the Bot&apos;s Alliance or Marriage first (check your booklet), then alphabetical.</source>
        <translation>Приведіть Імперський вплив у відповідність до поточного Імперського авторитету й розмістіть його в такому порядку, заповнюючи кожен крок перед наступним: спершу Область курфюрста, де найменше кубиків зробить Бота найсильнішим PR; потім будь-яка Область курфюрста з вільним місцем; потім будь-яка Область СРІ з вільним місцем. За рівності: спершу Області із Союзом або шлюбом Бота (перевірте в брошурі), далі за абеткою.</translation>
    </message>
    <message>
        <source>Reshuffle the Bot Deck. Back into the deck: {back}. Removed for the rest of this Age: {gone}. Still set aside (FOCUS): {set_aside}. The draw pile now holds {pile} cards.</source>
        <translation>Замішайте Колоду бота. Назад до колоди: {back}. Прибрано до кінця цієї Епохи: {gone}. Досі відкладено (ЗОСЕРЕДЖЕННЯ): {set_aside}. Карт у стосі для добору: {pile}.</translation>
    </message>
    <message numerus="yes">
        <source>Return %n Units from {from} to the Supply. Manpower is now {total}.</source>
        <translation>
            <numerusform>Поверніть %n Загін із {from} до Запасу. Людські ресурси тепер: {total}.</numerusform>
            <numerusform>Поверніть %n Загони із {from} до Запасу. Людські ресурси тепер: {total}.</numerusform>
            <numerusform>Поверніть %n Загонів із {from} до Запасу. Людські ресурси тепер: {total}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Return 1 Unit from {from} to the Supply. Manpower is now {total}.</source>
        <translation>Поверніть 1 Загін із {from} до Запасу. Людські ресурси тепер: {total}.</translation>
    </message>
    <message>
        <source>The booklet&apos;s text lacks the icon of the Imperial component that is not in use with a Bot Emperor: check your copy.</source>
        <translation>У тексті брошури бракує значка імперського компонента, який не використовують з Імператором-ботом: перевірте свій примірник.</translation>
    </message>
    <message>
        <source>The booklet&apos;s text lacks the icon of the tie-break token; Alliance or Marriage is a reading.</source>
        <translation>У тексті брошури бракує значка жетона для рівності; Союз або шлюб — це тлумачення.</translation>
    </message>
    <message>
        <source>Units leave the Manpower Reserve first.</source>
        <translation>Загони спершу залишають Резерв людських ресурсів.</translation>
    </message>
    <message>
        <source>Update Manpower: is the Bot&apos;s Manpower from its Town Track lower than its current {total} (never below {minimum})?</source>
        <translation>Оновлення Людських ресурсів: чи Людські ресурси Бота за Шкалою міст нижчі за поточні {total} (ніколи не менше {minimum})?</translation>
    </message>
</context>
<context>
    <name>eupop/colonize</name>
    <message>
        <source>Colonize the Territory with the highest Tax Value (then alphabetical): use the Colonist and replace the Colonial Claim with one of the Bot&apos;s Small Towns.</source>
        <translation>Колонізуйте Територію з найвищою Податковою вартістю (потім за абеткою): використайте Колоніста й замініть колоніальну Претензію одним із Малих міст Бота.</translation>
    </message>
    <message>
        <source>Does the Bot have Small Towns left to place?</source>
        <translation>Чи лишилися в Бота Малі міста для розміщення?</translation>
    </message>
    <message>
        <source>The booklet&apos;s text keeps only this chart&apos;s heading: it is reached from the Main Turn Structure, from EXPLORE and from Bot Card 12. The steps rest on Token Limitations, the Colonists step of the Cleanup Phase and the main rules&apos; Colonize Action.</source>
        <translation>Текст брошури зберігає лише заголовок цієї схеми: до неї ведуть Структура основного ходу, РОЗВІДКА та Карта бота 12. Кроки спираються на Обмеження жетонів, етап «Колоністи» Фази прибирання та дію колонізації з основних правил.</translation>
    </message>
    <message>
        <source>The chart image is not in our sources (it is reached from Main Turn Structure, from EXPLORE and from Bot Card 12, per seed 000). What remains rests on Token Limitations, the Colonists step of the Cleanup Phase and the main rules&apos; Colonize Action; EXPLORE leads on when there is nothing to Colonize.</source>
        <translation>Зображення схеми немає в наших джерелах (до неї ведуть Структура основного ходу, РОЗВІДКА та Карта бота 12, за джерелом 000). Решта спирається на Обмеження жетонів, крок Колоністів у Фазі прибирання та дію колонізації з основних правил; РОЗВІДКА веде далі, коли нічого колонізувати.</translation>
    </message>
    <message>
        <source>The chart image is not in our sources (the Polish booklet says it is reached from Main Turn Structure, from EXPLORE and from a Bot Card). What remains rests on Token Limitations, the Colonists step of the Cleanup Phase and the main rules&apos; Colonize Action; EXPLORE leads on when there is nothing to Colonize.</source>
        <translation>Зображення схеми немає в наших джерелах (польський буклет каже, що до неї ведуть Структура основного ходу, РОЗВІДКА та Карта бота). Решта спирається на Обмеження жетонів, крок Колоністів у Фазі прибирання та дію колонізації з основних правил; РОЗВІДКА веде далі, коли нічого колонізувати.</translation>
    </message>
</context>
<context>
    <name>eupop/convert</name>
    <message numerus="yes">
        <source>Convert the Area with the highest Tax Value (then alphabetical). Resolve its Unrest and Rebel Dice the Bot way: all at once, at most %n dice.</source>
        <translation>
            <numerusform>Наверніть Область із найвищою Податковою вартістю (потім за абеткою). Розіграйте її Заворушення й Кубики бунтівників так, як робить Бот: усе разом, щонайбільше %n кубик.</numerusform>
            <numerusform>Наверніть Область із найвищою Податковою вартістю (потім за абеткою). Розіграйте її Заворушення й Кубики бунтівників так, як робить Бот: усе разом, щонайбільше %n кубики.</numerusform>
            <numerusform>Наверніть Область із найвищою Податковою вартістю (потім за абеткою). Розіграйте її Заворушення й Кубики бунтівників так, як робить Бот: усе разом, щонайбільше %n кубиків.</numerusform>
        </translation>
    </message>
    <message>
        <source>Convert the Area with the highest Tax Value (then alphabetical). Resolve its Unrest and Rebel Dice the Bot way: all at once, at most 5 dice.</source>
        <translation>Наверніть Область із найвищою Податковою вартістю (потім за абеткою). Розіграйте її Заворушення й Кубики бунтівників так, як робить Бот: усе разом, щонайбільше 5 кубиків.</translation>
    </message>
    <message>
        <source>Convert the Area with the highest Tax Value (then alphabetical). Resolve its Unrest and Rebel Dice the Bot way: all at once, at most {n} dice.</source>
        <translation>Наверніть Область із найвищою Податковою вартістю (потім за абеткою). Розіграйте її Заворушення й Кубики бунтівників так, як робить Бот: усе разом, щонайбільше {n} кубиків.</translation>
    </message>
    <message>
        <source>The booklet&apos;s text keeps only this chart&apos;s heading; the steps follow the main rules&apos; Convert Area action and the Bot&apos;s Rebel Dice rules.</source>
        <translation>Текст брошури зберігає лише заголовок цієї схеми; кроки спираються на дію навернення Області з основних правил і на правила Кубиків бунтівників для Бота.</translation>
    </message>
    <message>
        <source>The chart image is not in our sources; the steps follow the main rules&apos; Convert Area action and the Bot&apos;s Rebel Dice rules.</source>
        <translation>Зображення схеми немає в наших джерелах; кроки йдуть за дією навернення Області з основних правил і правилами Кубиків бунтівників для Бота.</translation>
    </message>
</context>
<context>
    <name>eupop/defend</name>
    <message numerus="yes">
        <source>%n Units</source>
        <translation>
            <numerusform>%n Загін</numerusform>
            <numerusform>%n Загони</numerusform>
            <numerusform>%n Загонів</numerusform>
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
        <translation>10 чи більше</translation>
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
        <translation>Чи в Бота лишилося {n} чи більше Очок бота?</translation>
    </message>
    <message>
        <source>Does the Bot have {n} or more Bot Power?</source>
        <translation>Чи має Бот {n} або більше Очок бота?</translation>
    </message>
    <message>
        <source>Does the new Ship trigger a Naval Battle (a Hostile Sea Zone)?</source>
        <translation>Чи новий Корабель спричиняє Морську битву (Ворожа Морська зона)?</translation>
    </message>
    <message>
        <source>Every box of this chart and both die splits are printed in the booklet, but its text keeps no arrows between them: which answer leads where is a reading, marked on each step it decides. Invaders are Hostile Units in Areas with the Bot&apos;s Towns. The DEFEND Army may appear anywhere inside the Bot&apos;s own Realm.</source>
        <translation>Кожне поле цієї схеми й обидва поділи кидка кубика надруковані в брошурі, але її текст не зберігає стрілок між ними: куди веде яка відповідь — це тлумачення, позначене на кожному кроці, що це вирішує. Загарбники — це Ворожі Загони в Областях із Містами Бота. Армія ОБОРОНИ може з’явитися будь-де у власній Державі Бота.</translation>
    </message>
    <message>
        <source>From this MC on, MC + 3 is at least the Naval Bridge minimum; below it MAC is that minimum.</source>
        <translation>Від цієї MC і вище MC + 3 не менша за мінімум для Морського мосту; нижче MAC дорівнює цьому мінімуму.</translation>
    </message>
    <message>
        <source>How did the Naval Battle end for the Bot?</source>
        <translation>Як Морська битва завершилася для Бота?</translation>
    </message>
    <message>
        <source>If the Army has fewer than 3 Units, bring it up to 3. The Army now has {total} Units.</source>
        <translation>Якщо в Армії менше 3 Загонів, доведіть її до 3. Загонів в Армії тепер: {total}.</translation>
    </message>
    <message>
        <source>If the Army has fewer than {n} Units, bring it up to {n}. The Army now has {total} Units.</source>
        <translation>Якщо в Армії менше Загонів, ніж {n}, доведіть її до {n}. Загонів в Армії тепер: {total}.</translation>
    </message>
    <message>
        <source>If the Army has fewer than {n} Units, bring it up to {n}. Units in the Army now: {total}.</source>
        <translation>Якщо в Армії менше Загонів, ніж {n}, доведіть її до {n}. Загонів в Армії тепер: {total}.</translation>
    </message>
    <message>
        <source>Is the Army in an Area where MAC is at least the Invading force?</source>
        <translation>Чи Армія в Області, де MAC не менша за сили загарбників?</translation>
    </message>
    <message>
        <source>Is the Bot&apos;s Army Deployed in an Area where it can Siege Provinces?</source>
        <translation>Чи Армія Бота Розгорнута в Області, де може брати в облогу Провінції?</translation>
    </message>
    <message>
        <source>Is the Bot&apos;s MC for this Area {n} or more?</source>
        <translation>Чи MC Бота для цієї Області становить {n} чи більше?</translation>
    </message>
    <message>
        <source>MAC check for the Army&apos;s Area. Is the Area joined to the Bot&apos;s Capital by land (a continuous chain of the Bot&apos;s Towns adjacent by land)?</source>
        <translation>Перевірте MAC для Області Армії. Чи Область з’єднана зі Столицею Бота суходолом (безперервний ланцюг Міст Бота, суміжних суходолом)?</translation>
    </message>
    <message>
        <source>MAC check for the Army&apos;s Area. Is the Area joined to the Bot&apos;s Capital by land (a continuous chain of the Bot&apos;s Towns adjacent by land)? A Bot Emperor Defending the HRE counts every HRE Area as joined.</source>
        <translation>Перевірте MAC для Області Армії. Чи Область з’єднана зі Столицею Бота суходолом (безперервний ланцюг Міст Бота, суміжних суходолом)? Імператор-бот в Обороні СРІ вважає кожну Область СРІ з’єднаною.</translation>
    </message>
    <message>
        <source>MAC here is at least {mac}. Keep {standing} of the Army&apos;s {total} Units standing and lay down {laid_down}.</source>
        <translation>MAC тут щонайменше {mac}. Із {total} Загонів Армії лишіть стояти {standing} і покладіть {laid_down}.</translation>
    </message>
    <message>
        <source>MAC here is at least {mac}. Standing: {standing}. Laid down: {laid_down}.</source>
        <translation>MAC тут щонайменше {mac}. Стоять: {standing}. Покладено: {laid_down}.</translation>
    </message>
    <message>
        <source>MAC here is {mac}, the minimum with a Naval Bridge. Keep {standing} of the Army&apos;s {total} Units standing and lay down {laid_down}.</source>
        <translation>MAC тут {mac}, мінімум із Морським мостом. Із {total} Загонів Армії лишіть стояти {standing} і покладіть {laid_down}.</translation>
    </message>
    <message>
        <source>MAC here is {mac}, the minimum with a Naval Bridge. Standing: {standing}. Laid down: {laid_down}.</source>
        <translation>MAC тут {mac}, мінімум із Морським мостом. Стоять: {standing}. Покладено: {laid_down}.</translation>
    </message>
    <message>
        <source>MAC here is {mac}. Keep {standing} of the Army&apos;s {total} Units standing and lay down {laid_down}.</source>
        <translation>MAC тут {mac}. Із {total} Загонів Армії лишіть стояти {standing} і покладіть {laid_down}.</translation>
    </message>
    <message>
        <source>MAC here is {mac}. Standing: {standing}. Laid down: {laid_down}.</source>
        <translation>MAC тут {mac}. Стоять: {standing}. Покладено: {laid_down}.</translation>
    </message>
    <message>
        <source>MAC is unlimited here: stand up every Unit. Standing: {standing}.</source>
        <translation>MAC тут необмежена: поставте кожен Загін. Стоять: {standing}.</translation>
    </message>
    <message>
        <source>MAC is unlimited here: stand up every Unit. The Army has {standing} Units standing.</source>
        <translation>MAC тут необмежена: поставте кожен Загін. Загонів Армії, що стоять: {standing}.</translation>
    </message>
    <message>
        <source>MC + 3 reaches the Naval Bridge minimum of 9 from MC 6 on; below that MAC is 9.</source>
        <translation>MC + 3 досягає мінімуму 9 для Морського мосту від MC 6; нижче MAC дорівнює 9.</translation>
    </message>
    <message>
        <source>Only a Naval Bridge closes the one gap</source>
        <translation>Лише Морський міст закриває єдину прогалину</translation>
    </message>
    <message>
        <source>Place a Ship to extend a Naval Bridge to such an Area (prefer an Area with a PR Enemy). Use a Sea Zone next to one of the Bot&apos;s Ships or Ports.</source>
        <translation>Розмістіть Корабель, щоб продовжити Морський міст до такої Області (надавайте перевагу Області з Ворогом PR). Використайте Морську зону поруч з одним із Кораблів або Портів Бота.</translation>
    </message>
    <message>
        <source>Place the Army in one of the Bot&apos;s own Areas without Hostile Units.</source>
        <translation>Розмістіть Армію в одній із власних Областей Бота без Ворожих Загонів.</translation>
    </message>
    <message>
        <source>Place the Army in such an Area (several: highest Tax Value, then alphabetical).</source>
        <translation>Розмістіть Армію в такій Області (кілька: найвища Податкова вартість, потім за абеткою).</translation>
    </message>
    <message>
        <source>Place the Army in such an Area. Prefer the Area with the highest Tax Value of the Bot&apos;s Towns Occupied by Enemies or Rebels, then the Bot&apos;s Capital Area.</source>
        <translation>Розмістіть Армію в такій Області. Надавайте перевагу Області з найвищою Податковою вартістю Міст Бота, Окупованих Ворогами або Бунтівниками, потім Столичній області Бота.</translation>
    </message>
    <message>
        <source>Seed 002 keeps the boxes of this chart as an OCR jumble; the boxes are printed, the arrows between them are our reading. Invaders are Hostile Units in Areas with the Bot&apos;s Towns. The DEFEND Army may appear anywhere inside the Bot&apos;s own Realm. The nodes from &apos;mac&apos; on are the MAC check; other charts call them.</source>
        <translation>Джерело 002 зберігає блоки цієї схеми як безлад після OCR; блоки надруковано, стрілки між ними — наше прочитання. Загарбники — це Ворожі Загони в Областях із Містами Бота. Армія ОБОРОНИ може з’явитися будь-де у власній Державі Бота. Вузли від &apos;mac&apos; далі — це перевірка MAC; їх викликають інші схеми.</translation>
    </message>
    <message numerus="yes">
        <source>Spend %n Bot Power to recruit {recruits} into the Army (as many as the Manpower Reserve holds).</source>
        <translation>
            <numerusform>Витратьте %n Очко бота, щоб завербувати до Армії: {recruits} (скільки є в Резерві людських ресурсів).</numerusform>
            <numerusform>Витратьте %n Очки бота, щоб завербувати до Армії: {recruits} (скільки є в Резерві людських ресурсів).</numerusform>
            <numerusform>Витратьте %n Очок бота, щоб завербувати до Армії: {recruits} (скільки є в Резерві людських ресурсів).</numerusform>
        </translation>
    </message>
    <message>
        <source>Spend {n} Bot Power to recruit {units} Units into the Army (as many as the Manpower Reserve holds).</source>
        <translation>Витратьте {n} Очки бота, щоб завербувати {units} Загонів до Армії (скільки є в Резерві людських ресурсів).</translation>
    </message>
    <message numerus="yes">
        <source>The Bot gains %n Bot Power for its first Battle win this Turn.</source>
        <translation>
            <numerusform>Бот отримує %n Очко бота за першу виграну Битву в цьому Ході.</numerusform>
            <numerusform>Бот отримує %n Очки бота за першу виграну Битву в цьому Ході.</numerusform>
            <numerusform>Бот отримує %n Очок бота за першу виграну Битву в цьому Ході.</numerusform>
        </translation>
    </message>
    <message>
        <source>The Bot gains {n} Bot Power for its first Battle win this Turn.</source>
        <translation>Бот отримує {n} Очко бота за першу виграну Битву в цьому Ході.</translation>
    </message>
    <message>
        <source>The English booklet text keeps the boxes of this chart as an OCR jumble; the boxes are printed, the arrows between them are our reading. Invaders are Hostile Units in Areas with the Bot&apos;s Towns. The DEFEND Army may appear anywhere inside the Bot&apos;s own Realm. Boxes of the jumble we could not place: &apos;Army is on the map?&apos;, &apos;Invaders in any Area where the Army can Siege Provinces?&apos;, &apos;Any Areas with the Bot&apos;s Towns where the DEFEND Army would not trigger a Battle?&apos; and one die split in two ranges. The nodes from &apos;mac&apos; on are the MAC check; other charts call them.</source>
        <translation>Текст англійського буклета зберігає блоки цієї схеми як безлад після OCR; блоки надруковано, стрілки між ними — наше прочитання. Загарбники — це Ворожі Загони в Областях із Містами Бота. Армія ОБОРОНИ може з’явитися будь-де у власній Державі Бота. Блоки з безладу, які ми не розмістили: «Армія на мапі?», «Загарбники в Області, де Армія може брати в облогу Провінції?», «Області з Містами Бота, де Армія ОБОРОНИ не спричинить Битви?» і один кидок кубика, поділений на два діапазони. Вузли від &apos;mac&apos; далі — це перевірка MAC; їх викликають інші схеми.</translation>
    </message>
    <message>
        <source>The English booklet text keeps the boxes of this chart as an OCR jumble; the boxes are printed, the arrows between them are our reading. Invaders are Hostile Units in Areas with the Bot&apos;s Towns. The DEFEND Army may appear anywhere inside the Bot&apos;s own Realm. The nodes from &apos;mac&apos; on are the MAC check; other charts call them.</source>
        <translation>Текст англійського буклета зберігає блоки цієї схеми як безлад після OCR; блоки надруковано, стрілки між ними — наше прочитання. Загарбники — це Ворожі Загони в Областях із Містами Бота. Армія ОБОРОНИ може з’явитися будь-де у власній Державі Бота. Вузли від &apos;mac&apos; далі — це перевірка MAC; їх викликають інші схеми.</translation>
    </message>
    <message>
        <source>The OCR keeps the die ranges 1-2, 3-4 and 5-6 beside these three boxes; which box each range leads to is our reading.</source>
        <translation>OCR зберігає діапазони кубика 1-2, 3-4 і 5-6 біля цих трьох блоків; до якого блоку веде кожен діапазон — наше прочитання.</translation>
    </message>
    <message>
        <source>The OCR keeps three die ranges beside these three boxes; which box each range leads to is our reading.</source>
        <translation>OCR зберігає три діапазони кубика біля цих трьох блоків; до якого блоку веде кожен діапазон — наше прочитання.</translation>
    </message>
    <message>
        <source>The booklet&apos;s text of this box breaks off after &apos;Gain 1 Bot Power and&apos;; compare the step with your copy of the DEFEND chart.</source>
        <translation>Текст цього поля в брошурі обривається після «Отримайте 1 Очко бота і»; порівняйте крок зі своїм примірником схеми ОБОРОНА.</translation>
    </message>
    <message>
        <source>What is the Bot&apos;s MC for this Area (main rules, page 22)? MAC is MC + 3.</source>
        <translation>Яка MC Бота для цієї Області (основні правила, сторінка 22)? MAC — це MC + 3.</translation>
    </message>
    <message>
        <source>What is the Bot&apos;s MC for this Area (main rules, page {page})? MAC is MC + {plus}. Answer {top} when it is {top} or more.</source>
        <translation>Яка MC Бота для цієї Області (основні правила, сторінка {page})? MAC — це MC + {plus}. Відповідайте {top}, коли вона {top} чи більше.</translation>
    </message>
    <message>
        <source>Won, its first Battle win this Turn</source>
        <translation>Перемогою — першою виграною Битвою Бота в цьому Ході</translation>
    </message>
    <message>
        <source>Won, not its first win this Turn</source>
        <translation>Перемогою — не першою в цьому Ході</translation>
    </message>
</context>
<context>
    <name>eupop/diplomacy</name>
    <message>
        <source>Annex the target: the Bot takes its Provinces. The target&apos;s Vassals are released as independent NPRs. If the Bot has a Claim on the target, it removes one Influence fewer (check this footnote in your booklet).</source>
        <translation>Анексуйте ціль: Бот забирає її Провінції. Васали цілі звільняються як незалежні NPR. Якщо Бот має Претензію на ціль, він прибирає на один кубик Впливу менше (перевірте цю примітку в брошурі).</translation>
    </message>
    <message>
        <source>Annex the target: the Bot takes its Provinces. The target&apos;s Vassals are released as independent NPRs. Remove one token fewer if the Bot has the footnote&apos;s token on the target.</source>
        <translation>Анексуйте ціль: Бот забирає її Провінції. Васалів цілі звільнено як незалежні NPR. Приберіть на один жетон менше, якщо Бот має на цілі жетон із примітки.</translation>
    </message>
    <message>
        <source>Check the two tokens of the &apos;one fewer&apos; footnote in your booklet: this step takes them as Influence and a Claim.</source>
        <translation>Перевірте у своїй брошурі два жетони з примітки «на один менше»: цей крок вважає, що це Вплив і Претензія.</translation>
    </message>
    <message>
        <source>Diplomatic Ideas: place {extra} more Influence there if the Bot has Influence in its Supply (these may exceed 2 in one Area).</source>
        <translation>Дипломатичні ідеї: розмістіть там ще Вплив ({extra}), якщо Бот має Вплив у Запасі (в одній Області можна перевищити 2).</translation>
    </message>
    <message>
        <source>Diplomatic Ideas: place {extra} more Influence there if the Bot has Influence in its Supply (these may exceed {limit} in one Area).</source>
        <translation>Дипломатичні ідеї: розмістіть там ще Вплив ({extra}), якщо Бот має Вплив у Запасі (в одній Області можна перевищити {limit}).</translation>
    </message>
    <message>
        <source>Place Influence in the target&apos;s Areas as the main rules&apos; Influence Action allows, highest Tax Value first.</source>
        <translation>Розмістіть Вплив в Областях цілі, наскільки дозволяє дія Впливу з основних правил, спершу з найвищою Податковою вартістю.</translation>
    </message>
    <message>
        <source>The booklet&apos;s text keeps this chart&apos;s footnotes (the Diplomatic Ideas bonus, the Vassals released on annexing, one token fewer where the Bot has a token on the target), not its boxes. The last footnote lacks its icons.</source>
        <translation>Текст брошури зберігає примітки цієї схеми (бонус за Дипломатичні ідеї, Васалів, звільнених при анексії, на один жетон менше, коли Бот має жетон на цілі), а не її поля. В останній примітці бракує значків.</translation>
    </message>
    <message>
        <source>The booklet&apos;s text lacks the two icons of the &apos;one fewer&apos; footnote; Influence and Claim are a reading.</source>
        <translation>У тексті брошури бракує обох значків примітки «на один менше»; Вплив і Претензія — це тлумачення.</translation>
    </message>
    <message>
        <source>The chart image is not in our sources; its footnotes are (the Diplomatic Ideas bonus, the Vassals released on annexing, one token fewer where the Bot has a Claim-like token on the target: those icons are lost in both seeds).</source>
        <translation>Зображення схеми немає в наших джерелах; її примітки є (бонус Дипломатичних ідей, Васали, звільнені при анексії, на один жетон менше, коли Бот має на цілі жетон, схожий на Претензію: ці значки втрачено в обох джерелах).</translation>
    </message>
</context>
<context>
    <name>eupop/dow_on_bot</name>
    <message>
        <source>Activate Defending the HRE. The Bot Emperor gains Bot Power equal to Imperial Authority: add it to Available on the mat.</source>
        <translation>Активуйте Оборону СРІ. Імператор-бот отримує Очки бота, що дорівнюють Імперському авторитету: додайте їх до Доступних на планшеті.</translation>
    </message>
    <message>
        <source>Both booklets lack the icons of the token that is flipped; the Alliance token is a reading.</source>
        <translation>В обох брошурах бракує значків жетона, який перевертають; жетон Союзу — це тлумачення.</translation>
    </message>
    <message>
        <source>Both seeds lose the icons of the token that is flipped; reading it as the Alliance token is ours.</source>
        <translation>Обидва джерела втрачають значки жетона, що перевертається; прочитання його як жетона Союзу — наше.</translation>
    </message>
    <message>
        <source>Check MAC in the Army&apos;s Area. Army: {standing} standing, {laid_down} laid down. MAC is unlimited with a land connection of Bot Towns to the Capital; otherwise it is the Bot&apos;s MC there + 3 (at least 9 when a Naval Bridge closes the only gap).</source>
        <translation>Перевірте MAC в Області Армії. Армія: стоять {standing}, покладено {laid_down}. MAC необмежена за сухопутного сполучення Міст Бота зі Столицею; інакше це MC Бота там + 3 (щонайменше 9, коли Морський міст закриває єдину прогалину).</translation>
    </message>
    <message>
        <source>Check MAC in the Army&apos;s Area. Army: {standing} standing, {laid_down} laid down. MAC is unlimited with a land connection of Bot Towns to the Capital; otherwise it is the Bot&apos;s MC there + {plus} (at least {bridge} when a Naval Bridge closes the only gap).</source>
        <translation>Перевірте MAC в Області Армії. Армія: стоять {standing}, покладено {laid_down}. MAC необмежена за сухопутного сполучення Міст Бота зі Столицею; інакше це MC Бота там + {plus} (щонайменше {bridge}, коли Морський міст закриває єдину прогалину).</translation>
    </message>
    <message>
        <source>Check in your booklet which token is flipped: this step takes it as the Alliance token.</source>
        <translation>Перевірте у своїй брошурі, який жетон перевертають: цей крок вважає, що це жетон Союзу.</translation>
    </message>
    <message>
        <source>Does the Bot have Bot Power Available?</source>
        <translation>Чи має Бот Доступні Очки бота?</translation>
    </message>
    <message>
        <source>Does the Bot have an NPR Ally next to the Aggressor that has not been called yet?</source>
        <translation>Чи має Бот Союзника NPR поруч з Агресором, якого ще не закликали?</translation>
    </message>
    <message>
        <source>Does the Bot have at least {n} Bot Power Available?</source>
        <translation>Чи має Бот щонайменше {n} Доступних Очок бота?</translation>
    </message>
    <message numerus="yes">
        <source>Flip the Alliance token of each of those NPR Allies (check your booklet). The Bot gains {each} Bot Power per Ally: %n Bot Power.</source>
        <translation>
            <numerusform>Переверніть жетон Союзу кожного з цих Союзників NPR (перевірте в брошурі). Бот отримує {each} Очки бота за Союзника: %n Очко бота.</numerusform>
            <numerusform>Переверніть жетон Союзу кожного з цих Союзників NPR (перевірте в брошурі). Бот отримує {each} Очки бота за Союзника: %n Очки бота.</numerusform>
            <numerusform>Переверніть жетон Союзу кожного з цих Союзників NPR (перевірте в брошурі). Бот отримує {each} Очки бота за Союзника: %n Очок бота.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Flip the Alliance token of each of those NPR Allies (check your booklet). The Bot gains {each} per Ally: %n Bot Power.</source>
        <translation>
            <numerusform>Переверніть жетон Союзу кожного з цих Союзників NPR (перевірте в брошурі). Бот отримує {each} за кожного Союзника: разом %n Очко бота.</numerusform>
            <numerusform>Переверніть жетон Союзу кожного з цих Союзників NPR (перевірте в брошурі). Бот отримує {each} за кожного Союзника: разом %n Очки бота.</numerusform>
            <numerusform>Переверніть жетон Союзу кожного з цих Союзників NPR (перевірте в брошурі). Бот отримує {each} за кожного Союзника: разом %n Очок бота.</numerusform>
        </translation>
    </message>
    <message>
        <source>Land connection: unlimited</source>
        <translation>Сухопутне сполучення: без обмежень</translation>
    </message>
    <message numerus="yes">
        <source>Lay down %n Units: {standing} standing, {laid_down} laid down.</source>
        <translation>
            <numerusform>Покладіть %n Загін: стоять {standing}, покладено {laid_down}.</numerusform>
            <numerusform>Покладіть %n Загони: стоять {standing}, покладено {laid_down}.</numerusform>
            <numerusform>Покладіть %n Загонів: стоять {standing}, покладено {laid_down}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Lay down 1 Unit: {standing} standing, {laid_down} laid down.</source>
        <translation>Покладіть 1 Загін: стоять {standing}, покладено {laid_down}.</translation>
    </message>
    <message>
        <source>MAC has room for a laid-down Unit</source>
        <translation>MAC має місце для покладеного Загону</translation>
    </message>
    <message>
        <source>More standing Units than MAC</source>
        <translation>Загонів, що стоять, більше за MAC</translation>
    </message>
    <message numerus="yes">
        <source>Send that Ally a Defensive Call to Arms and flip its Alliance token. The Bot gains %n Bot Power.</source>
        <translation>
            <numerusform>Надішліть цьому Союзникові Оборонний Заклик до зброї та переверніть його жетон Союзу. Бот отримує %n Очко бота.</numerusform>
            <numerusform>Надішліть цьому Союзникові Оборонний Заклик до зброї та переверніть його жетон Союзу. Бот отримує %n Очки бота.</numerusform>
            <numerusform>Надішліть цьому Союзникові Оборонний Заклик до зброї та переверніть його жетон Союзу. Бот отримує %n Очок бота.</numerusform>
        </translation>
    </message>
    <message>
        <source>Some</source>
        <translation>Так, кількох</translation>
    </message>
    <message>
        <source>Spend {paid} Bot Power to recruit {units} Units: move {recruited} Units from the Manpower Reserve to the Army (Army: {army}).</source>
        <translation>Витратьте {paid} Очки бота, щоб завербувати {units} Загонів: перемістіть {recruited} Загонів із Резерву людських ресурсів до Армії (Армія: {army}).</translation>
    </message>
    <message numerus="yes">
        <source>Stand up %n Units: {standing} standing, {laid_down} laid down.</source>
        <translation>
            <numerusform>Поставте %n Загін: стоять {standing}, покладено {laid_down}.</numerusform>
            <numerusform>Поставте %n Загони: стоять {standing}, покладено {laid_down}.</numerusform>
            <numerusform>Поставте %n Загонів: стоять {standing}, покладено {laid_down}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Stand up 1 Unit: {standing} standing, {laid_down} laid down.</source>
        <translation>Поставте 1 Загін: стоять {standing}, покладено {laid_down}.</translation>
    </message>
    <message>
        <source>Stand up all {raised} laid-down Units: {standing} Units stand.</source>
        <translation>Поставте всі покладені Загони ({raised}): стоїть Загонів: {standing}.</translation>
    </message>
    <message>
        <source>The Army fits the MAC</source>
        <translation>Армія вміщується в MAC</translation>
    </message>
    <message>
        <source>The Bot Emperor gains Bot Power equal to Imperial Authority: add it to Available on the Bot Mat.</source>
        <translation>Імператор-бот отримує Очки бота, що дорівнюють Імперському авторитету: додайте їх до Доступних на Планшеті бота.</translation>
    </message>
    <message>
        <source>The app does not track Imperial Authority, so the gain is entered by hand.</source>
        <translation>Застосунок не відстежує Імперський авторитет, тому отримане вводять вручну.</translation>
    </message>
    <message>
        <source>The booklet says whom the Bot Emperor defends; that it stays out when a member with a Casus Belli attacks is a reading.</source>
        <translation>Брошура каже, кого захищає Імператор-бот; те, що він не втручається, коли нападає член із Казус белі, — це тлумачення.</translation>
    </message>
</context>
<context>
    <name>eupop/end_of_age</name>
    <message>
        <source>End of Age</source>
        <translation>Кінець Епохи</translation>
    </message>
    <message>
        <source>Reset the Bot Deck for Age {age} from the Realm&apos;s deck composition and shuffle it: {pile} cards; removed this Age: {removed}.</source>
        <translation>Складіть заново Колоду бота на Епоху {age} за складом колоди Держави й перетасуйте її: карт: {pile}; прибрано в цій Епосі: {removed}.</translation>
    </message>
    <message>
        <source>The Bot removes none of its tokens of the kind the booklet names in this routine (its icon is lost in our sources).</source>
        <translation>Бот не прибирає жодного зі своїх жетонів того типу, який буклет називає в цій процедурі (його значок втрачено в наших джерелах).</translation>
    </message>
    <message>
        <source>The booklet&apos;s text lacks the icon of the token Bots keep at the End of an Age: check your copy.</source>
        <translation>У тексті брошури бракує значка жетона, який Боти зберігають наприкінці Епохи: перевірте свій примірник.</translation>
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
        <translation>від 1 до 10</translation>
    </message>
    <message>
        <source>11 to 20</source>
        <translation>від 11 до 20</translation>
    </message>
    <message>
        <source>2</source>
        <translation>2</translation>
    </message>
    <message>
        <source>21 or more</source>
        <translation>21 чи більше</translation>
    </message>
    <message>
        <source>3</source>
        <translation>3</translation>
    </message>
    <message numerus="yes">
        <source>Bots have no Stability: for each step lost, the Bot gains %n Unrest instead (place it by Choice Processes: lowest Tax Value first).</source>
        <translation>
            <numerusform>Боти не мають Стабільності: за кожен втрачений крок Бот натомість отримує %n Заворушення (розмістіть його за Процедурами вибору: спершу найнижча Податкова вартість).</numerusform>
            <numerusform>Боти не мають Стабільності: за кожен втрачений крок Бот натомість отримує %n Заворушення (розмістіть їх за Процедурами вибору: спершу найнижча Податкова вартість).</numerusform>
            <numerusform>Боти не мають Стабільності: за кожен втрачений крок Бот натомість отримує %n Заворушень (розмістіть їх за Процедурами вибору: спершу найнижча Податкова вартість).</numerusform>
        </translation>
    </message>
    <message>
        <source>Bots have no Stability: for each step lost, the Bot gains 1 Unrest instead (place it by Choice Processes: lowest Tax Value first).</source>
        <translation>Боти не мають Стабільності: за кожен втрачений крок Бот натомість отримує 1 Заворушення (розмістіть його за Процедурами вибору: спершу найнижча Податкова вартість).</translation>
    </message>
    <message>
        <source>Bots have no Stability: for each step lost, the Bot gains {n} Unrest instead (place it by Choice Processes: lowest Tax Value first).</source>
        <translation>Боти не мають Стабільності: за кожен втрачений крок Бот натомість отримує Заворушення ({n}) (розмістіть його за Процедурами вибору: спершу найнижча Податкова вартість).</translation>
    </message>
    <message>
        <source>Can the Bot pay {n} Bot Power?</source>
        <translation>Чи може Бот сплатити {n} Очки бота?</translation>
    </message>
    <message>
        <source>Check both icons of the rule &apos;Gaining one token: gain another instead&apos; in your booklet: as in Bot Setup, this step gives the Bot a Town instead of a Vassal.</source>
        <translation>Перевірте у своїй брошурі обидва значки правила «Отримуючи один жетон, отримайте натомість інший»: як і під час Підготовки бота, цей крок дає Ботові Місто замість Васала.</translation>
    </message>
    <message>
        <source>Check this rule&apos;s first icon in your booklet: this step takes it as Stability lost.</source>
        <translation>Перевірте перший значок цього правила у своїй брошурі: цей крок вважає, що йдеться про втрату Стабільності.</translation>
    </message>
    <message>
        <source>Check this rule&apos;s icons in your booklet: this step gives Bot Power instead of Ducats.</source>
        <translation>Перевірте значки цього правила у своїй брошурі: цей крок дає Очки бота замість Дукатів.</translation>
    </message>
    <message>
        <source>Check this rule&apos;s icons in your booklet: this step takes them as Stability gained.</source>
        <translation>Перевірте значки цього правила у своїй брошурі: цей крок вважає, що йдеться про отримання Стабільності.</translation>
    </message>
    <message>
        <source>Check this rule&apos;s icons in your booklet: this step turns Ducats into Bot Power.</source>
        <translation>Перевірте значки цього правила у своїй брошурі: цей крок замінює Дукати на Очки бота.</translation>
    </message>
    <message>
        <source>Does the Event give more than {n} Ducats?</source>
        <translation>Чи дає Подія більше ніж {n} Дукатів?</translation>
    </message>
    <message>
        <source>Does the Event take more than {n} Ducats?</source>
        <translation>Чи забирає Подія більше ніж {n} Дукатів?</translation>
    </message>
    <message>
        <source>End of the EVENT Action.</source>
        <translation>Кінець Дії ПОДІЯ.</translation>
    </message>
    <message numerus="yes">
        <source>For each step of Stability gained, remove %n of the Bot&apos;s Unrest (highest Tax Value first).</source>
        <translation>
            <numerusform>За кожен отриманий крок Стабільності приберіть %n Заворушення Бота (спершу найвища Податкова вартість).</numerusform>
            <numerusform>За кожен отриманий крок Стабільності приберіть %n Заворушення Бота (спершу найвища Податкова вартість).</numerusform>
            <numerusform>За кожен отриманий крок Стабільності приберіть %n Заворушень Бота (спершу найвища Податкова вартість).</numerusform>
        </translation>
    </message>
    <message>
        <source>For each step of Stability gained, remove 1 of the Bot&apos;s Unrest (highest Tax Value first).</source>
        <translation>За кожен отриманий крок Стабільності приберіть 1 Заворушення Бота (спершу найвища Податкова вартість).</translation>
    </message>
    <message>
        <source>For each step of Stability gained, remove {n} of the Bot&apos;s Unrest (highest Tax Value first).</source>
        <translation>За кожен отриманий крок Стабільності приберіть Заворушення Бота ({n}) (спершу найвища Податкова вартість).</translation>
    </message>
    <message numerus="yes">
        <source>Instead of Ducats the Bot gains %n Bot Power: {one} per {per} Ducats, rounded up, at most {max}.</source>
        <translation>
            <numerusform>Замість Дукатів Бот отримує %n Очко бота: {one} за кожні {per} Дукатів, з округленням угору, щонайбільше {max}.</numerusform>
            <numerusform>Замість Дукатів Бот отримує %n Очки бота: {one} за кожні {per} Дукатів, з округленням угору, щонайбільше {max}.</numerusform>
            <numerusform>Замість Дукатів Бот отримує %n Очок бота: {one} за кожні {per} Дукатів, з округленням угору, щонайбільше {max}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Instead of Ducats the Bot gains {n} Bot Power (1 per 10 Ducats, rounded up, at most 3).</source>
        <translation>Замість Дукатів Бот отримує Очки бота ({n}) (1 за кожні 10 Дукатів, з округленням угору, щонайбільше 3).</translation>
    </message>
    <message>
        <source>Instead of Ducats the Bot gains {n} Bot Power: {one} per {per} Ducats, rounded up, at most {max}.</source>
        <translation>Замість Дукатів Бот отримує Очки бота ({n}): {one} за кожні {per} Дукатів, з округленням угору, щонайбільше {max}.</translation>
    </message>
    <message numerus="yes">
        <source>Instead of Ducats the Bot loses %n Available Bot Power: {one} per {per} Ducats, rounded up, at most {max}.</source>
        <translation>
            <numerusform>Замість Дукатів Бот втрачає %n Доступне Очко бота: {one} за кожні {per} Дукатів, з округленням угору, щонайбільше {max}.</numerusform>
            <numerusform>Замість Дукатів Бот втрачає %n Доступні Очки бота: {one} за кожні {per} Дукатів, з округленням угору, щонайбільше {max}.</numerusform>
            <numerusform>Замість Дукатів Бот втрачає %n Доступних Очок бота: {one} за кожні {per} Дукатів, з округленням угору, щонайбільше {max}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Instead of Ducats the Bot loses {lost} Available Bot Power (1 per 10 Ducats, rounded up, at most 3).</source>
        <translation>Замість Дукатів Бот втрачає Доступні Очки бота ({lost}) (1 за кожні 10 Дукатів, з округленням угору, щонайбільше 3).</translation>
    </message>
    <message>
        <source>Instead of Ducats the Bot loses {lost} Available Bot Power: {one} per {per} Ducats, rounded up, at most {max}.</source>
        <translation>Замість Дукатів Бот втрачає Доступні Очки бота ({lost}): {one} за кожні {per} Дукатів, з округленням угору, щонайбільше {max}.</translation>
    </message>
    <message>
        <source>Instead of Trading, the Bot gains {n} Bot Power.</source>
        <translation>Замість Торгівлі Бот отримує Очки бота ({n}).</translation>
    </message>
    <message>
        <source>Nothing applies: the Bot gains {n} Bot Power.</source>
        <translation>Ніщо не діє: Бот отримує Очки бота ({n}).</translation>
    </message>
    <message>
        <source>Pay {n} Bot Power to recruit all {units} Units of the Manpower Reserve into the Army.</source>
        <translation>Сплатіть {n} Очки бота, щоб завербувати до Армії всі Загони з Резерву людських ресурсів ({units}).</translation>
    </message>
    <message>
        <source>Remove the Units to be Exhausted from the Bot&apos;s Army (correct the Army on the Bot Mat).</source>
        <translation>Приберіть з Армії Бота Загони, що мають бути Виснажені (виправте Армію в панелі Бота).</translation>
    </message>
    <message>
        <source>Remove the Units to be Exhausted from the Bot&apos;s Army (correct the Army on the Bot&apos;s mat).</source>
        <translation>Приберіть з Армії Бота Загони, що мають бути Виснажені (виправте Армію в панелі Бота).</translation>
    </message>
    <message>
        <source>Resolve the Secondary Effects. Attrition, Unrest/Rebellion, Power Struggle: as normal. Character Mortality, Disloyal Vassals: as normal, Bots unaffected. Pirates: auto-resolution. Lost at Sea: Bots unaffected, auto-resolution for humans. Cardinal Dies: auto-resolution, ignoring the Bot&apos;s own. Native Uprising: the Bot ignores it. DNPR Expansion: auto-resolution, skipping Areas where this Bot Owns Provinces. Spread of Religious Ideas or of the Revolution: auto-resolution, but spread the Bot&apos;s State Religion first, avoid Religious Dissent for the Bot, prefer removing it.</source>
        <translation>Розіграйте Другорядні ефекти. Виснаження війною, Заворушення/Бунт, Боротьба за владу: як зазвичай. Смертність персонажів, Нелояльні васали: як зазвичай, Боти незачеплені. Пірати: автоматичний розіграш. Зниклі в морі: Боти незачеплені, автоматичний розіграш для людей. Смерть кардинала: автоматичний розіграш, ігноруючи власних кардиналів Бота. Повстання тубільців: Бот його ігнорує. Експансія DNPR: автоматичний розіграш, пропускаючи Області, де цей Бот є Власником Провінцій. Поширення релігійних ідей або Поширення революції: автоматичний розіграш, але спершу поширюйте Державну релігію Бота, уникайте Релігійного інакодумства для Бота, надавайте перевагу його прибиранню.</translation>
    </message>
    <message>
        <source>Take an Event from the display for the Bot. Choose the Event and its option by Choice Processes; when the Bot is not the Active Player it picks option A; on every sub-option it picks the first one.</source>
        <translation>Візьміть для Бота Подію з викладених. Оберіть Подію та її варіант за Процедурами вибору; коли Бот не Активний гравець, він обирає варіант A; у кожному підваріанті обирає перший.</translation>
    </message>
    <message>
        <source>The Bot does not Declare War (it only may when at Peace with more Available than Spent Bot Power).</source>
        <translation>Бот не Оголошує війни (може лише в стані Миру, маючи більше Доступних, ніж Витрачених Очок бота).</translation>
    </message>
    <message>
        <source>The Bot has no Unrest: it gains {n} Bot Power (2 per step).</source>
        <translation>Бот не має Заворушень: він отримує Очки бота ({n}) (2 за крок).</translation>
    </message>
    <message>
        <source>The Bot has no Unrest: it gains {n} Bot Power ({per} per step).</source>
        <translation>Бот не має Заворушень: він отримує Очки бота ({n}) ({per} за крок).</translation>
    </message>
    <message>
        <source>The booklet&apos;s text keeps this chart&apos;s heading (reached from the Main Turn Structure and Bot Card 01), its General Event Rules and its Secondary Effects, not its boxes. The same rules apply when another Realm&apos;s Event affects a Bot (&apos;An Event of another Realm affects the Bot&apos;). Several rules lack their icons in the booklet&apos;s text; the steps marked reconstructed read them.</source>
        <translation>Текст брошури зберігає заголовок цієї схеми (до неї ведуть Структура основного ходу та Карта бота 01), її Загальні правила подій і Другорядні ефекти, а не її поля. Ті самі правила діють, коли Подія іншої Держави зачіпає Бота («Подія іншої Держави зачіпає Бота»). У тексті брошури кільком правилам бракує значків; кроки, позначені як реконструйовані, подають їхнє тлумачення.</translation>
    </message>
    <message>
        <source>The booklet&apos;s text lacks both icons of the rule &apos;Gaining one token: gain another instead&apos;; Bot Setup replaces Vassals with Towns, so this reads it the same way. Check your copy.</source>
        <translation>У тексті брошури бракує обох значків правила «Отримуючи один жетон, отримайте натомість інший»; Підготовка бота перетворює Васалів на Міста, тож цей крок тлумачить його так само. Перевірте свій примірник.</translation>
    </message>
    <message>
        <source>The booklet&apos;s text lacks the icons of the two tokens this rule is about: check your copy.</source>
        <translation>У тексті брошури бракує значків обох жетонів, про які йдеться в цьому правилі: перевірте свій примірник.</translation>
    </message>
    <message>
        <source>The booklet&apos;s text lacks this rule&apos;s first icon; losing Stability is a reading.</source>
        <translation>У тексті брошури бракує першого значка цього правила; втрата Стабільності — це тлумачення.</translation>
    </message>
    <message>
        <source>The booklet&apos;s text lacks this rule&apos;s icons; Ducats turned into Bot Power is a reading.</source>
        <translation>У тексті брошури бракує значків цього правила; Дукати, обернені на Очки бота, — це тлумачення.</translation>
    </message>
    <message>
        <source>The booklet&apos;s text lacks this rule&apos;s icons; gaining Stability is a reading.</source>
        <translation>У тексті брошури бракує значків цього правила; отримання Стабільності — це тлумачення.</translation>
    </message>
    <message>
        <source>The chart image is not in our sources (it is reached from Main Turn Structure and Bot Card 01, per seed 000). The General Event Rules and Secondary Effects are, and they also apply when another Realm&apos;s Event affects a Bot.</source>
        <translation>Зображення схеми немає в наших джерелах (до неї ведуть Структура основного ходу та Карта бота 01, за джерелом 000). Загальні правила подій і Другорядні ефекти є, і вони діють також тоді, коли Подія іншої Держави зачіпає Бота.</translation>
    </message>
    <message>
        <source>The chart image is not in our sources (the Polish booklet says it is reached from Main Turn Structure and from a Bot Card). The General Event Rules and Secondary Effects are, and they also apply when another Realm&apos;s Event affects a Bot.</source>
        <translation>Зображення схеми немає в наших джерелах (польський буклет каже, що до неї ведуть Структура основного ходу та Карта бота). Загальні правила подій і Другорядні ефекти є, і вони діють також тоді, коли Подія іншої Держави зачіпає Бота.</translation>
    </message>
    <message>
        <source>The chart image is not in our sources (the Polish booklet says it is reached from Main Turn Structure and from a Bot Card). The General Event Rules and Secondary Effects are, and they also apply when another Realm&apos;s Event affects a Bot. One rule (&apos;gaining one token: gain another instead&apos;) lost both icons in both seeds; resolve it from your booklet.</source>
        <translation>Зображення схеми немає в наших джерелах (польський буклет каже, що до неї ведуть Структура основного ходу та Карта бота). Загальні правила подій і Другорядні ефекти є, і вони діють також тоді, коли Подія іншої Держави зачіпає Бота. Одне правило («отримуючи один жетон, отримайте натомість інший») втратило обидва значки в обох джерелах; розіграйте його за своїм буклетом.</translation>
    </message>
    <message>
        <source>The token icons are lost in both seeds.</source>
        <translation>Значки жетонів втрачено в обох джерелах.</translation>
    </message>
</context>
<context>
    <name>eupop/explore</name>
    <message>
        <source>Explore it as the main rules say (several: highest Tax Value, then alphabetical). Shuffle any set-aside Trade Cards with this Distant Continent&apos;s number into the Trade Deck.</source>
        <translation>Розвідайте її за основними правилами (кілька: найвища Податкова вартість, потім за абеткою). Перетасуйте відкладені торгові карти з номером цього Віддаленого континенту в Торгову колоду.</translation>
    </message>
    <message>
        <source>Is there a Distant Province or Territory numbered {n} next to a Bot Town or Ship?</source>
        <translation>Чи є Віддалена Провінція або Територія з номером {n} поруч із Містом або Кораблем Бота?</translation>
    </message>
    <message>
        <source>Roll a die for the number of the Distant Territories to Explore.</source>
        <translation>Киньте кубик, щоб визначити номер Віддалених Територій для розвідки.</translation>
    </message>
    <message>
        <source>The booklet&apos;s text keeps this chart&apos;s heading (reached from NAVAL, from COLONIZE and from Bot Card 11) and its footnotes (Castile or Portugal and the discovery Event; a Distant Province or Territory next to a Bot Town or Ship, Territories matching the die; set-aside Trade Cards), not its boxes.</source>
        <translation>Текст брошури зберігає заголовок цієї схеми (до неї ведуть МОРСЬКА, КОЛОНІЗАЦІЯ та Карта бота 11) і її примітки (Кастилія чи Португалія та Подія відкриття; Віддалена Провінція чи Територія поряд із Містом або Кораблем Бота, Території, що відповідають кидку кубика; відкладені торгові карти), а не її поля.</translation>
    </message>
    <message>
        <source>The chart image is not in our sources; its footnotes are (Castile/Portugal and the discovery Event, adjacency and the rolled number of Territories, set-aside Trade Cards).</source>
        <translation>Зображення схеми немає в наших джерелах; її примітки є (Кастилія/Португалія та Подія відкриття, суміжність і викинутий номер Територій, відкладені торгові карти).</translation>
    </message>
    <message>
        <source>The chart image is not in our sources; its three footnotes are (Castile/Portugal and the discovery Event, adjacency and the rolled number of Territories, set-aside Trade Cards).</source>
        <translation>Зображення схеми немає в наших джерелах; її три примітки є (Кастилія/Португалія та Подія відкриття, суміжність і викинутий номер Територій, відкладені торгові карти).</translation>
    </message>
</context>
<context>
    <name>eupop/focus</name>
    <message>
        <source>Does the {area} Focus area hold {threshold} or more Bot Power?</source>
        <translation>Чи область Зосередження {area} має {threshold} чи більше Очок бота?</translation>
    </message>
    <message>
        <source>Does this Focus area hold {threshold} or more Bot Power?</source>
        <translation>Чи ця область Зосередження має {threshold} чи більше Очок бота?</translation>
    </message>
    <message>
        <source>Focus area: {area}.</source>
        <translation>Область Зосередження: {area}.</translation>
    </message>
    <message>
        <source>Is there a {area} Milestone the Bot can score now?</source>
        <translation>Чи є Віха ({area}), яку Бот може зараз отримати?</translation>
    </message>
    <message>
        <source>Move the {moved} Bot Power paid for this card from Spent to the {area} Focus area; it now holds {in_focus}. Set the card aside.</source>
        <translation>Перемістіть Очки бота, сплачені за цю карту ({moved}), з Витрачених до області Зосередження {area}; там тепер {in_focus}. Відкладіть карту.</translation>
    </message>
    <message>
        <source>Our card data names no Focus area for this card. Which Milestone type does the card show?</source>
        <translation>Наші дані карт не вказують області Зосередження для цієї карти. Який тип Віхи показує карта?</translation>
    </message>
    <message>
        <source>Score that Milestone for the Bot (several: by Choice Processes). Return the {returned} Bot Power in the Focus area to Supply.</source>
        <translation>Отримайте цю Віху для Бота (кілька: за Процедурами вибору). Поверніть Очки бота з області Зосередження ({returned}) до Запасу.</translation>
    </message>
    <message>
        <source>The booklet&apos;s text keeps only this chart&apos;s heading. The Bot Power spent on FOCUS goes to the Focus area of the card&apos;s Milestone type; with as much there as the Difficulty Level asks, the Bot scores a Milestone. Cards used for FOCUS are set aside at the reshuffle.</source>
        <translation>Текст брошури зберігає лише заголовок цієї схеми. Очки бота, витрачені на ЗОСЕРЕДЖЕННЯ, потрапляють до області Зосередження типу Віхи з карти; коли їх там стільки, скільки вимагає Рівень складності, Бот отримує Віху. Карти, використані для ЗОСЕРЕДЖЕННЯ, відкладають, коли карти замішують.</translation>
    </message>
    <message>
        <source>The card list the app uses names no Milestone type for this card: read it from your card.</source>
        <translation>Список карт, яким користується застосунок, не називає типу Віхи для цієї карти: прочитайте його зі своєї карти.</translation>
    </message>
    <message>
        <source>The chart image is not in our sources. The Bot Power spent on FOCUS goes to the Focus area of the card&apos;s Milestone type; with as much there as the difficulty asks, the Bot scores a Milestone. Cards used for FOCUS are set aside at the reshuffle.</source>
        <translation>Зображення схеми немає в наших джерелах. Очки бота, витрачені на ЗОСЕРЕДЖЕННЯ, ідуть до області Зосередження типу Віхи з карти; коли їх там стільки, скільки вимагає рівень складності, Бот отримує Віху. Карти, використані для ЗОСЕРЕДЖЕННЯ, відкладають під час замішування.</translation>
    </message>
    <message>
        <source>Which Milestone type does the FOCUS Action of card {card} show?</source>
        <translation>Який тип Віхи показує Дія ЗОСЕРЕДЖЕННЯ на карті {card}?</translation>
    </message>
</context>
<context>
    <name>eupop/idea</name>
    <message>
        <source>Move the Administrative Ideas chit on the Bot Mat: {count} Researched.</source>
        <translation>Пересуньте жетон Адміністративних ідей на Планшеті бота: Досліджено: {count}.</translation>
    </message>
    <message>
        <source>Move the Diplomatic Ideas chit on the Bot Mat: {count} Researched.</source>
        <translation>Пересуньте жетон Дипломатичних ідей на Планшеті бота: Досліджено: {count}.</translation>
    </message>
    <message>
        <source>Move the Military Ideas chit on the Bot Mat: {count} Researched.</source>
        <translation>Пересуньте жетон Військових ідей на Планшеті бота: Досліджено: {count}.</translation>
    </message>
    <message>
        <source>The Bot now has QftNW: it may Explore Distant Sea Zones and target vacant Territories.</source>
        <translation>Бот тепер має QftNW: він може розвідувати Віддалені Морські зони та обирати ціллю вільні території.</translation>
    </message>
    <message>
        <source>The booklet&apos;s text keeps only this chart&apos;s heading. Bots Research and tag Ideas as normal but ignore their effects; the Bot Mat counts Ideas per type, up to its last space, for the bonuses.</source>
        <translation>Текст брошури зберігає лише заголовок цієї схеми. Боти досліджують і позначають Ідеї як зазвичай, але ігнорують їхні ефекти; Планшет бота рахує Ідеї кожного типу, до останнього поля, для бонусів.</translation>
    </message>
    <message>
        <source>The chart image is not in our sources. Bots Research and tag Ideas as normal but ignore their effects; the Bot Mat counts Ideas per type (up to 3) for the bonuses.</source>
        <translation>Зображення схеми немає в наших джерелах. Боти досліджують і позначають Ідеї як зазвичай, але ігнорують їхні ефекти; Планшет бота лічить Ідеї кожного типу (до 3) для бонусів.</translation>
    </message>
    <message>
        <source>The chart image is not in our sources. Bots Research and tag Ideas as normal but ignore their effects; the Bot Mat counts Ideas per type, up to its last space, for the bonuses.</source>
        <translation>Зображення схеми немає в наших джерелах. Боти досліджують і позначають Ідеї як зазвичай, але ігнорують їхні ефекти; Планшет бота лічить Ідеї кожного типу, до останнього поля, для бонусів.</translation>
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
        <translation>20+ Малих міст</translation>
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
        <translation>8 Великих міст</translation>
    </message>
    <message>
        <source>Both booklets say the tile gives the Bot &apos;an additional&apos; something in Phase 4 and lack its icon; 1 Bot Power is a reading: check your copy.</source>
        <translation>Обидві брошури кажуть, що плитка дає Ботові у фазі 4 «додаткове» щось, але в них бракує його значка; 1 Очко бота — це тлумачення: перевірте свій примірник.</translation>
    </message>
    <message>
        <source>Both seeds say the tile gives the Bot &apos;an additional&apos; something in Phase 4; the icon is lost in our copies. We read it as 1 Bot Power.</source>
        <translation>Обидва джерела кажуть, що плитка дає Ботові «додатково» щось у Фазі 4; значок утрачено в наших копіях. Ми читаємо це як 1 Очко бота.</translation>
    </message>
    <message>
        <source>Check the icon of this reward in your booklet.</source>
        <translation>Перевірте значок цієї нагороди у своїй брошурі.</translation>
    </message>
    <message>
        <source>Does the Bot have 20 or more Small Towns in play, all 8 Large Towns in play, both, or neither?</source>
        <translation>Чи має Бот у грі 20 чи більше Малих міст, усі 8 Великих міст, і те, і те, чи жодне?</translation>
    </message>
    <message>
        <source>Does the Bot have {small} or more Small Towns in play, all {large} Large Towns in play, both, or neither?</source>
        <translation>Чи має Бот у грі {small} чи більше Малих міст, усі Великі міста ({large}), і те, і те, чи жодне?</translation>
    </message>
    <message numerus="yes">
        <source>Gain %n Bot Power (Difficulty Level). Available: {available}.</source>
        <translation>
            <numerusform>Отримайте %n Очко бота (Рівень складності). Доступні: {available}.</numerusform>
            <numerusform>Отримайте %n Очки бота (Рівень складності). Доступні: {available}.</numerusform>
            <numerusform>Отримайте %n Очок бота (Рівень складності). Доступні: {available}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Gain %n Bot Power for the +20 Income tile (check your booklet).</source>
        <translation>
            <numerusform>Отримайте %n Очко бота за плитку «Дохід +20» (перевірте в брошурі).</numerusform>
            <numerusform>Отримайте %n Очки бота за плитку «Дохід +20» (перевірте в брошурі).</numerusform>
            <numerusform>Отримайте %n Очок бота за плитку «Дохід +20» (перевірте в брошурі).</numerusform>
        </translation>
    </message>
    <message>
        <source>How much extra Monarch Power and Ducats does the current Imperial Authority level give? The Bot gains that much Bot Power.</source>
        <translation>Скільки додаткових Очок влади й Дукатів дає поточний рівень Імперського авторитету? Бот отримує стільки ж Очок бота.</translation>
    </message>
    <message>
        <source>If Imperial Authority is at +6, the Bot Emperor gains the extra reward printed in your booklet (the icon is lost in our sources).</source>
        <translation>Якщо Імперський авторитет становить +6, Імператор-бот отримує додаткову нагороду, надруковану у вашому буклеті (значок утрачено в наших джерелах).</translation>
    </message>
    <message>
        <source>If Imperial Authority is at +{level}, the Bot Emperor also gains the reward your booklet prints in this rule.</source>
        <translation>Якщо Імперський авторитет становить +{level}, Імператор-бот також отримує нагороду, яку це правило подає у вашій брошурі.</translation>
    </message>
    <message>
        <source>If Imperial Authority is at +{level}, the Bot Emperor gains the extra reward printed in your booklet (the icon is lost in our sources).</source>
        <translation>Якщо Імперський авторитет становить +{level}, Імператор-бот отримує додаткову нагороду, надруковану у вашому буклеті (значок утрачено в наших джерелах).</translation>
    </message>
    <message>
        <source>Refresh Bot Power: return the {spent} Spent Bot Power to the Supply.</source>
        <translation>Поновлення очок бота: поверніть Витрачені Очки бота ({spent}) до Запасу.</translation>
    </message>
    <message>
        <source>Roll for Imperial Authority as for an NPR Emperor (main rules p. 45).</source>
        <translation>Киньте кубик на Імперський авторитет, як для Імператора NPR (основні правила, с. 45).</translation>
    </message>
    <message>
        <source>The app does not track Imperial Authority; the answer choices stop at 4 because the amount must be picked, not typed.</source>
        <translation>Застосунок не відстежує Імперський авторитет; варіанти відповіді закінчуються на 4, бо значення треба обрати, а не ввести.</translation>
    </message>
    <message>
        <source>The booklet&apos;s text lacks the icon of this reward: check your copy.</source>
        <translation>У тексті брошури бракує значка цієї нагороди: перевірте свій примірник.</translation>
    </message>
    <message>
        <source>Your booklet says the tile gives the Bot something additional in Phase 4: check its icon there. This step gives one Bot Power.</source>
        <translation>Ваша брошура каже, що плитка дає Ботові у фазі 4 щось додаткове: перевірте там її значок. Цей крок дає одне Очко бота.</translation>
    </message>
</context>
<context>
    <name>eupop/land_battle</name>
    <message>
        <source>An Opponent (human or Bot)</source>
        <translation>З Опонентом (людиною або Ботом)</translation>
    </message>
    <message>
        <source>Do the hits eliminate all {strength} standing Units of the Bot&apos;s Army?</source>
        <translation>Чи влучання знищують усі Загони Армії Бота, що стоять ({strength})?</translation>
    </message>
    <message>
        <source>Do the hits eliminate every standing Unit of the Bot&apos;s Army ({strength})?</source>
        <translation>Чи влучання знищують кожен Загін Армії Бота, що стоїть ({strength})?</translation>
    </message>
    <message>
        <source>Follow the normal Battle Sequence (main rules, page 26). Each Battle Round the Bot rolls {dice} Infantry Dice; all its Units count as Infantry. No Military cards, no Generals, and the Bot never retreats. Laid-down Units neither hit nor become Casualties.</source>
        <translation>Дотримуйтеся звичайної послідовності Битви (основні правила, сторінка 26). У кожному Раунді битви Бот кидає Кубики піхоти ({dice}); усі його Загони вважаються Піхотою. Без Військових карт, без Генералів, і Бот ніколи не відступає. Покладені Загони не завдають влучань і не стають Втратами.</translation>
    </message>
    <message>
        <source>Follow the normal Battle Sequence (main rules, page {page}). Each Battle Round the Bot rolls {dice} Infantry Dice; all its Units count as Infantry. No Military cards, no Generals, and the Bot never retreats. Laid-down Units neither hit nor become Casualties.</source>
        <translation>Дотримуйтеся звичайної послідовності Битви (основні правила, сторінка {page}). У кожному Раунді битви Бот кидає Кубики піхоти ({dice}); усі його Загони вважаються Піхотою. Без Військових карт, без Генералів, і Бот ніколи не відступає. Покладені Загони не завдають влучань і не стають Втратами.</translation>
    </message>
    <message>
        <source>Has the Bot any Units left?</source>
        <translation>Чи в Бота лишилися якісь Загони?</translation>
    </message>
    <message>
        <source>How many Casualties did the Bot&apos;s Army take in this Battle? {standing} Units stand.</source>
        <translation>Скільки Втрат зазнала Армія Бота в цій Битві? Загонів стоїть: {standing}.</translation>
    </message>
    <message>
        <source>How many hits did those dice roll? Each is one Casualty; {strength} Units stand.</source>
        <translation>Скільки влучань дав кидок кубика? Кожне — це одна Втрата; Загонів стоїть: {strength}.</translation>
    </message>
    <message>
        <source>Remove the Bot&apos;s Casualties from its Army on the Bot Mat. Standing now: {standing}.</source>
        <translation>Приберіть Втрати Бота з його Армії на Планшеті бота. Стоять тепер: {standing}.</translation>
    </message>
    <message>
        <source>Remove the Bot&apos;s Casualties from its Army on the Bot Mat. {standing} Units stand now.</source>
        <translation>Приберіть Втрати Бота з його Армії на Планшеті бота. Загонів, що стоять: {standing}.</translation>
    </message>
    <message>
        <source>Remove the Casualties from the Army on the Bot Mat; some Units remain.</source>
        <translation>Приберіть Втрати з Армії на Планшеті бота; частина Загонів лишається.</translation>
    </message>
    <message>
        <source>Remove tokens equal to half the Army&apos;s starting strength: half of {strength} is {half} (the token&apos;s icon is lost in both seeds; the rounding is not printed).</source>
        <translation>Приберіть жетони в кількості половини початкової сили Армії: половина від {strength} — це {half} (значок жетона втрачено в обох джерелах; округлення не надруковано).</translation>
    </message>
    <message>
        <source>Roll one Infantry Die per NPR or Rebel Unit present. Each hit result counts as one Casualty for the Bot&apos;s Army ({strength} Units stand at the start).</source>
        <translation>Киньте один Кубик піхоти за кожен присутній Загін NPR або бунтівників. Кожен результат влучання — одна Втрата для Армії Бота (на початку стоїть Загонів: {strength}).</translation>
    </message>
    <message numerus="yes">
        <source>The Army loses its %n standing Units.</source>
        <translation>
            <numerusform>Армія втрачає свій %n Загін, що стоїть.</numerusform>
            <numerusform>Армія втрачає свої %n Загони, що стоять.</numerusform>
            <numerusform>Армія втрачає свої %n Загонів, що стоять.</numerusform>
        </translation>
    </message>
    <message>
        <source>The Army loses its {lost} standing Units.</source>
        <translation>Армія втрачає свої Загони, що стоять ({lost}).</translation>
    </message>
    <message>
        <source>The Bot rolls its Battle Dice as normal; assign Casualties as in &apos;Fighting Multiple Enemies&apos; (main rules, page 27).</source>
        <translation>Бот кидає Бойові кубики як зазвичай; розподіліть Втрати, як у «Бою з кількома Ворогами» (основні правила, сторінка 27).</translation>
    </message>
    <message>
        <source>The booklet gives these rules both as a chart and in prose; its text keeps the prose, which these steps follow. The Bot Power for the Active Bot&apos;s first win of a Turn is given by the calling chart.</source>
        <translation>Брошура подає ці правила і схемою, і описом; її текст зберігає опис, на який спираються ці кроки. Очки бота за першу перемогу активного Бота в Ході дає схема, що її викликає.</translation>
    </message>
    <message>
        <source>The booklet&apos;s text lacks the die faces that count as hits: read them from your copy.</source>
        <translation>У тексті брошури бракує граней кубика, що рахуються як влучання: подивіться їх у своєму примірнику.</translation>
    </message>
    <message>
        <source>The booklet&apos;s text lacks the icon of the token removed and does not say how to round: check your copy.</source>
        <translation>У тексті брошури бракує значка жетона, який прибирають, і не сказано, як округлювати: перевірте свій примірник.</translation>
    </message>
    <message>
        <source>The chart itself is not in our sources; the prose of &apos;Land Battles&apos; is. The Bot Power for the Active Bot&apos;s first win of a Turn is given by the calling chart.</source>
        <translation>Самої схеми немає в наших джерелах; є текст «Сухопутні битви». Очки бота за першу перемогу Активного Бота за Хід дає схема, що викликає.</translation>
    </message>
    <message>
        <source>The chart on page 16 is not in our sources; the prose of &apos;Land Battles&apos; is. The 1 Bot Power for the Active Bot&apos;s first win of a Turn is given by the calling chart.</source>
        <translation>Схеми зі сторінки 16 немає в наших джерелах; є текст «Сухопутні битви». 1 Очко бота за першу перемогу Активного Бота за Хід дає схема, що викликає.</translation>
    </message>
    <message>
        <source>The hit symbols on the die are lost in both seeds&apos; text.</source>
        <translation>Символи влучань на кубику втрачено в тексті обох джерел.</translation>
    </message>
    <message>
        <source>how many hits the Infantry Dice rolled</source>
        <translation>скільки влучань дав кидок кубиків Піхоти</translation>
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
        <translation>Від цієї MC і вище MC + 3 не менша за мінімум для Морського мосту; нижче MAC дорівнює цьому мінімуму.</translation>
    </message>
    <message>
        <source>Is the Bot&apos;s MC for this Area {n} or more?</source>
        <translation>Чи MC Бота для цієї Області становить {n} чи більше?</translation>
    </message>
    <message>
        <source>MAC here is at least {mac}. Standing: {standing}. Laid down: {laid_down}.</source>
        <translation>MAC тут щонайменше {mac}. Стоять: {standing}. Покладено: {laid_down}.</translation>
    </message>
    <message>
        <source>MAC here is {mac}, the minimum with a Naval Bridge. Standing: {standing}. Laid down: {laid_down}.</source>
        <translation>MAC тут {mac}, мінімум із Морським мостом. Стоять: {standing}. Покладено: {laid_down}.</translation>
    </message>
    <message>
        <source>What is the Bot&apos;s MC for this Area (main rules, page {page})? MAC is MC + {plus}. Answer {top} when it is {top} or more.</source>
        <translation>Яка MC Бота для цієї Області (основні правила, сторінка {page})? MAC — це MC + {plus}. Відповідайте {top}, коли вона {top} чи більше.</translation>
    </message>
</context>
<context>
    <name>eupop/main</name>
    <message>
        <source>Can the Bot Colonize a Territory now (a Colonist and a Colonial Claim on a vacant Territory, as the main rules require)? A Bot with no Small Towns left does not Colonize.</source>
        <translation>Чи може Бот зараз колонізувати Територію (Колоніст і колоніальна Претензія на вільну територію, як вимагають основні правила)? Бот без Малих міст не колонізує.</translation>
    </message>
    <message>
        <source>Draw the top Bot Card: card {card}, {actions}. Pay its cost in Bot Power: {cost} (with less Available, pay what is left and still act).</source>
        <translation>Доберіть верхню Карту бота: карта {card}, {actions}. Сплатіть її вартість в Очках бота: {cost} (якщо Доступних менше, сплатіть залишок і однаково дійте).</translation>
    </message>
    <message>
        <source>Draw the top Bot Card: card {card}, {actions}. Pay its cost, {cost} Bot Power (with less Available, pay what is left and still act).</source>
        <translation>Доберіть верхню Карту бота: карта {card}, {actions}. Сплатіть її вартість в Очках бота: {cost} (якщо Доступних менше, сплатіть залишок і однаково дійте).</translation>
    </message>
    <message>
        <source>Is the Bot&apos;s Army on the map in an Area where it can Siege Provinces? (Island Provinces need a Bot Ship in an adjacent Sea Zone; a Bot with no Small Towns left does not Siege.)</source>
        <translation>Чи Армія Бота на мапі в Області, де може брати в облогу Провінції? (Острівні Провінції потребують Корабля Бота в суміжній Морській зоні; Бот без Малих міст не бере в облогу.)</translation>
    </message>
    <message>
        <source>No Action</source>
        <translation>Жодна Дія</translation>
    </message>
    <message>
        <source>Our sources do not say whether this card has a War Action. What does the card show?</source>
        <translation>Наші джерела не кажуть, чи має ця карта Дію війни. Що показує карта?</translation>
    </message>
    <message>
        <source>Our sources do not say whether this card shows a discard icon. Look at the card: if it shows one, discard the top card of that Action deck.</source>
        <translation>Наші джерела не кажуть, чи показує ця карта значок скидання. Подивіться на карту: якщо показує, скиньте верхню карту з цієї колоди дій.</translation>
    </message>
    <message>
        <source>Read from your card whether it has a War Action.</source>
        <translation>Прочитайте на своїй карті, чи має вона Дію війни.</translation>
    </message>
    <message>
        <source>Read the discard icon from your card.</source>
        <translation>Прочитайте значок скидання на своїй карті.</translation>
    </message>
    <message>
        <source>Resolve the card as printed, then end the Turn.</source>
        <translation>Розіграйте карту, як надруковано, потім завершіть Хід.</translation>
    </message>
    <message>
        <source>The booklet&apos;s text does not list the discard icon of any card: read it from your card.</source>
        <translation>Текст брошури не подає значка скидання жодної карти: прочитайте його зі своєї карти.</translation>
    </message>
    <message>
        <source>The booklet&apos;s text does not say whether this card has a War Action: read it from your card.</source>
        <translation>Текст брошури не каже, чи ця карта має Дію війни: прочитайте це зі своєї карти.</translation>
    </message>
    <message>
        <source>The booklet&apos;s text keeps this chart&apos;s footnotes (when the Bot is attacked; paying a card with too little Bot Power left), not its boxes. The order DEFEND, SIEGE, COLONIZE, then a Bot Card is a reading of the booklet&apos;s description.</source>
        <translation>Текст брошури зберігає примітки цієї схеми (коли на Бота напали; оплата карти, коли лишилося замало Очок бота), а не її поля. Порядок ОБОРОНА, ОБЛОГА, КОЛОНІЗАЦІЯ, потім Карта бота — це тлумачення опису з брошури.</translation>
    </message>
    <message>
        <source>The chart image is not in our sources. The order (DEFEND, SIEGE, COLONIZE, then a Bot Card) follows the booklet&apos;s description; footnotes 4 and 5 come from seed 000.</source>
        <translation>Зображення схеми немає в наших джерелах. Порядок (ОБОРОНА, ОБЛОГА, КОЛОНІЗАЦІЯ, потім Карта бота) іде за описом у буклеті; примітки 4 і 5 походять із джерела 000.</translation>
    </message>
    <message>
        <source>The chart image is not in our sources. The order (DEFEND, SIEGE, COLONIZE, then a Bot Card) follows the booklet&apos;s description; the footnotes on being attacked and on paying a card come from the Polish booklet.</source>
        <translation>Зображення схеми немає в наших джерелах. Порядок (ОБОРОНА, ОБЛОГА, КОЛОНІЗАЦІЯ, потім Карта бота) іде за описом у буклеті; примітки про напад і про оплату карти походять із польського буклета.</translation>
    </message>
    <message>
        <source>This card&apos;s action is not known. Resolve the card as printed, then end the Turn.</source>
        <translation>Дія цієї карти невідома. Розіграйте карту, як надруковано, потім завершіть Хід.</translation>
    </message>
</context>
<context>
    <name>eupop/military</name>
    <message numerus="yes">
        <source>%n Units</source>
        <translation>
            <numerusform>%n Загін</numerusform>
            <numerusform>%n Загони</numerusform>
            <numerusform>%n Загонів</numerusform>
        </translation>
    </message>
    <message>
        <source>1</source>
        <translation>1</translation>
    </message>
    <message>
        <source>1 Bot Power</source>
        <translation>1 Очко бота</translation>
    </message>
    <message>
        <source>2</source>
        <translation>2</translation>
    </message>
    <message>
        <source>2 Bot Power</source>
        <translation>2 Очки бота</translation>
    </message>
    <message>
        <source>Both booklets lack the icons of the footnote &apos;the Bot must remove one fewer ... if it has a ... on the target Realm&apos;; a Claim on the target is a reading.</source>
        <translation>В обох брошурах бракує значків примітки «Бот мусить прибрати на один … менше, якщо має … на цільовій Державі»; Претензія на ціль — це тлумачення.</translation>
    </message>
    <message>
        <source>Check the icons of this footnote in your booklet: this step takes the token the Bot has on the target Realm to be a Claim.</source>
        <translation>Перевірте значки цієї примітки у своїй брошурі: цей крок вважає жетон Бота на цільовій Державі Претензією.</translation>
    </message>
    <message>
        <source>Declare War on the target (check the DoW restrictions of the main rules, page 22). Resolve the Battles this triggers alphabetically, Sea Zones first, then Areas.</source>
        <translation>Оголосіть війну цілі (перевірте обмеження DoW з основних правил, сторінка 22). Розіграйте спричинені цим Битви за абеткою, спершу Морські зони, потім Області.</translation>
    </message>
    <message>
        <source>Declare War on the target (check the DoW restrictions of the main rules, page {page}). If the Bot has a Claim on the target, it removes one token fewer than the DoW asks (check this footnote in your booklet). Resolve the Battles this triggers alphabetically, Sea Zones first, then Areas.</source>
        <translation>Оголосіть війну цілі (перевірте обмеження DoW в основних правилах, с. {page}). Якщо Бот має Претензію на ціль, він прибирає на один жетон менше, ніж вимагає DoW (перевірте цю примітку у своїй брошурі). Розіграйте спричинені Битви за абеткою, спершу Морські зони, потім Області.</translation>
    </message>
    <message>
        <source>Declare War on the target (check the DoW restrictions of the main rules, page {page}). Resolve the Battles this triggers alphabetically, Sea Zones first, then Areas.</source>
        <translation>Оголосіть війну цілі (перевірте обмеження DoW з основних правил, сторінка {page}). Розіграйте спричинені цим Битви за абеткою, спершу Морські зони, потім Області.</translation>
    </message>
    <message>
        <source>Does the Bot have {n} or more Bot Power Available?</source>
        <translation>Чи має Бот {n} чи більше Доступних Очок бота?</translation>
    </message>
    <message>
        <source>Footnote: the Bot must remove one fewer token if it has a Claim on the target Realm (the token&apos;s icon is lost in both seeds).</source>
        <translation>Примітка: Бот прибирає на один жетон менше, якщо має Претензію на цільову Державу (значок жетона втрачено в обох джерелах).</translation>
    </message>
    <message>
        <source>How many Bot Power does one recruit cost on your MILITARY chart? Our sources keep only &apos;Units recruited per Bot Power spent&apos;.</source>
        <translation>Скільки Очок бота коштує одне вербування на вашій схемі ВІЙСЬКОВА? Наші джерела зберігають лише «Загони, завербовані за витрачене Очко бота».</translation>
    </message>
    <message>
        <source>How much Bot Power does one recruit cost on your MILITARY chart? Our sources keep only &apos;Units recruited per Bot Power spent&apos;.</source>
        <translation>Скільки Очок бота коштує одне вербування на вашій схемі ВІЙСЬКОВА? Наші джерела зберігають лише «Загони, завербовані за витрачене Очко бота».</translation>
    </message>
    <message>
        <source>Move the Army up to 2 Areas toward the Enemy. It stops on entering a Hostile or Neutral Area, ignores Mountain borders, removes 1 Influence from a Neutral Area it enters, and never enters a Neutral Area holding the Bot&apos;s Claim.</source>
        <translation>Пересуньте Армію щонайбільше на 2 Області в бік Ворога. Вона зупиняється, увійшовши до Ворожої або Нейтральної Області, ігнорує Гірські кордони, прибирає 1 Вплив із Нейтральної Області, до якої входить, і ніколи не входить до Нейтральної Області з Претензією Бота.</translation>
    </message>
    <message numerus="yes">
        <source>Move the Army up to {reach} Areas toward the Enemy. It stops on entering a Hostile or Neutral Area, ignores Mountain borders, removes %n Influence from a Neutral Area it enters, and never enters a Neutral Area holding the Bot&apos;s Claim.</source>
        <translation>
            <numerusform>Пересуньте Армію в бік Ворога щонайбільше на стільки Областей: {reach}. Вона зупиняється, увійшовши до Ворожої або Нейтральної Області, ігнорує Гірські кордони, прибирає %n одиницю Впливу з Нейтральної Області, до якої входить, і ніколи не входить до Нейтральної Області з Претензією Бота.</numerusform>
            <numerusform>Пересуньте Армію в бік Ворога щонайбільше на стільки Областей: {reach}. Вона зупиняється, увійшовши до Ворожої або Нейтральної Області, ігнорує Гірські кордони, прибирає %n одиниці Впливу з Нейтральної Області, до якої входить, і ніколи не входить до Нейтральної Області з Претензією Бота.</numerusform>
            <numerusform>Пересуньте Армію в бік Ворога щонайбільше на стільки Областей: {reach}. Вона зупиняється, увійшовши до Ворожої або Нейтральної Області, ігнорує Гірські кордони, прибирає %n одиниць Впливу з Нейтральної Області, до якої входить, і ніколи не входить до Нейтральної Області з Претензією Бота.</numerusform>
        </translation>
    </message>
    <message>
        <source>Move the Army up to {reach} Areas toward the Enemy. It stops on entering a Hostile or Neutral Area, ignores Mountain borders, removes {n} Influence from a Neutral Area it enters, and never enters a Neutral Area holding the Bot&apos;s Claim.</source>
        <translation>Пересуньте Армію в бік Ворога щонайбільше на стільки Областей: {reach}. Вона зупиняється, увійшовши до Ворожої або Нейтральної Області, ігнорує Гірські кордони, прибирає Вплив ({n}) з Нейтральної Області, до якої входить, і ніколи не входить до Нейтральної Області з Претензією Бота.</translation>
    </message>
    <message>
        <source>Only {n} Units cross a Naval Bridge: lay down the rest. The Army has {standing} standing and {laid_down} laid down.</source>
        <translation>Морський міст перетинає лише стільки Загонів: {n}; решту покладіть. В Армії стоять {standing}, покладено {laid_down}.</translation>
    </message>
    <message>
        <source>Place the Army in one of the Bot&apos;s Areas on the map, one from which it can reach the Enemy (several: highest Tax Value, then alphabetical).</source>
        <translation>Розмістіть Армію в одній з Областей Бота на мапі, звідки вона може дістатися Ворога (кілька: найвища Податкова вартість, потім за абеткою).</translation>
    </message>
    <message numerus="yes">
        <source>Spend %n Bot Power to recruit {recruits} into the Army (as many as the Manpower Reserve holds).</source>
        <translation>
            <numerusform>Витратьте %n Очко бота, щоб завербувати до Армії: {recruits} (скільки є в Резерві людських ресурсів).</numerusform>
            <numerusform>Витратьте %n Очки бота, щоб завербувати до Армії: {recruits} (скільки є в Резерві людських ресурсів).</numerusform>
            <numerusform>Витратьте %n Очок бота, щоб завербувати до Армії: {recruits} (скільки є в Резерві людських ресурсів).</numerusform>
        </translation>
    </message>
    <message>
        <source>Spend {n} Bot Power to recruit {units} Units into the Army (as many as the Manpower Reserve holds).</source>
        <translation>Витратьте {n} Очки бота, щоб завербувати {units} Загонів до Армії (скільки є в Резерві людських ресурсів).</translation>
    </message>
    <message>
        <source>The Army marches on an Enemy: an Opponent at War with the Bot first; between several, roll on Opponent Selection (1-3 highest Prestige, 4-6 highest Tax Income).</source>
        <translation>Армія рушає на Ворога: спершу на Опонента у стані війни з Ботом; якщо їх кілька, киньте кубик на Вибір опонента (1-3 найвищий Престиж, 4-6 найвищий Податковий дохід).</translation>
    </message>
    <message numerus="yes">
        <source>The Bot gains %n Bot Power for its first Battle win this Turn.</source>
        <translation>
            <numerusform>Бот отримує %n Очко бота за першу виграну Битву в цьому Ході.</numerusform>
            <numerusform>Бот отримує %n Очки бота за першу виграну Битву в цьому Ході.</numerusform>
            <numerusform>Бот отримує %n Очок бота за першу виграну Битву в цьому Ході.</numerusform>
        </translation>
    </message>
    <message>
        <source>The Bot gains {n} Bot Power for its first Battle win this Turn.</source>
        <translation>Бот отримує {n} Очко бота за першу виграну Битву в цьому Ході.</translation>
    </message>
    <message>
        <source>The booklet&apos;s text keeps this chart&apos;s footnotes (DoW restrictions, Realm&apos;s strength, one token fewer with a Claim on the target, Units per recruit, MAC), not its boxes. The steps rest on Bot Warfare, Army Movement, MAC, Ship Placement and the Targeting Charts. An Event&apos;s Declare War Action starts at &apos;declare_war&apos;.</source>
        <translation>Текст брошури зберігає примітки цієї схеми (обмеження DoW, Сила держави, на один жетон менше з Претензією на ціль, Загони за вербування, MAC), а не її поля. Кроки спираються на Воєнні дії ботів, Рух армії, MAC, Розміщення кораблів і Схеми цілей. Дія оголошення війни з Події починається з «declare_war».</translation>
    </message>
    <message>
        <source>The booklet&apos;s text keeps this chart&apos;s footnotes (DoW restrictions, Realm&apos;s strength, one token fewer with a Claim on the target, Units per recruit, MAC), not its boxes. The steps rest on Bot Warfare, Army Movement, MAC, Ship Placement and the Targeting Charts. An Event&apos;s Declare War Action starts at the step that declares War.</source>
        <translation>Текст брошури зберігає примітки цієї схеми (обмеження DoW, Сила держави, на один жетон менше за Претензії на ціль, Загони за вербування, MAC), а не її поля. Кроки спираються на Воєнні дії ботів, Рух армії, MAC, Розміщення кораблів і Схеми цілей. Дія оголошення війни з Події починається з кроку, на якому Бот оголошує війну.</translation>
    </message>
    <message>
        <source>The chart image is not in our sources; its footnotes are (DoW restrictions, Realm&apos;s strength, Units per recruit, MAC). The steps rest on Bot Warfare, Army Movement, MAC and the Targeting Charts. An Event&apos;s Declare War Action starts at &apos;declare_war&apos;.</source>
        <translation>Зображення схеми немає в наших джерелах; її примітки є (обмеження DoW, Сила держави, Загони за вербування, MAC). Кроки спираються на Воєнні дії ботів, Рух армії, MAC і Схеми цілей. Дія Оголошення війни з Події починається в &apos;declare_war&apos;.</translation>
    </message>
    <message>
        <source>The footnote gives the Units recruited per Bot Power spent and, unlike the DEFEND footnote (per two Bot Power), names no number: each recruit costs one Bot Power, as on a DoW on a Bot. Check this footnote in your booklet.</source>
        <translation>Примітка подає Загони, завербовані за витрачені Очки бота, і, на відміну від примітки дії ОБОРОНА (за два Очки бота), не називає числа: кожне вербування коштує одне Очко бота, як при DoW на Бота. Перевірте цю примітку у своїй брошурі.</translation>
    </message>
    <message>
        <source>The footnote gives the Units recruited per Bot Power spent, with no number before the Bot Power icon (the DEFEND footnote prints one: per two Bot Power). It reads as one Bot Power per recruit, as on a DoW on a Bot.</source>
        <translation>Примітка подає Загони, завербовані за витрачені Очки бота, без числа перед значком Очок бота (примітка ОБОРОНИ його подає: за два Очки бота). Тут прийнято одне Очко бота за вербування, як при DoW на Бота.</translation>
    </message>
    <message>
        <source>The footnote gives the Units recruited per Bot Power spent, with no number before the Bot Power icon (the DEFEND footnote prints one: per two Bot Power). We read it as one Bot Power per recruit, as on a DoW on a Bot.</source>
        <translation>Примітка подає Загони, завербовані за витрачені Очки бота, без числа перед значком Очок бота (примітка ОБОРОНИ його друкує: за два Очки бота). Ми читаємо це як одне Очко бота за вербування, як при DoW на Бота.</translation>
    </message>
    <message>
        <source>Won, its first Battle win this Turn</source>
        <translation>Перемога, перша виграна Битва в цьому Ході</translation>
    </message>
    <message>
        <source>Won, not its first win this Turn</source>
        <translation>Перемога, не перша в цьому Ході</translation>
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
        <translation>Як Морська битва завершилася для Бота?</translation>
    </message>
    <message>
        <source>How much Bot Power does that Trade give the Bot by your NAVAL chart, after 1 less per Pirate in the Node?</source>
        <translation>Скільки Очок бота дає Ботові ця Торгівля за вашою схемою МОРСЬКА, після мінус 1 за кожного Пірата у вузлі?</translation>
    </message>
    <message>
        <source>How much Bot Power does that Trade give the Bot by your NAVAL chart, after {n} less per Pirate in the Node?</source>
        <translation>Скільки Очок бота дає Ботові ця Торгівля за вашою схемою МОРСЬКА, після мінус {n} за кожного Пірата у вузлі?</translation>
    </message>
    <message>
        <source>How much Bot Power does that Trade give the Bot, after {n} less per Pirate in the Node?</source>
        <translation>Скільки Очок бота дає Ботові ця Торгівля після віднімання {n} за кожного Пірата у вузлі?</translation>
    </message>
    <message>
        <source>Is it a Hostile Sea Zone (a Naval Battle)?</source>
        <translation>Чи це Ворожа Морська зона (Морська битва)?</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Поразка</translation>
    </message>
    <message>
        <source>Other Bots eligible for Trade Income in that Node collect it passively, as the NAVAL chart says; give it on their Bot Mats.</source>
        <translation>Інші Боти, що мають право на Торговий дохід у цьому вузлі, отримують його пасивно, як каже схема МОРСЬКА; внесіть його на їхні Планшети бота.</translation>
    </message>
    <message>
        <source>Place one Ship there (several: highest Tax Value of the coast, then alphabetical). Bot Ships never take Trade Protection Slots.</source>
        <translation>Розмістіть там один Корабель (кілька: найвища Податкова вартість узбережжя, потім за абеткою). Кораблі Бота ніколи не займають полів захисту торгівлі.</translation>
    </message>
    <message numerus="yes">
        <source>The Bot gains %n Bot Power for its first Battle win this Turn.</source>
        <translation>
            <numerusform>Бот отримує %n Очко бота за першу виграну Битву в цьому Ході.</numerusform>
            <numerusform>Бот отримує %n Очки бота за першу виграну Битву в цьому Ході.</numerusform>
            <numerusform>Бот отримує %n Очок бота за першу виграну Битву в цьому Ході.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The Bot gains %n Bot Power from Trade.</source>
        <translation>
            <numerusform>Бот отримує %n Очко бота з Торгівлі.</numerusform>
            <numerusform>Бот отримує %n Очки бота з Торгівлі.</numerusform>
            <numerusform>Бот отримує %n Очок бота з Торгівлі.</numerusform>
        </translation>
    </message>
    <message>
        <source>The Bot gains {n} Bot Power for its first Battle win this Turn.</source>
        <translation>Бот отримує {n} Очко бота за першу виграну Битву в цьому Ході.</translation>
    </message>
    <message>
        <source>The Bot gains {n} Bot Power from Trade.</source>
        <translation>Бот отримує Очки бота з Торгівлі ({n}).</translation>
    </message>
    <message>
        <source>The booklet&apos;s text keeps this chart&apos;s footnotes, not its boxes: ignore Distant Sea Zones without QftNW; 1 less Bot Power for each Pirate in the Trade Node; without Missions for the human players, Bots get none of one token in one step (its icon is lost: check your booklet). The EXPLORE chart says NAVAL leads to it.</source>
        <translation>Текст брошури зберігає примітки цієї схеми, а не її поля: ігноруйте Віддалені Морські зони без QftNW; на 1 Очко бота менше за кожного Пірата в Торговому вузлі; без Місій для реальних гравців Боти на одному кроці не отримують певного жетона (його значок утрачено: перевірте в брошурі). Схема РОЗВІДКА каже, що до неї веде МОРСЬКА.</translation>
    </message>
    <message>
        <source>The chart image is not in our sources; its footnotes are in seed 000: ignore Distant Sea Zones without QftNW; 1 less Bot Power per Pirate in the Trade Node; without human Missions, Bots get no token in one step (its icon is lost).</source>
        <translation>Зображення схеми немає в наших джерелах; її примітки є в джерелі 000: без QftNW ігноруйте Віддалені Морські зони; на 1 Очко бота менше за кожного Пірата в Торговому вузлі; без Місій людей Боти не отримують жетона в одному кроці (його значок утрачено).</translation>
    </message>
    <message>
        <source>The chart image is not in our sources; the Polish booklet keeps its footnotes: ignore Distant Sea Zones without QftNW; less Bot Power for each Pirate in the Trade Node; without human Missions, Bots get no token in one step (its icon is lost).</source>
        <translation>Зображення схеми немає в наших джерелах; польський буклет зберігає її примітки: без QftNW ігноруйте Віддалені Морські зони; менше Очок бота за кожного Пірата в Торговому вузлі; без Місій людей Боти не отримують жетона в одному кроці (його значок утрачено).</translation>
    </message>
    <message>
        <source>These steps follow the chart&apos;s footnotes: ignore Distant Sea Zones without QftNW; 1 less Bot Power for each Pirate in the Trade Node; when the human players play without Missions (a setting of the game), the Bots do not gain the token of one step (check which in your booklet). The NAVAL Action can lead into the EXPLORE Action.</source>
        <translation>Ці кроки спираються на примітки схеми: ігноруйте Віддалені Морські зони, якщо Бот не має QftNW; на 1 Очко бота менше за кожного Пірата в Торговому вузлі; якщо реальні гравці грають без Місій (налаштування гри), на одному кроці Боти не отримують жетона (перевірте у своїй брошурі, якого). МОРСЬКА дія може вести до Дії РОЗВІДКА.</translation>
    </message>
    <message>
        <source>This step takes the Trade Node that gives the Bot the most Bot Power: check the chart in your booklet.</source>
        <translation>Цей крок обирає Торговий вузол, що дає Ботові найбільше Очок бота: перевірте схему у своїй брошурі.</translation>
    </message>
    <message>
        <source>Trade: move the Bot&apos;s Merchant to the Trade Node that gives the Bot the most Bot Power (ties: alphabetical). The Merchant is never exhausted.</source>
        <translation>Торгівля: перемістіть Купця Бота до Торгового вузла, що дає Ботові найбільше Очок бота (за рівності — за абеткою). Купця ніколи не виснажують.</translation>
    </message>
    <message>
        <source>Trade: move the Bot&apos;s Merchant to the Trade Node your NAVAL chart picks (our sources do not keep that choice). The Merchant is never exhausted.</source>
        <translation>Торгівля: перемістіть Купця Бота до Торгового вузла, який обирає ваша схема МОРСЬКА (наші джерела не зберігають цього вибору). Купець ніколи не виснажений.</translation>
    </message>
    <message>
        <source>Which Trade Node the NAVAL chart picks is not in the booklet&apos;s text; this is a reading.</source>
        <translation>Який Торговий вузол обирає схема МОРСЬКА, у тексті брошури немає; це тлумачення.</translation>
    </message>
    <message>
        <source>Won, its first Battle win this Turn</source>
        <translation>Перемога, перша виграна Битва в цьому Ході</translation>
    </message>
    <message>
        <source>Won, not its first win this Turn</source>
        <translation>Перемога, не перша в цьому Ході</translation>
    </message>
</context>
<context>
    <name>eupop/naval_battle</name>
    <message>
        <source>Are the hit results at least 2 plus the Bot&apos;s adjacent Ports?</source>
        <translation>Чи результатів влучання щонайменше 2 плюс кількість суміжних Портів Бота?</translation>
    </message>
    <message numerus="yes">
        <source>Only the Bot rolls. Roll %n Artillery Dice plus one per Bot Ship in adjacent Sea Zones; one fewer if the human has an Admiral or plays a Battle Action. Hits of the Bot: {hit} per {ports} Ports it Owns facing this Sea Zone, and {hit} per hit result.</source>
        <translation>
            <numerusform>Кидає лише Бот. Киньте %n Кубик артилерії плюс один за кожен Корабель Бота в суміжних Морських зонах; на один менше, якщо людина має Адмірала або грає Бойову дію. Влучання Бота: {hit} за кожні {ports} його Портів біля цієї Морської зони і {hit} за кожен результат влучання.</numerusform>
            <numerusform>Кидає лише Бот. Киньте %n Кубики артилерії плюс один за кожен Корабель Бота в суміжних Морських зонах; на один менше, якщо людина має Адмірала або грає Бойову дію. Влучання Бота: {hit} за кожні {ports} його Портів біля цієї Морської зони і {hit} за кожен результат влучання.</numerusform>
            <numerusform>Кидає лише Бот. Киньте %n Кубиків артилерії плюс один за кожен Корабель Бота в суміжних Морських зонах; на один менше, якщо людина має Адмірала або грає Бойову дію. Влучання Бота: {hit} за кожні {ports} його Портів біля цієї Морської зони і {hit} за кожен результат влучання.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Only the Bot rolls. Roll %n Artillery Dice plus one per Bot Ship in adjacent Sea Zones; one fewer if the human has an Admiral or plays a Battle Action. Hits of the Bot: {hit} per {ports} it Owns facing this Sea Zone, and {hit} per hit result.</source>
        <translation>
            <numerusform>Кидає лише Бот. Киньте %n Кубик артилерії плюс один за кожен Корабель Бота в суміжних Морських зонах; на один менше, якщо реальний гравець має Адмірала або грає Бойову дію. Влучання Бота: {hit} за кожні {ports}, які він має у володінні біля цієї Морської зони, і {hit} за кожен результат влучання.</numerusform>
            <numerusform>Кидає лише Бот. Киньте %n Кубики артилерії плюс один за кожен Корабель Бота в суміжних Морських зонах; на один менше, якщо реальний гравець має Адмірала або грає Бойову дію. Влучання Бота: {hit} за кожні {ports}, які він має у володінні біля цієї Морської зони, і {hit} за кожен результат влучання.</numerusform>
            <numerusform>Кидає лише Бот. Киньте %n Кубиків артилерії плюс один за кожен Корабель Бота в суміжних Морських зонах; на один менше, якщо реальний гравець має Адмірала або грає Бойову дію. Влучання Бота: {hit} за кожні {ports}, які він має у володінні біля цієї Морської зони, і {hit} за кожен результат влучання.</numerusform>
        </translation>
    </message>
    <message>
        <source>Only the Bot rolls. Roll {dice} Artillery Dice plus one per Bot Ship in adjacent Sea Zones; one fewer if the human has an Admiral or plays a Battle Action. The Bot scores 1 hit per 2 Ports it Owns facing this Sea Zone, plus 1 per hit result.</source>
        <translation>Кидає лише Бот. Киньте Кубики артилерії ({dice}) плюс один за кожен Корабель Бота в суміжних Морських зонах; на один менше, якщо людина має Адмірала або грає Бойову дію. Бот отримує 1 влучання за кожні 2 свої Порти біля цієї Морської зони плюс 1 за кожен результат влучання.</translation>
    </message>
    <message>
        <source>Only the Bot rolls. Roll {dice} Artillery Dice plus one per Bot Ship in adjacent Sea Zones; one fewer if the human has an Admiral or plays a Battle Action. The Bot scores {hit} hit per {ports} Ports it Owns facing this Sea Zone, plus {hit} per hit result.</source>
        <translation>Кидає лише Бот. Киньте Кубики артилерії ({dice}) плюс один за кожен Корабель Бота в суміжних Морських зонах; на один менше, якщо людина має Адмірала або грає Бойову дію. Бот отримує влучання ({hit}) за кожні {ports} своїх Портів біля цієї Морської зони плюс {hit} за кожен результат влучання.</translation>
    </message>
    <message>
        <source>Roll one Artillery Die per NPR Ship. If the hit results are at least 2 plus the Bot&apos;s adjacent Ports, the Bot loses.</source>
        <translation>Киньте один Кубик артилерії за кожен Корабель NPR. Якщо результатів влучання щонайменше 2 плюс кількість суміжних Портів Бота, Бот програє.</translation>
    </message>
    <message>
        <source>The Bot loses: remove its Ship. If the human has an Admiral or used a Battle Action, they capture a Light Ship.</source>
        <translation>Бот програє: приберіть його Корабель. Якщо людина має Адмірала або використала Бойову дію, вона захоплює Легкий корабель.</translation>
    </message>
    <message>
        <source>The Main Defender is chosen as in a Land Battle and counts as if {n} NPR Ships fought on its side. If their side loses, remove the Bots&apos; Ships.</source>
        <translation>Головного захисника обирають, як у Сухопутній битві, і він вважається так, ніби на його боці билося стільки Кораблів NPR: {n}. Якщо їхня сторона програє, приберіть Кораблі Ботів.</translation>
    </message>
    <message>
        <source>The booklet gives these rules both as a chart and in prose; its text keeps the prose, which these steps follow. The Bot Power for the Active Bot&apos;s first win of a Turn is given by the calling chart.</source>
        <translation>Брошура подає ці правила і схемою, і описом; її текст зберігає опис, на який спираються ці кроки. Очки бота за першу перемогу активного Бота в Ході дає схема, що її викликає.</translation>
    </message>
    <message>
        <source>The chart itself is not in our sources; the prose of &apos;Naval Battles&apos; is. The Bot Power for the Active Bot&apos;s first win of a Turn is given by the calling chart.</source>
        <translation>Самої схеми немає в наших джерелах; є текст «Морські битви». Очки бота за першу перемогу Активного Бота за Хід дає схема, що викликає.</translation>
    </message>
    <message>
        <source>The chart on page 16 is not in our sources; the prose of &apos;Naval Battles&apos; is. The 1 Bot Power for the Active Bot&apos;s first win of a Turn is given by the calling chart.</source>
        <translation>Схеми зі сторінки 16 немає в наших джерелах; є текст «Морські битви». 1 Очко бота за першу перемогу Активного Бота за Хід дає схема, що викликає.</translation>
    </message>
</context>
<context>
    <name>eupop/papal_curia</name>
    <message>
        <source>Take the main rules&apos; Papal Curia Action for the Bot, choosing by Choice Processes; the booklet&apos;s own steps are not in our sources.</source>
        <translation>Виконайте для Бота дію Папської курії з основних правил, обираючи за Процедурами вибору; власних кроків буклета немає в наших джерелах.</translation>
    </message>
    <message>
        <source>The Bot Mat shows no State Religion. Is the Bot&apos;s State Religion Catholic?</source>
        <translation>Панель Бота не показує Державної релігії. Чи Державна релігія Бота Католицька?</translation>
    </message>
    <message>
        <source>The booklet&apos;s text keeps only this chart&apos;s heading (Bot Card 14; second Action of Bot Card 15). Only Catholic Realms take part in the Curia (main rules); the MILITARY chart lists PAPAL as a way into it.</source>
        <translation>Текст брошури зберігає лише заголовок цієї схеми (Карта бота 14; друга Дія Карти бота 15). У Курії беруть участь лише Католицькі Держави (основні правила); схема ВІЙСЬКОВА називає КУРІЮ шляхом до себе.</translation>
    </message>
    <message>
        <source>The chart image is not in our sources. Only Catholic Realms take part in the Curia (main rules); the MILITARY chart lists PAPAL as a way into it.</source>
        <translation>Зображення схеми немає в наших джерелах. У Курії беруть участь лише Католицькі Держави (основні правила); схема ВІЙСЬКОВА називає ПАПСЬКУ як шлях до неї.</translation>
    </message>
</context>
<context>
    <name>eupop/pass</name>
    <message>
        <source>A Bot that Passes first gains 2 Bot Power, the second to Pass gains 1. Humans who Passed are counted here too.</source>
        <translation>Бот, що спасує першим, отримує 2 Очки бота, другий отримує 1. Люди, що спасували, тут теж враховуються.</translation>
    </message>
    <message>
        <source>A Bot that Passes first gains 2 Bot Power, the second to Pass gains 1. Humans who Passed count too: the app counts the Bots, the table adds the humans.</source>
        <translation>Бот, що спасує першим, отримує 2 Очки бота, другий отримує 1. Люди, що спасували, теж рахуються: застосунок рахує Ботів, стіл додає людей.</translation>
    </message>
    <message>
        <source>One more Realm counted as Passed: {passed} in all.</source>
        <translation>Ще одна Держава врахована як та, що спасувала: разом {passed}.</translation>
    </message>
    <message>
        <source>So far {passed} Realms have Passed this Round. Has another human player Passed who is not counted yet?</source>
        <translation>Досі в цьому Раунді спасувало Держав: {passed}. Чи спасував інший реальний гравець, якого ще не враховано?</translation>
    </message>
    <message>
        <source>The app counts Bots that Pass; a human&apos;s Pass is counted here.</source>
        <translation>Застосунок рахує Ботів, що спасували; Пас людини враховується тут.</translation>
    </message>
    <message>
        <source>Yes, count one more</source>
        <translation>Так, врахуйте ще одну</translation>
    </message>
</context>
<context>
    <name>eupop/peace</name>
    <message>
        <source>Both booklets lack the two icons of this footnote; Unrest and the Army are a reading.</source>
        <translation>В обох брошурах бракує обох значків цієї примітки; Заворушення й Армія — це тлумачення.</translation>
    </message>
    <message>
        <source>Both booklets lack this rule&apos;s icons; Towns with Unrest or Rebel Towns are a reading.</source>
        <translation>В обох брошурах бракує значків цього правила; Міста із Заворушенням чи Міста Бунтівників — це тлумачення.</translation>
    </message>
    <message>
        <source>Check the two icons of the chart&apos;s last footnote in your booklet: this step takes them to be Influence and Towns.</source>
        <translation>Перевірте обидва значки останньої примітки схеми у своїй брошурі: цей крок вважає, що це Вплив і Міста.</translation>
    </message>
    <message>
        <source>Check the two icons of this footnote in your booklet: this step takes them to be Influence and Towns.</source>
        <translation>Перевірте обидва значки цієї примітки у своїй брошурі: цей крок вважає, що це Вплив і Міста.</translation>
    </message>
    <message>
        <source>Check the two icons of this footnote in your booklet: this step takes them to be Unrest and the Army.</source>
        <translation>Перевірте обидва значки цієї примітки у своїй брошурі: цей крок вважає, що це Заворушення й Армія.</translation>
    </message>
    <message>
        <source>Check this footnote in your booklet: this step takes equal Armies and equal Occupations to give a White Peace.</source>
        <translation>Перевірте цю примітку у своїй брошурі: цей крок вважає, що рівні Армії й рівні Окупації дають Білий Мир.</translation>
    </message>
    <message>
        <source>Check this rule&apos;s icons in your booklet: this step takes them to be Towns with Unrest or Rebel Towns.</source>
        <translation>Перевірте значки цього правила у своїй брошурі: цей крок вважає, що це Міста із Заворушеннями або Міста бунтівників.</translation>
    </message>
    <message>
        <source>Does the Enemy accept? An Enemy Bot accepts if it cannot enforce Peace and has 2 or more Unrest in Areas without its Army; a human decides.</source>
        <translation>Чи погоджується Ворог? Ворожий Бот погоджується, якщо не може примусити до Миру й має 2 чи більше Заворушень в Областях без своєї Армії; людина вирішує сама.</translation>
    </message>
    <message>
        <source>Does the Enemy accept? An Enemy Bot accepts if it cannot enforce Peace and has {n} or more Unrest in Areas without its Army (check this footnote in your booklet); a human decides.</source>
        <translation>Чи Ворог погоджується? Ворожий Бот погоджується, якщо не може примусити до Миру й має {n} або більше Заворушень в Областях без своєї Армії (перевірте цю примітку у своїй брошурі); реальний гравець вирішує сам.</translation>
    </message>
    <message>
        <source>Make Peace on the best terms the main rules allow. Remove all other Bots&apos; Influence from Areas where the Bot places Towns (check this footnote in your booklet).</source>
        <translation>Укладіть Мир на найкращих умовах, які дозволяють основні правила. Приберіть увесь Вплив інших Ботів з Областей, де Бот розміщує Міста (перевірте цю примітку у своїй брошурі).</translation>
    </message>
    <message>
        <source>Make Peace: NPRs always accept. The Bot takes the Occupied Provinces under the main rules&apos; Peace terms. Remove all other Bots&apos; Influence from Areas where the Bot places Towns (check this footnote in your booklet).</source>
        <translation>Укладіть Мир: NPR завжди погоджуються. Бот забирає Окуповані Провінції на умовах Миру з основних правил. Приберіть увесь Вплив інших Ботів з Областей, де Бот розміщує Міста (перевірте цю примітку у своїй брошурі).</translation>
    </message>
    <message>
        <source>Remove the Bot&apos;s Army from the map; its Units all stand up ({standing} Units).</source>
        <translation>Приберіть Армію Бота з мапи; усі її Загони ставлять ({standing}).</translation>
    </message>
    <message>
        <source>Run this for each of the Bot&apos;s Wars when it is the Bot&apos;s turn to resolve Peace (Phase 3D), after the normal Peace Resolution sequence (main rules, page 29). The chart image is not in our sources; its footnotes are.</source>
        <translation>Запустіть це для кожної Війни Бота, коли настає черга Бота вирішувати Мир (Фаза 3D), після звичайної послідовності Мирних переговорів (основні правила, сторінка 29). Зображення схеми немає в наших джерелах; її примітки є.</translation>
    </message>
    <message>
        <source>Run this for each of the Bot&apos;s Wars when it is the Bot&apos;s turn to resolve Peace in the Peace &amp; Rebels Phase, within the main rules&apos; Peace Resolution sequence. The booklet&apos;s text keeps this chart&apos;s footnotes, not its boxes; three footnotes lack icons or words.</source>
        <translation>Запустіть це для кожної Війни Бота, коли у Фазі миру й бунтів настає черга Бота вести Мирні переговори, у межах послідовності Мирних переговорів з основних правил. Текст брошури зберігає примітки цієї схеми, а не її поля; у трьох примітках бракує значків чи слів.</translation>
    </message>
    <message>
        <source>Run this for each of the Bot&apos;s Wars when it is the Bot&apos;s turn to resolve Peace in the Peace &amp; Rebels Phase, within the main rules&apos; Peace Resolution sequence. The chart image is not in our sources; its footnotes are.</source>
        <translation>Запустіть це для кожної Війни Бота, коли настає черга Бота вирішувати Мир у Фазі миру й бунтів, у межах послідовності Мирних переговорів з основних правил. Зображення схеми немає в наших джерелах; її примітки є.</translation>
    </message>
    <message>
        <source>The booklet&apos;s text keeps only the end of this footnote; that equal Armies and Occupations give a White Peace is a reading.</source>
        <translation>Текст брошури зберігає лише кінець цієї примітки; те, що рівні Армії й Окупації дають Білий Мир, — це тлумачення.</translation>
    </message>
    <message>
        <source>The booklet&apos;s text lacks both icons of the last footnote; Influence and Towns are a reading.</source>
        <translation>У тексті брошури бракує обох значків останньої примітки; Вплив і Міста — це тлумачення.</translation>
    </message>
    <message>
        <source>The booklet&apos;s text lacks both icons of this footnote; Influence and Towns are a reading.</source>
        <translation>У тексті брошури бракує обох значків цієї примітки; Вплив і Міста — це тлумачення.</translation>
    </message>
</context>
<context>
    <name>eupop/peace_and_rebels</name>
    <message>
        <source>All such results together cost the Bot at most 1 Bot Power; the result icons are lost in our sources.</source>
        <translation>Усі такі результати разом коштують Ботові щонайбільше 1 Очко бота; значки результатів утрачено в наших джерелах.</translation>
    </message>
    <message>
        <source>Both booklets lack the icons of the Rebel Dice results; that such results together cost at most 1 Bot Power is a reading.</source>
        <translation>В обох брошурах бракує значків результатів Кубиків бунтівників; те, що такі результати разом коштують щонайбільше 1 Очко бота, — це тлумачення.</translation>
    </message>
    <message>
        <source>Check the Rebel Dice results in your booklet: this step takes the results that cost Ducats, Manpower or Monarch Power to cost the Bot at most 1 Bot Power in all.</source>
        <translation>Перевірте результати Кубиків бунтівників у своїй брошурі: цей крок вважає, що результати, які коштують Дукатів, Людських ресурсів або Очок влади, разом коштують Ботові щонайбільше 1 Очко бота.</translation>
    </message>
    <message>
        <source>Does the Bot have 3 or more Administrative Ideas?</source>
        <translation>Чи має Бот 3 чи більше Адміністративних ідей?</translation>
    </message>
    <message>
        <source>I. Roll Rebel Dice for all the Bot&apos;s Unrest at once, at most {dice} dice. Apply a Rebellion in the Area of the Bot&apos;s Army if possible, otherwise by the Bot&apos;s choice processes.</source>
        <translation>I. Киньте Кубики бунтівників за всі Заворушення Бота разом, щонайбільше {dice} кубиків. Застосуйте Бунт в Області Армії Бота, якщо можливо, інакше за Процедурами вибору Бота.</translation>
    </message>
    <message>
        <source>Is the Bot now at Peace?</source>
        <translation>Чи Бот тепер у стані Миру?</translation>
    </message>
    <message>
        <source>Place a Claim in each Area where Rebels Liberated one of the Bot&apos;s Provinces.</source>
        <translation>Розмістіть Претензію в кожній Області, де Бунтівники звільнили одну з Провінцій Бота.</translation>
    </message>
    <message>
        <source>Remove the Bot&apos;s Army from the map, unless the Bot has Towns with Unrest or Rebel Towns in the Army&apos;s Area. Stand up every laid-down Unit when the Army leaves the map.</source>
        <translation>Приберіть Армію Бота з мапи, якщо Бот не має Міст із Заворушеннями або Міст бунтівників в Області Армії. Коли Армія залишає мапу, поставте кожен покладений Загін.</translation>
    </message>
    <message>
        <source>Replace the Bot: use the routine &apos;Replace an eliminated Bot&apos;.</source>
        <translation>Замініть Бота: використайте процедуру «Замініть вибулого Бота».</translation>
    </message>
    <message>
        <source>Resolve Peace in turn order as normal. On the Bot&apos;s turn to resolve one of its Wars, use the Bot Peace Resolution chart.</source>
        <translation>Вирішуйте Мир у черговості ходів як зазвичай. Коли настає черга Бота вирішувати одну з його Війн, використайте схему Мирні переговори бота.</translation>
    </message>
    <message>
        <source>Resolve only one NPR Invasion against the Bot: the one with the most NPR Units (ties: alphabetical). Place the Bot&apos;s Army in the target Area, check MAC and fight the Battle (Land Battle Resolution).</source>
        <translation>Розіграйте лише одне Вторгнення NPR проти Бота: те, що має найбільше Загонів NPR (за рівності: за абеткою). Розмістіть Армію Бота в цільовій Області, перевірте MAC і проведіть Битву (Розіграш сухопутної битви).</translation>
    </message>
    <message numerus="yes">
        <source>The Bot loses %n Bot Power for the Rebel Dice (never more per roll).</source>
        <translation>
            <numerusform>Бот втрачає %n Очко бота за Кубики бунтівників (ніколи більше за кидок).</numerusform>
            <numerusform>Бот втрачає %n Очки бота за Кубики бунтівників (ніколи більше за кидок).</numerusform>
            <numerusform>Бот втрачає %n Очок бота за Кубики бунтівників (ніколи більше за кидок).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The Bot loses %n Bot Power for the Rebel Dice, never more per roll (check your booklet).</source>
        <translation>
            <numerusform>Бот втрачає %n Очко бота за Кубики бунтівників, ніколи не більше за один кидок (перевірте у своїй брошурі).</numerusform>
            <numerusform>Бот втрачає %n Очки бота за Кубики бунтівників, ніколи не більше за один кидок (перевірте у своїй брошурі).</numerusform>
            <numerusform>Бот втрачає %n Очок бота за Кубики бунтівників, ніколи не більше за один кидок (перевірте у своїй брошурі).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eupop/pick_tied</name>
    <message>
        <source>Roll among the {n} tied ones, taken in alphabetical order.</source>
        <translation>Киньте кубик серед {n} рівних, узятих за абеткою.</translation>
    </message>
    <message>
        <source>Where a choice ends in a tie the booklet says to decide at random: put the tied ones in alphabetical order and let the app roll (or type your own die).</source>
        <translation>Коли вибір закінчується рівністю, брошура каже вирішити випадково: розставте рівних за абеткою й дайте застосунку кинути кубик (або введіть власний кидок).</translation>
    </message>
</context>
<context>
    <name>eupop/replace_bot</name>
    <message>
        <source>Pick a new NPR or DNPR to become the Bot, as the scenario says; otherwise the NPR best able to compete on level terms with the other PRs.</source>
        <translation>Оберіть нову NPR або DNPR, що стане Ботом, як каже сценарій; інакше NPR, найздатнішу змагатися на рівних з іншими PR.</translation>
    </message>
    <message>
        <source>Place {units} Units in the Bot&apos;s Army and the Bot&apos;s Towns on every Province the chosen NPR Owns. The new Bot keeps the Prestige, Ideas and completed Milestones of the old one; everything else is set up as normal. Bot Power: {power}; the Bot Deck holds {cards} cards.</source>
        <translation>Розмістіть в Армії Бота Загони ({units}) і Міста Бота в кожній Провінції, Власником якої є обрана NPR. Новий Бот зберігає Престиж, Ідеї та досягнуті Віхи старого; усе інше підготуйте як зазвичай. Очки бота: {power}; карт у Колоді бота: {cards}.</translation>
    </message>
    <message>
        <source>Place {units} Units in the new Bot&apos;s Army area and its Towns on every Province the new Realm Owns now.</source>
        <translation>Розмістіть {units} Загони в області Армії нового Бота, а його Міста — на кожній Провінції, яку тепер має у володінні нова Держава.</translation>
    </message>
    <message>
        <source>Run it for the eliminated Bot: it becomes the new Bot and keeps its Ideas.</source>
        <translation>Запустіть це для вибулого Бота: він стає новим Ботом і зберігає свої Ідеї.</translation>
    </message>
    <message>
        <source>Set up the rest as in Bot Setup: the Bot Mat with {power} Bot Power, no Army on the map, one Ship per Sea Zone, the Bot Deck of its Realm for Age {age}.</source>
        <translation>Решту підготуйте як у Підготовці бота: Планшет бота з {power} Очками бота, без Армії на мапі, один Корабель на Морську зону, Колода бота його Держави на Епоху {age}.</translation>
    </message>
    <message>
        <source>The old Bot&apos;s Realm profile no longer applies. To play the new Realm&apos;s own deck and Targeting Charts, add a new Bot with that profile and copy the Ideas on its mat.</source>
        <translation>Профіль Держави старого Бота більше не діє. Щоб грати власною колодою та Схемами цілей нової Держави, додайте нового Бота з цим профілем і перепишіть Ідеї на його планшет.</translation>
    </message>
</context>
<context>
    <name>eupop/replace_human</name>
    <message>
        <source>Between Rounds. Add the Bot first (Realm profile, Difficulty Level), then run this routine for it.</source>
        <translation>Між Раундами. Спершу додайте Бота (профіль Держави, Рівень складності), потім запустіть для нього цю процедуру.</translation>
    </message>
    <message>
        <source>Between Rounds. Add the Bot first (Realm profile, Difficulty Level), then run this routine for it: the numbers you give set its Bot Mat.</source>
        <translation>Між Раундами. Спершу додайте Бота (профіль Держави, Рівень складності), потім запустіть для нього цю процедуру: числа, які ви дасте, налаштують панель цього Бота.</translation>
    </message>
    <message numerus="yes">
        <source>Bot Power: {monarch_power} for Monarch Power + {ducat_power} for Ducats + {stability} for Stability − {loans} for Loans = {raw}; kept between {minimum} and {maximum}: the Bot has %n Bot Power Available.</source>
        <translation>
            <numerusform>Очки бота: {monarch_power} за Очки влади + {ducat_power} за Дукати + {stability} за Стабільність − {loans} за Позики = {raw}; у межах від {minimum} до {maximum}: Бот має %n Доступне Очко бота.</numerusform>
            <numerusform>Очки бота: {monarch_power} за Очки влади + {ducat_power} за Дукати + {stability} за Стабільність − {loans} за Позики = {raw}; у межах від {minimum} до {maximum}: Бот має %n Доступні Очки бота.</numerusform>
            <numerusform>Очки бота: {monarch_power} за Очки влади + {ducat_power} за Дукати + {stability} за Стабільність − {loans} за Позики = {raw}; у межах від {minimum} до {maximum}: Бот має %n Доступних Очок бота.</numerusform>
        </translation>
    </message>
    <message>
        <source>Bot Power: {monarch_power} for Monarch Power + {ducat_power} for Ducats + {stability} for Stability − {loans} for Loans = {raw}; kept between {minimum} and {maximum}: the Bot has {power} Bot Power Available.</source>
        <translation>Очки бота: {monarch_power} за Очки влади + {ducat_power} за Дукати + {stability} за Стабільність − {loans} за позики = {raw}; у межах від {minimum} до {maximum}: Доступні Очки бота: {power}.</translation>
    </message>
    <message>
        <source>Bot Power: {monarch_power} for Monarch Power + {ducat_power} for Ducats + {stability} for Stability − {loans} for Loans = {raw}; kept between {minimum} and {maximum}: the Bot has {power} Bot Power Available. Ideas above {max_ideas} of a type are not counted.</source>
        <translation>Очки бота: {monarch_power} за Очки влади + {ducat_power} за Дукати + {stability} за Стабільність − {loans} за Позики = {raw}; у межах від {minimum} до {maximum}: Доступні Очки бота: {power}. Ідеї понад {max_ideas} одного типу не враховуються.</translation>
    </message>
    <message>
        <source>Both booklets lack this line&apos;s icon; Loans is a reading: check your copy.</source>
        <translation>В обох брошурах бракує значка цього рядка; Позики — це тлумачення: перевірте свій примірник.</translation>
    </message>
    <message>
        <source>Check this line&apos;s icon in your booklet: this step takes it to be Loans.</source>
        <translation>Перевірте значок цього рядка у своїй брошурі: цей крок вважає, що це Позики.</translation>
    </message>
    <message>
        <source>Check this line&apos;s icons in your booklet: this step replaces Vassals by Towns, as Bot Setup does.</source>
        <translation>Перевірте значки цього рядка у своїй брошурі: цей крок замінює Васалів Містами, як і Підготовка бота.</translation>
    </message>
    <message>
        <source>Each Monarch Power gives 1; every 5 Ducats give 1 (at most 5); each positive Stability step gives 1 and each negative step costs 1; each token of the last listed kind costs 1. Both booklets lack that token&apos;s icon: Loans is a reading.</source>
        <translation>Кожне Очко влади дає 1; кожні 5 Дукатів дають 1 (щонайбільше 5); кожен додатний крок Стабільності дає 1, а кожен від’ємний коштує 1; кожен жетон останнього названого виду коштує 1. В обох брошурах бракує значка цього жетона: Позики — це тлумачення.</translation>
    </message>
    <message>
        <source>Each Monarch Power gives 1; every 5 Ducats give 1 (at most 5); each positive Stability step gives 1 and each negative step costs 1; each token of the last listed kind costs 1. That token&apos;s icon is lost in both seeds: reading it as Loans is ours.</source>
        <translation>Кожне Очко влади дає 1; кожні 5 Дукатів дають 1 (щонайбільше 5); кожен додатний крок Стабільності дає 1, а кожен від’ємний коштує 1; кожен жетон останнього названого типу коштує 1. Значок цього жетона втрачено в обох джерелах: прочитання його як Позики — наше.</translation>
    </message>
    <message>
        <source>How many Loans does the player have (check your booklet)?</source>
        <translation>Скільки позик має гравець (перевірте в брошурі)?</translation>
    </message>
    <message>
        <source>In each Sea Zone with Ships (the Fleet included), remove all but 1 Ship.</source>
        <translation>У кожній Морській зоні з Кораблями (включно з Флотом) приберіть усі Кораблі, крім 1.</translation>
    </message>
    <message>
        <source>On this Bot&apos;s mat enter, under &apos;Replacing a human player&apos;, the player&apos;s Monarch Power (all three types together), Ducats, Stability and Loans. Enter the Deployed Units as the Army and all other Units as the Manpower Reserve, the Researched Ideas of each type and the State Religion. Then confirm.</source>
        <translation>На планшеті цього Бота введіть у розділі «Заміна реального гравця» Очки влади гравця (усі три типи разом), Дукати, Стабільність і Позики. Введіть Розгорнуті Загони як Армію, а всі інші Загони як Резерв людських ресурсів, Досліджені Ідеї кожного типу й Державну релігію. Потім підтвердьте.</translation>
    </message>
    <message>
        <source>The app cannot read the table, so the numbers are entered on the mat; the next step converts them.</source>
        <translation>Застосунок не бачить столу, тому числа вводять на планшеті; наступний крок їх перераховує.</translation>
    </message>
    <message>
        <source>The booklet&apos;s text lacks the icons of this line; Bot Setup replaces Vassals by Towns the same way.</source>
        <translation>У тексті брошури бракує значків цього рядка; Підготовка бота так само замінює Васалів на Міста.</translation>
    </message>
    <message>
        <source>The icons of this line are lost in our sources; Bot Setup replaces Vassals by Towns the same way.</source>
        <translation>Значки цього рядка втрачено в наших джерелах; Підготовка бота замінює Васалів Містами так само.</translation>
    </message>
</context>
<context>
    <name>eupop/setup</name>
    <message>
        <source>Check the icons of the first change in your booklet: this step takes it to replace Vassal tokens with Bot Towns.</source>
        <translation>Перевірте значки першої зміни у своїй брошурі: цей крок вважає, що вона замінює жетони Васалів Містами Бота.</translation>
    </message>
    <message>
        <source>Check the icons of the first change in your booklet: this step takes it to turn Vassal tokens into Bot Towns.</source>
        <translation>Перевірте значки першої зміни у своїй брошурі: цей крок вважає, що вона замінює жетони Васалів Містами Бота.</translation>
    </message>
    <message>
        <source>Manpower comes from the Town Track as normal, but a Bot always has at least {minimum}. Manpower Reserve: {reserve}; correct it on the Bot Mat if the Town Track gives more.</source>
        <translation>Людські ресурси визначає Шкала міст як зазвичай, але Бот завжди має щонайменше {minimum}. Резерв людських ресурсів: {reserve}; виправте його на Планшеті бота, якщо Шкала міст дає більше.</translation>
    </message>
    <message>
        <source>Place no Bot Army and no Land Units on the map: the deployed Land Units move to the Army area of the Bot Mat. Army: {army} Units.</source>
        <translation>Не розміщуйте на мапі Армію Бота чи Сухопутні загони: розгорнуті Сухопутні загони переходять в область Армії на Планшеті бота. Армія: {army} Загонів.</translation>
    </message>
    <message>
        <source>The booklet&apos;s text lacks the icons of the first change; Vassals becoming Towns is a reading (the Towns glyph is printed).</source>
        <translation>У тексті брошури бракує значків першої зміни; Васали, що стають Містами, — це тлумачення (знак Міст надруковано).</translation>
    </message>
    <message>
        <source>Use the Bot Mat (the back of the Player Mat). Put {power} Bot Power cubes of the Bot&apos;s colour in Available; keep its Army miniature, Land Units and Ships nearby.</source>
        <translation>Використайте Планшет бота (зворот Планшета гравця). Покладіть {power} кубиків Очок бота кольору Бота в Доступні; фігурку Армії, Сухопутні загони й Кораблі Бота тримайте поруч.</translation>
    </message>
</context>
<context>
    <name>eupop/ship_placement</name>
    <message numerus="yes">
        <source>The Bot gains %n Bot Power for its first Battle win this Turn.</source>
        <translation>
            <numerusform>Бот отримує %n Очко бота за першу виграну Битву в цьому Ході.</numerusform>
            <numerusform>Бот отримує %n Очки бота за першу виграну Битву в цьому Ході.</numerusform>
            <numerusform>Бот отримує %n Очок бота за першу виграну Битву в цьому Ході.</numerusform>
        </translation>
    </message>
    <message>
        <source>Won, its first Battle win this Turn</source>
        <translation>Перемога, перша виграна Битва в цьому Ході</translation>
    </message>
    <message>
        <source>Won, not its first win this Turn</source>
        <translation>Перемога, не перша в цьому Ході</translation>
    </message>
</context>
<context>
    <name>eupop/siege</name>
    <message>
        <source>Does the Bot have Small Towns left to place?</source>
        <translation>Чи лишилися в Бота Малі міста для розміщення?</translation>
    </message>
    <message>
        <source>Siege Provinces in the Army&apos;s Area one at a time: each Bot Power Sieges {per_power} Tax Value.</source>
        <translation>Беріть в облогу Провінції в Області Армії по одній: кожне Очко бота бере в облогу Податкову вартість {per_power}.</translation>
    </message>
    <message>
        <source>Siege Provinces in the Army&apos;s Area, best first: each Bot Power Sieges {per_power} Tax Value.</source>
        <translation>Беріть в облогу Провінції в Області Армії, найкращі спершу: кожне Очко бота бере в облогу Податкову вартість: {per_power}.</translation>
    </message>
    <message>
        <source>Siege the Large Province and Occupy it. Spend {paid} Bot Power ({sieged} Tax Value Sieged this Action).</source>
        <translation>Візьміть в облогу Велику Провінцію й окупуйте її. Витратьте {paid} Очки бота (Податкова вартість в облозі в цій Дії: {sieged}).</translation>
    </message>
    <message>
        <source>Siege the Small Province and Occupy it. Spend {paid} Bot Power ({sieged} Tax Value Sieged this Action).</source>
        <translation>Візьміть в облогу Малу Провінцію й окупуйте її. Витратьте {paid} Очки бота (Податкова вартість в облозі в цій Дії: {sieged}).</translation>
    </message>
    <message>
        <source>The booklet&apos;s text keeps this chart&apos;s footnote, not its boxes. The Bot pays one Bot Power per Tax Value it Sieges (a reading of the footnote); with 3 or more Military Ideas it Sieges 2 Tax Value per Bot Power, 6 in all. Each step shows the numbers.</source>
        <translation>Текст брошури зберігає примітку цієї схеми, а не її поля. Бот платить одне Очко бота за кожну Податкову вартість, яку бере в облогу (тлумачення примітки); з 3 або більше Військовими ідеями він бере в облогу 2 Податкові вартості за Очко бота, разом 6. Кожен крок показує числа.</translation>
    </message>
    <message>
        <source>The chart image is not in our sources; its footnote is. The Bot pays one Bot Power per Tax Value it Sieges; with enough Military Ideas it Sieges more Tax Value per Bot Power, up to a cap. Each step shows the numbers.</source>
        <translation>Зображення схеми немає в наших джерелах; її примітка є. Бот платить одне Очко бота за кожну одиницю Податкової вартості, яку бере в облогу; маючи достатньо Військових ідей, він бере в облогу більше Податкової вартості за Очко бота, до межі. Кожен крок показує числа.</translation>
    </message>
    <message>
        <source>Which Province does the Army Siege next? Take the highest Tax Value first, then alphabetical.</source>
        <translation>Яку Провінцію Армія бере в облогу наступною? Спершу найвища Податкова вартість, потім за абеткою.</translation>
    </message>
</context>
<context>
    <name>eupop/spy</name>
    <message>
        <source>Take the Covert Action against that Opponent, choosing by Choice Processes. The Opponent may negate it with Counterespionage.</source>
        <translation>Виконайте Таємну дію проти цього Опонента, обираючи за Процедурами вибору. Опонент може скасувати її Контррозвідкою.</translation>
    </message>
    <message>
        <source>The booklet&apos;s text keeps only this chart&apos;s heading; the MILITARY chart names SPY as a way into it. SPY picks an Opponent (Opponent Selection) and takes a Covert Action, which the Opponent may negate with Counterespionage; Bots never counter Covert Actions aimed at them.</source>
        <translation>Текст брошури зберігає лише заголовок цієї схеми; схема ВІЙСЬКОВА називає ШПИГУНСТВО шляхом до себе. ШПИГУНСТВО обирає Опонента (Вибір опонента) і виконує Таємну дію, яку Опонент може скасувати Контррозвідкою; Боти ніколи не протидіють Таємним діям проти себе.</translation>
    </message>
    <message>
        <source>The chart image is not in our sources. SPY picks an Opponent (Opponent Selection), takes a Covert Action, and can lead to MILITARY; Covert Actions can be negated by Counterespionage.</source>
        <translation>Зображення схеми немає в наших джерелах. ШПИГУНСТВО обирає Опонента (Вибір опонента), виконує Таємну дію і може вести до ВІЙСЬКОВОЇ; Таємні дії може скасувати Контррозвідка.</translation>
    </message>
</context>
<context>
    <name>eupop/targeting</name>
    <message>
        <source>Action charts call this chart at node &apos;military&apos; or &apos;diplomatic&apos;. Afterwards the predicates target_found and target_is_npr tell the caller what was found.</source>
        <translation>Схеми дій викликають цю схему у вузлі &apos;military&apos; або &apos;diplomatic&apos;. Потім предикати target_found і target_is_npr кажуть викликачеві, що знайдено.</translation>
    </message>
    <message>
        <source>Is {target} a valid Diplomatic target? Invalid: an Opponent; a Realm at War with the Bot; a DNPR with 10 or more Tax Income; a Realm whose Provinces are all Owned by other Realms (PRs or DNPRs).</source>
        <translation>Чи {target} — дійсна Дипломатична ціль? Недійсні: Опонент; Держава у стані війни з Ботом; DNPR з Податковим доходом 10 чи більше; Держава, усі Провінції якої у володінні інших Держав (PR або DNPR).</translation>
    </message>
    <message>
        <source>Is {target} a valid Diplomatic target? Invalid: an Opponent; a Realm at War with the Bot; a DNPR with {tax} or more Tax Income; a Realm whose Provinces are all Owned by other Realms (PRs or DNPRs).</source>
        <translation>Чи {target} — дійсна Дипломатична ціль? Недійсні: Опонент; Держава у стані війни з Ботом; DNPR з Податковим доходом {tax} чи більше; Держава, усі Провінції якої у володінні інших Держав (PR або DNPR).</translation>
    </message>
    <message>
        <source>Is {target} a valid Military target? Invalid: a Vassal of another Realm; a Realm whose Provinces are all Owned by PRs or DNPRs; the Bot&apos;s Ally; a Realm in Truce with the Bot; an Opponent who has Passed, or an NPR Ally or HRE Subject of one; an NPR in whose Areas the Bot has 4 or more Influence; a Realm whose Provinces the Bot already Owns. Check the DoW restrictions of the main rules (p. 22) too.</source>
        <translation>Чи {target} — дійсна Військова ціль? Недійсні: Васал іншої Держави; Держава, усі Провінції якої у володінні PR або DNPR; Союзник Бота; Держава в Перемир’ї з Ботом; Опонент, що спасував, або його Союзник NPR чи підданий СРІ; NPR, в Областях якої Бот має 4 чи більше Впливу; Держава, Провінції якої Бот уже має у володінні. Перевірте також обмеження DoW з основних правил (с. 22).</translation>
    </message>
    <message>
        <source>Is {target} a valid Military target? Invalid: a Vassal of another Realm; a Realm whose Provinces are all Owned by PRs or DNPRs; the Bot&apos;s Ally; a Realm in Truce with the Bot; an Opponent who has Passed, or an NPR Ally or HRE Subject of one; an NPR in whose Areas the Bot has {influence} or more Influence; a Realm whose Provinces the Bot already Owns. Check the DoW restrictions of the main rules (page {page}) too.</source>
        <translation>Чи {target} — дійсна Військова ціль? Недійсні: Васал іншої Держави; Держава, усі Провінції якої у володінні PR або DNPR; Союзник Бота; Держава в Перемир’ї з Ботом; Опонент, що спасував, або його Союзник NPR чи підданий СРІ; NPR, в Областях якої Бот має {influence} чи більше Впливу; Держава, Провінції якої Бот уже має у володінні. Перевірте також обмеження DoW з основних правил (сторінка {page}).</translation>
    </message>
    <message>
        <source>Place a Claim on that vacant Territory. The Bot&apos;s Turn ends.</source>
        <translation>Розмістіть Претензію на цій вільній території. Хід Бота завершується.</translation>
    </message>
    <message>
        <source>Place a Claim on the NPR {claim_place}.</source>
        <translation>Розмістіть Претензію на NPR {claim_place}.</translation>
    </message>
    <message>
        <source>Place a Claim on {target}. The Bot&apos;s Turn ends.</source>
        <translation>Розмістіть Претензію на {target}. Хід Бота завершується.</translation>
    </message>
    <message>
        <source>The Bot has no Realm profile with this chart: roll a die on its printed Diplomatic Targeting Chart (scenario booklet). If the target is invalid, take the listed substitute, else roll among its child nodes, else move to the next sibling by rising die value (wrap round), else to the next cousin. Invalid: an Opponent; a Realm at War with the Bot; a DNPR with 10 or more Tax Income; a Realm whose Provinces are all Owned by other Realms. A vacant Territory counts only with Quest for the New World. What is the first valid target?</source>
        <translation>Бот не має профілю Держави з цією схемою: киньте кубик на його надрукованій Дипломатичній схемі цілей (буклет сценарію). Якщо ціль недійсна, візьміть зазначену Заміну, інакше киньте серед її дочірніх вузлів, інакше перейдіть до наступного сестринського вузла за зростанням значення кубика (по колу), інакше до наступного двоюрідного. Недійсні: Опонент; Держава у стані війни з Ботом; DNPR з Податковим доходом 10 чи більше; Держава, усі Провінції якої у володінні інших Держав. Вільна територія враховується лише з «Quest for the New World». Яка перша дійсна ціль?</translation>
    </message>
    <message>
        <source>The Bot has no Realm profile with this chart: roll a die on its printed Diplomatic Targeting Chart (scenario booklet). If the target is invalid, take the listed substitute, else roll among its child nodes, else move to the next sibling by rising die value (wrap round), else to the next cousin. Invalid: an Opponent; a Realm at War with the Bot; a DNPR with {tax} or more Tax Income; a Realm whose Provinces are all Owned by other Realms. A vacant Territory counts only with Quest for the New World. What is the first valid target?</source>
        <translation>Бот не має профілю Держави з цією схемою: киньте кубик на його надрукованій Дипломатичній схемі цілей (брошура сценарію). Якщо ціль недійсна, візьміть зазначену Заміну, інакше киньте серед її дочірніх вузлів, інакше перейдіть до наступного сестринського вузла за зростанням значення кубика (по колу), інакше до наступного двоюрідного. Недійсні: Опонент; Держава у стані війни з Ботом; DNPR з Податковим доходом {tax} чи більше; Держава, усі Провінції якої у володінні інших Держав. Вільна територія враховується лише з «Quest for the New World». Яка перша дійсна ціль?</translation>
    </message>
    <message>
        <source>The Bot has no Realm profile with this chart: roll a die on its printed Military Targeting Chart (scenario booklet). If the target is invalid, take the listed substitute, else roll among its child nodes, else move to the next sibling by rising die value (wrap round), else to the next cousin. Invalid: a Vassal (take its Overlord); a Realm whose Provinces are all Owned by PRs or DNPRs (take the Owner of its Capital); the Bot&apos;s Ally; a Realm in Truce with the Bot; an Opponent who has Passed, or an NPR Ally or HRE Subject of one; an NPR in whose Areas the Bot has 4 or more Influence; a Realm whose Provinces the Bot already Owns. A vacant Territory counts only with Quest for the New World. What is the first valid target?</source>
        <translation>Бот не має профілю Держави з цією схемою: киньте кубик на його надрукованій Військовій схемі цілей (буклет сценарію). Якщо ціль недійсна, візьміть зазначену Заміну, інакше киньте серед її дочірніх вузлів, інакше перейдіть до наступного сестринського вузла за зростанням значення кубика (по колу), інакше до наступного двоюрідного. Недійсні: Васал (візьміть його Сюзерена); Держава, усі Провінції якої у володінні PR або DNPR (візьміть Власника її Столиці); Союзник Бота; Держава в Перемир’ї з Ботом; Опонент, що спасував, або його Союзник NPR чи підданий СРІ; NPR, в Областях якої Бот має 4 чи більше Впливу; Держава, Провінції якої Бот уже має у володінні. Вільна територія враховується лише з «Quest for the New World». Яка перша дійсна ціль?</translation>
    </message>
    <message>
        <source>The Bot has no Realm profile with this chart: roll a die on its printed Military Targeting Chart (scenario booklet). If the target is invalid, take the listed substitute, else roll among its child nodes, else move to the next sibling by rising die value (wrap round), else to the next cousin. Invalid: a Vassal (take its Overlord); a Realm whose Provinces are all Owned by PRs or DNPRs (take the Owner of its Capital); the Bot&apos;s Ally; a Realm in Truce with the Bot; an Opponent who has Passed, or an NPR Ally or HRE Subject of one; an NPR in whose Areas the Bot has {influence} or more Influence (check the token in your booklet); a Realm whose Provinces the Bot already Owns. A vacant Territory counts only with Quest for the New World. What is the first valid target?</source>
        <translation>Бот не має профілю Держави з цією схемою: киньте кубик на його надрукованій Військовій схемі цілей (брошура сценарію). Якщо ціль недійсна, візьміть зазначену Заміну, інакше киньте серед її дочірніх вузлів, інакше перейдіть до наступного сестринського вузла за зростанням значення кубика (по колу), інакше до наступного двоюрідного. Недійсні: Васал (візьміть його Сюзерена); Держава, усі Провінції якої у володінні PR або DNPR (візьміть Власника її Столиці); Союзник Бота; Держава в Перемир’ї з Ботом; Опонент, що спасував, або його Союзник NPR чи підданий СРІ; NPR, в Областях якої Бот має {influence} чи більше Впливу (перевірте жетон у брошурі); Держава, Провінції якої Бот уже має у володінні. Вільна територія враховується лише з «Quest for the New World». Яка перша дійсна ціль?</translation>
    </message>
    <message>
        <source>The Bot has no Realm profile with this chart: roll a die on its printed Military Targeting Chart (scenario booklet). If the target is invalid, take the listed substitute, else roll among its child nodes, else move to the next sibling by rising die value (wrap round), else to the next cousin. Invalid: a Vassal (take its Overlord); a Realm whose Provinces are all Owned by PRs or DNPRs (take the Owner of its Capital); the Bot&apos;s Ally; a Realm in Truce with the Bot; an Opponent who has Passed, or an NPR Ally or HRE Subject of one; an NPR in whose Areas the Bot has {influence} or more Influence; a Realm whose Provinces the Bot already Owns. A vacant Territory counts only with Quest for the New World. What is the first valid target?</source>
        <translation>Бот не має профілю Держави з цією схемою: киньте кубик на його надрукованій Військовій схемі цілей (брошура сценарію). Якщо ціль недійсна, візьміть зазначену Заміну, інакше киньте серед її дочірніх вузлів, інакше перейдіть до наступного сестринського вузла за зростанням значення кубика (по колу), інакше до наступного двоюрідного. Недійсні: Васал (візьміть його Сюзерена); Держава, усі Провінції якої у володінні PR або DNPR (візьміть Власника її Столиці); Союзник Бота; Держава в Перемир’ї з Ботом; Опонент, що спасував, або його Союзник NPR чи підданий СРІ; NPR, в Областях якої Бот має {influence} чи більше Впливу; Держава, Провінції якої Бот уже має у володінні. Вільна територія враховується лише з «Quest for the New World». Яка перша дійсна ціль?</translation>
    </message>
    <message>
        <source>The target is the NPR {target}. Place a Claim {claim_place}.</source>
        <translation>Ціль — NPR {target}. Розмістіть Претензію {claim_place}.</translation>
    </message>
    <message>
        <source>{how} Is that a valid Military target? Invalid: a Vassal of another Realm; a Realm whose Provinces are all Owned by PRs or DNPRs; the Bot&apos;s Ally; a Realm in Truce with the Bot; an Opponent who has Passed, or an NPR Ally or HRE Subject of one; an NPR in whose Areas the Bot has {influence} or more Influence (check the token in your booklet); a Realm whose Provinces the Bot already Owns. Check the DoW restrictions of the main rules (page {page}) too.</source>
        <translation>{how} Чи це дійсна Військова ціль? Недійсні: Васал іншої Держави; Держава, усі Провінції якої у володінні PR або DNPR; Союзник Бота; Держава в Перемир’ї з Ботом; Опонент, що спасував, або його Союзник NPR чи підданий СРІ; NPR, в Областях якої Бот має {influence} чи більше Впливу (перевірте жетон у брошурі); Держава, Провінції якої Бот уже має у володінні. Перевірте також обмеження DoW з основних правил (сторінка {page}).</translation>
    </message>
</context>
<context>
    <name>eupop/token_limits</name>
    <message>
        <source>Check the icons of the second item of this list in your booklet: this step takes them to mean Influence from Areas where the Bot has neither an Alliance nor a Marriage.</source>
        <translation>Перевірте значки другої позиції цього списку у своїй брошурі: цей крок вважає, що йдеться про Вплив з Областей, де Бот не має ні Союзу, ні шлюбу.</translation>
    </message>
    <message>
        <source>Check the icons of the second place in your booklet: this step takes them to mean Influence from Areas where the Bot has neither an Alliance nor a Marriage.</source>
        <translation>Перевірте значки другого місця у своїй брошурі: цей крок вважає, що йдеться про Вплив з Областей, де Бот не має ні Союзу, ні шлюбу.</translation>
    </message>
    <message>
        <source>Give the Bot a +20 Income tile, Bot side up, and put the {n} Small Towns from its Supply on its Town Track. The tile goes back to the Supply if the Bot falls below {n} Small Towns.</source>
        <translation>Дайте Ботові плитку «Дохід +20» стороною бота догори й покладіть {n} Малих міст із його Запасу на його Шкалу міст. Плитка повертається в Запас, якщо Бот опуститься нижче {n} Малих міст.</translation>
    </message>
    <message>
        <source>Take the cubes the Bot needs in this order until it has enough: first from Spent Bot Power; then Influence from Areas where the Bot has neither an Alliance nor a Marriage, furthest from its Capital Area first; then from the Areas of its Ally with the lowest Tax Income; last from Available Bot Power (check your booklet).</source>
        <translation>Беріть кубики, потрібні Ботові, у такому порядку, доки їх не стане досить: спершу з Витрачених Очок бота; потім Вплив з Областей, де Бот не має ні Союзу, ні шлюбу, спершу найдалі від його Столичної області; потім з Областей його Союзника з найнижчим Податковим доходом; наостанок з Доступних Очок бота (перевірте в брошурі).</translation>
    </message>
    <message>
        <source>The booklet&apos;s text lacks the icons of the second source; Influence away from the Bot&apos;s Alliances and Marriages is a reading.</source>
        <translation>У тексті брошури бракує значків другого джерела; Вплив далеко від Союзів і шлюбів Бота — це тлумачення.</translation>
    </message>
</context>
<context>
    <name>eupop/trade</name>
    <message>
        <source>Does that player have the Mercantilism Idea and {n} or more from Key Provinces (check your booklet for what is counted)? Then each Bot collects {loss} Bot Power less.</source>
        <translation>Чи має цей гравець Ідею «Меркантилізм» і {n} або більше з Ключових провінцій (перевірте в брошурі, що рахується)? Тоді кожен Бот отримує на {loss} Очко бота менше.</translation>
    </message>
    <message>
        <source>For the Bot&apos;s own NAVAL Action this step uses the passive Trade Income values: check the NAVAL chart in your booklet.</source>
        <translation>Для власної МОРСЬКОЇ дії Бота цей крок використовує значення пасивного Торгового доходу: перевірте схему МОРСЬКОЇ дії у своїй брошурі.</translation>
    </message>
    <message>
        <source>How many Pirates are in that Trade Node? Each takes {loss} Bot Power from a Bot&apos;s income there.</source>
        <translation>Скільки Піратів у цьому Торговому вузлі? Кожен забирає {loss} Очко бота з доходу Бота там.</translation>
    </message>
    <message>
        <source>How much a Bot collects by its own NAVAL Action is not in the booklet&apos;s text; this uses the passive Trade Income values.</source>
        <translation>Скільки Бот отримує з власної МОРСЬКОЇ дії, у тексті брошури немає; тут використано значення пасивного Торгового доходу.</translation>
    </message>
    <message>
        <source>The booklet&apos;s text lacks the icon of what the player has 3 or more of from Key Provinces: check your copy.</source>
        <translation>Текст брошури не має значка того, чого гравець має 3 або більше з Ключових провінцій: перевірте свій примірник.</translation>
    </message>
</context>
<context>
    <name>eupop/unrest</name>
    <message>
        <source>Remove Unrest as the main rules&apos; action allows, from the Bot&apos;s Areas with the highest Tax Value first (then alphabetical).</source>
        <translation>Приберіть Заворушення, наскільки дозволяє дія з основних правил, спершу з Областей Бота з найвищою Податковою вартістю (потім за абеткою).</translation>
    </message>
    <message>
        <source>The booklet&apos;s text keeps only this chart&apos;s heading; the steps follow the main rules&apos; Unrest removal.</source>
        <translation>Текст брошури зберігає лише заголовок цієї схеми; кроки спираються на прибирання Заворушень з основних правил.</translation>
    </message>
    <message>
        <source>The chart image is not in our sources; the steps follow the main rules&apos; Unrest removal.</source>
        <translation>Зображення схеми немає в наших джерелах; кроки йдуть за прибиранням Заворушень з основних правил.</translation>
    </message>
</context>
<context>
    <name>glory_automa</name>
    <message>
        <source>Food the mill shows</source>
        <translation>Кількість їжі на млині</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>Чотири</translation>
    </message>
    <message>
        <source>Four priority numbers</source>
        <translation>Чотири пріоритетні номери</translation>
    </message>
    <message>
        <source>Mead the meadery shows</source>
        <translation>Медовуха, вказана на медоварні</translation>
    </message>
    <message>
        <source>Not offered</source>
        <translation>Не пропонувати</translation>
    </message>
    <message>
        <source>Not offered, as the Automa appendix has it</source>
        <translation>Не пропонувати, як у додатку про автому</translation>
    </message>
    <message>
        <source>Six</source>
        <translation>Шість</translation>
    </message>
    <message>
        <source>Six priority numbers</source>
        <translation>Шість пріоритетних номерів</translation>
    </message>
    <message>
        <source>Take a technology, as the free action does</source>
        <translation>Забрати технологію, як у вільній дії</translation>
    </message>
    <message>
        <source>The automa of Glory of Civilizations as the older rules text (seed 003) gives it: a row of automa cards each round, free actions, one main action with fallback, the reform after round 1 and the achievements phase.</source>
        <translation>Автома гри Glory of Civilizations («Слава цивілізацій») за старшою редакцією правил (сід 003): щораунду ряд карт автоми, вільні дії, одна основна дія з альтернативною дією, реформа після раунду 1 і фаза досягнень.</translation>
    </message>
    <message>
        <source>The automa of Glory of Civilizations as the older rules text gives it: a row of automa cards each round, free actions, one main action with fallback, the reform after round 1 and the achievements phase.</source>
        <translation>Автома гри Glory of Civilizations («Слава цивілізацій») за старішою редакцією правил: щораунду ряд карт автоми, вільні дії, одна основна дія з альтернативною, реформа після 1-го раунду та фаза досягнень.</translation>
    </message>
    <message>
        <source>The row has {n} cards</source>
        <translation>Карт у ряду: {n}</translation>
    </message>
    <message>
        <source>Variant: take a technology, as the free action does</source>
        <translation>Варіант: забрати технологію, як у вільній дії</translation>
    </message>
    <message>
        <source>Variant: technology on a main-action line</source>
        <translation>Варіант: технологія в рядку основної дії</translation>
    </message>
    <message>
        <source>Weapons the forge shows</source>
        <translation>Зброя, вказана на кузні</translation>
    </message>
    <message>
        <source>Wood the sawmill shows</source>
        <translation>Деревина, вказана на лісопилці</translation>
    </message>
    <message>
        <source>an action this app does not know</source>
        <translation>дія, якої цей застосунок не знає</translation>
    </message>
    <message>
        <source>column</source>
        <translation>стовпець</translation>
    </message>
    <message>
        <source>event card</source>
        <translation>карта подій</translation>
    </message>
    <message>
        <source>position in the row</source>
        <translation>місце в ряду</translation>
    </message>
    <message>
        <source>row</source>
        <translation>рядок</translation>
    </message>
    <message>
        <source>{a} of {n} cards activated</source>
        <translation>Активовано карт: {a} з {n}</translation>
    </message>
    <message>
        <source>{n} Wonder stages built</source>
        <translation>Збудовано етапів Чуда: {n}</translation>
    </message>
    <message>
        <source>{n} cards in the automa deck, the row needs {size}</source>
        <translation>Карт у колоді автоми: {n}, ряду потрібно: {size}</translation>
    </message>
    <message>
        <source>{n} cards in the row</source>
        <translation>Карт у ряду: {n}</translation>
    </message>
    <message>
        <source>{n} extra votes</source>
        <translation>Додаткові голоси: {n}</translation>
    </message>
</context>
<context>
    <name>glory_automa/achievements</name>
    <message>
        <source>Are the automa&apos;s cards keyed in?</source>
        <translation>Чи карти автоми введено?</translation>
    </message>
    <message>
        <source>Check in your Automa appendix what the automa discards in checks.</source>
        <translation>Перевірте в додатку про автому, що саме скидає автома під час перевірок.</translation>
    </message>
    <message>
        <source>Check in your Automa appendix what this number counts.</source>
        <translation>Перевірте в додатку про автому, що саме означає це число.</translation>
    </message>
    <message>
        <source>Coins the automa gains from events go to its treasury: enter them on its mat.</source>
        <translation>Монети, які автома отримує від подій, ідуть до її скарбниці: внесіть їх у панель автоми.</translation>
    </message>
    <message>
        <source>Resolve every event. For the main event the automa spends as much of its surplus as it can: for Glory (Festival, Expedition, Supply), to make products (Whisky Distillation, Secret of Silk, Meteorite Fall) or to train units (Campaign). In checks (Guild Pogroms, Internecine War, Game of Kings, Earthquake and the like) it improves its bag by discarding {low} or {high}, as the check allows.</source>
        <translation>Розіграйте всі ефекти подій. Для головної події автома максимально витрачає свій надлишок: на Славу (Фестиваль, Експедиція, Постачання), на виготовлення виробів (Дистиляція віскі, Секрет шовку, Падіння метеориту) або на тренування загонів (Похід). Під час перевірок (Погроми цехів, Міжусобна війна, Гра королів, Землетрус тощо) вона покращує мішок, скидаючи {low} або {high}, як дозволяє перевірка.</translation>
    </message>
    <message>
        <source>The automa adds votes: {extra}. Then it gives all its votes to event card {event}.</source>
        <translation>Автома додає голоси: {extra}. Потім віддає всі свої голоси за карту подій {event}.</translation>
    </message>
    <message>
        <source>The automa adds votes: {votes}. The next priority number picks the event card.</source>
        <translation>Автома додає голоси: {votes}. Наступний пріоритетний номер вказує карту подій.</translation>
    </message>
    <message>
        <source>The automa becomes a candidate for victory as soon as any player has {stars} or more. The source text breaks off here; check the rulebook for what is counted.</source>
        <translation>Автома стає кандидатом на перемогу, щойно будь-який гравець має {stars} або більше. Текст джерела тут уривається; перевірте в правилах, що саме рахується.</translation>
    </message>
    <message>
        <source>The automa becomes a candidate for victory as soon as any player has {stars} or more: see your rulebook for what is counted.</source>
        <translation>Автома стає кандидатом на перемогу, як тільки один з гравців має {stars} або більше: що саме рахується, дивіться у своїх правилах гри.</translation>
    </message>
    <message>
        <source>The rules show the three event cards as icons the text does not keep; they are numbered here in the order the table lays them out.</source>
        <translation>Правила показують три карти подій значками, яких текст не зберіг; тут їх пронумеровано в тому порядку, в якому їх викладено на столі.</translation>
    </message>
    <message>
        <source>The rules text breaks off after this number.</source>
        <translation>Текст правил уривається після цього числа.</translation>
    </message>
    <message>
        <source>The seed&apos;s icon for what is discarded in checks is lost.</source>
        <translation>Значок того, що скидають під час перевірок, у джерелі втрачено.</translation>
    </message>
    <message>
        <source>The seed&apos;s icons for the three event cards are lost; the app numbers them in the order the table lays them out.</source>
        <translation>Значки трьох карт подій у джерелі втрачено; застосунок нумерує їх у порядку, в якому їх викладено на столі.</translation>
    </message>
    <message>
        <source>What is discarded in checks is an icon the rules text does not show: check your copy.</source>
        <translation>Те, що скидається під час перевірок, позначено значком, якого текст правил не показує: перевірте у своєму примірнику.</translation>
    </message>
</context>
<context>
    <name>glory_automa/ballista</name>
    <message numerus="yes">
        <source>Archer units to place: {n}. Put it on the priority hex next to an automa city or castle. Put %n action cubes on the barracks area.</source>
        <translation>
            <numerusform>Загони лучників, які треба розмістити: {n}. Розмістіть їх на пріоритетному гексі поруч із містом чи замком автоми. Покладіть %n кубик дії на область казарм.</numerusform>
            <numerusform>Загони лучників, які треба розмістити: {n}. Розмістіть їх на пріоритетному гексі поруч із містом чи замком автоми. Покладіть %n кубики дії на область казарм.</numerusform>
            <numerusform>Загони лучників, які треба розмістити: {n}. Розмістіть їх на пріоритетному гексі поруч із містом чи замком автоми. Покладіть %n кубиків дії на область казарм.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Archer units to place: {n}. Put it on the priority hex next to an automa city or castle. Put %n action cubes on the workshop area.</source>
        <translation>
            <numerusform>Загони лучників, які треба розмістити: {n}. Розмістіть їх на пріоритетному гексі поруч із містом чи замком автоми. Покладіть %n кубик дії на область майстерні.</numerusform>
            <numerusform>Загони лучників, які треба розмістити: {n}. Розмістіть їх на пріоритетному гексі поруч із містом чи замком автоми. Покладіть %n кубики дії на область майстерні.</numerusform>
            <numerusform>Загони лучників, які треба розмістити: {n}. Розмістіть їх на пріоритетному гексі поруч із містом чи замком автоми. Покладіть %n кубиків дії на область майстерні.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ballistas to place: {n}. Put it on the priority hex next to an automa city or castle. Put %n action cubes on the workshop area.</source>
        <translation>
            <numerusform>Балісти, які треба розмістити: {n}. Розмістіть її на пріоритетному гексі поруч із містом чи замком автоми. Покладіть %n кубик дії на область майстерні.</numerusform>
            <numerusform>Балісти, які треба розмістити: {n}. Розмістіть її на пріоритетному гексі поруч із містом чи замком автоми. Покладіть %n кубики дії на область майстерні.</numerusform>
            <numerusform>Балісти, які треба розмістити: {n}. Розмістіть її на пріоритетному гексі поруч із містом чи замком автоми. Покладіть %n кубиків дії на область майстерні.</numerusform>
        </translation>
    </message>
    <message>
        <source>In Age I the automa trains archers instead. Does it have archers left, and room on a priority hex next to one of its cities or castles?</source>
        <translation>В епоху I автома натомість тренує лучників. Чи має вона ще лучників і місце на пріоритетному гексі поруч зі своїм містом чи замком?</translation>
    </message>
    <message>
        <source>Is it Age I?</source>
        <translation>Чи триває епоха I?</translation>
    </message>
    <message>
        <source>The seed&apos;s example puts archers&apos; cubes on the barracks area, but the action itself names the workshop area; the app follows the action.</source>
        <translation>Приклад у джерелі кладе кубики лучників на область казарм, але сама дія називає область майстерні; застосунок іде за дією.</translation>
    </message>
</context>
<context>
    <name>glory_automa/battles</name>
    <message numerus="yes">
        <source>Put %n action cubes on the area of this action. The automa fights {battles} battles, one after the other.</source>
        <translation>
            <numerusform>Покладіть %n кубик дії на область цієї дії. Автома проводить битви одну за одною: {battles}.</numerusform>
            <numerusform>Покладіть %n кубики дії на область цієї дії. Автома проводить битви одну за одною: {battles}.</numerusform>
            <numerusform>Покладіть %n кубиків дії на область цієї дії. Автома проводить битви одну за одною: {battles}.</numerusform>
        </translation>
    </message>
    <message>
        <source>The rules put action cubes for every main action but do not name the area for this one.</source>
        <translation>За правилами за кожну основну дію кладуть кубики дії, але область для цієї правила не називають.</translation>
    </message>
    <message>
        <source>The seed&apos;s general rule puts action cubes for every main action; it does not name the area of this one.</source>
        <translation>Загальне правило джерела кладе кубики дії за кожну основну дію; область саме цієї не названо.</translation>
    </message>
</context>
<context>
    <name>glory_automa/buildings</name>
    <message>
        <source>Find the priority hex, an automa city if possible. Do {n} buildings (the age number) fit there within the building limit?</source>
        <translation>Знайдіть пріоритетний гекс, за можливості місто автоми. Чи вміститься там у межах ліміту забудови стільки будівель, скільки номер епохи ({n})?</translation>
    </message>
    <message>
        <source>Is there another priority hex, an automa city if possible, where {n} buildings fit within the building limit?</source>
        <translation>Чи є інший пріоритетний гекс, за можливості місто автоми, де в межах ліміту забудови вміститься стільки будівель: {n}?</translation>
    </message>
    <message numerus="yes">
        <source>Place buildings on that hex: {n}. Put %n action cubes on the hex.</source>
        <translation>
            <numerusform>Розмістіть будівлі на цьому гексі: {n}. Покладіть %n кубик дії на цей гекс.</numerusform>
            <numerusform>Розмістіть будівлі на цьому гексі: {n}. Покладіть %n кубики дії на цей гекс.</numerusform>
            <numerusform>Розмістіть будівлі на цьому гексі: {n}. Покладіть %n кубиків дії на цей гекс.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>glory_automa/castle</name>
    <message>
        <source>In Age I the automa builds a city instead of a castle.</source>
        <translation>В епоху I автома будує місто замість замку.</translation>
    </message>
    <message>
        <source>Is it Age I?</source>
        <translation>Чи триває епоха I?</translation>
    </message>
    <message>
        <source>The seed builds a castle the way it builds a city; the one action cube on the new castle follows the city&apos;s.</source>
        <translation>Джерело будує замок так само, як місто; один кубик дії на новому замку — як у міста.</translation>
    </message>
</context>
<context>
    <name>glory_automa/fight</name>
    <message>
        <source>Add experience cubes to the bag: {cubes} (the priority number, one more under Autocracy).</source>
        <translation>Додайте до мішка кубики досвіду: {cubes} (пріоритетний номер, на один більше за Автократії).</translation>
    </message>
    <message>
        <source>The automa gains experience for the effects of its form of government and technologies.</source>
        <translation>Автома отримує досвід за ефекти своєї форми правління та технологій.</translation>
    </message>
    <message>
        <source>The rules say &apos;the priority number&apos; without saying which; this takes the first one.</source>
        <translation>Правила кажуть «пріоритетний номер», не уточнюючи який; тут береться перший.</translation>
    </message>
    <message>
        <source>The rules say &apos;the priority number&apos; without saying which; this takes the first priority number of the active card.</source>
        <translation>Правила кажуть «пріоритетний номер», не уточнюючи який; тут береться перший пріоритетний номер активної карти.</translation>
    </message>
    <message>
        <source>The seed says &apos;the priority number&apos; without saying which; the app takes the first one.</source>
        <translation>Джерело каже «пріоритетний номер», не уточнюючи який; застосунок бере перший.</translation>
    </message>
    <message>
        <source>The seed says &apos;the priority number&apos; without saying which; the app takes the first priority number of the active card.</source>
        <translation>Джерело каже «пріоритетний номер», не уточнюючи який; застосунок бере перший пріоритетний номер активної карти.</translation>
    </message>
</context>
<context>
    <name>glory_automa/free_actions</name>
    <message>
        <source>The rules list the Glory action right after the coins one; that it is a free action is read from where it stands.</source>
        <translation>Правила наводять дію зі Славою одразу після дії з монетами; те, що вона вільна, випливає з її місця в списку.</translation>
    </message>
    <message>
        <source>The seed lists the Glory free action right after the coins one; that it is a free action is read from where it stands.</source>
        <translation>Джерело наводить вільну дію зі Славою одразу після дії з монетами; те, що це вільна дія, випливає з її місця в списку.</translation>
    </message>
</context>
<context>
    <name>glory_automa/other_action</name>
    <message>
        <source>For a card line this app does not know: the player does it as the card shows.</source>
        <translation>Для рядка карти, якого цей застосунок не знає: гравець виконує його, як показано на карті.</translation>
    </message>
</context>
<context>
    <name>glory_automa/peasants</name>
    <message>
        <source>Does the automa have peasants left, and room on a priority hex next to one of its cities or castles?</source>
        <translation>Чи має автома ще селян і місце на пріоритетному гексі поруч зі своїм містом чи замком?</translation>
    </message>
    <message numerus="yes">
        <source>Peasants to place (one per automa city): {n}. Find the priority hex next to an automa city or castle. If more than one unit is trained, put one in an automa city or castle without an army and the rest on that hex. Put %n action cubes on the city area.</source>
        <translation>
            <numerusform>Селяни, яких треба розмістити (по одному на місто автоми): {n}. Знайдіть пріоритетний гекс поруч із містом чи замком автоми. Якщо тренуєте більше одного загону, розмістіть один у місті чи замку автоми без війська, а решту на цьому гексі. Покладіть %n кубик дії на область міста.</numerusform>
            <numerusform>Селяни, яких треба розмістити (по одному на місто автоми): {n}. Знайдіть пріоритетний гекс поруч із містом чи замком автоми. Якщо тренуєте більше одного загону, розмістіть один у місті чи замку автоми без війська, а решту на цьому гексі. Покладіть %n кубики дії на область міста.</numerusform>
            <numerusform>Селяни, яких треба розмістити (по одному на місто автоми): {n}. Знайдіть пріоритетний гекс поруч із містом чи замком автоми. Якщо тренуєте більше одного загону, розмістіть один у місті чи замку автоми без війська, а решту на цьому гексі. Покладіть %n кубиків дії на область міста.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Place {peasants} on the priority hex next to an automa city or castle, as many as the automa&apos;s cities. Put %n action cubes on the city area.</source>
        <translation>
            <numerusform>Розмістіть {peasants} на пріоритетному гексі поруч із містом чи замком автоми — стільки, скільки в автоми міст. Покладіть %n кубик дії на область міста.</numerusform>
            <numerusform>Розмістіть {peasants} на пріоритетному гексі поруч із містом чи замком автоми — стільки, скільки в автоми міст. Покладіть %n кубики дії на область міста.</numerusform>
            <numerusform>Розмістіть {peasants} на пріоритетному гексі поруч із містом чи замком автоми — стільки, скільки в автоми міст. Покладіть %n кубиків дії на область міста.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Place {peasants}, one per automa city. Find the priority hex next to an automa city or castle. If more than one unit is trained, put one in an automa city or castle without an army and the rest on that hex. Put %n action cubes on the city area.</source>
        <translation>
            <numerusform>Розмістіть {peasants}, по одному на кожне місто автоми. Знайдіть пріоритетний гекс поруч із містом чи замком автоми. Якщо автома тренує більше одного загону, розмістіть одного з них у місті чи замку автоми, яке ще не має війська, а решту — на цьому гексі. Покладіть %n кубик дії на область міста.</numerusform>
            <numerusform>Розмістіть {peasants}, по одному на кожне місто автоми. Знайдіть пріоритетний гекс поруч із містом чи замком автоми. Якщо автома тренує більше одного загону, розмістіть одного з них у місті чи замку автоми, яке ще не має війська, а решту — на цьому гексі. Покладіть %n кубики дії на область міста.</numerusform>
            <numerusform>Розмістіть {peasants}, по одному на кожне місто автоми. Знайдіть пріоритетний гекс поруч із містом чи замком автоми. Якщо автома тренує більше одного загону, розмістіть одного з них у місті чи замку автоми, яке ще не має війська, а решту — на цьому гексі. Покладіть %n кубиків дії на область міста.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>glory_automa/products</name>
    <message>
        <source>That the forge gives weapons and the meadery mead is read from the areas&apos; names; the amounts are the ones entered at setup from the automa board.</source>
        <translation>Те, що кузня дає зброю, а медоварня медовуху, випливає з назв областей; кількості — ті, що введено з планшета автоми під час підготовки.</translation>
    </message>
</context>
<context>
    <name>glory_automa/reform</name>
    <message>
        <source>The last slot of the list says to skip the number. Its number is an icon the rules text does not show; the number after the three forms of government is the one left.</source>
        <translation>Останній пункт списку велить пропустити номер. Його номер — значок, якого текст правил не показує; лишається номер після трьох форм правління.</translation>
    </message>
    <message>
        <source>The last slot of the seed&apos;s list says to skip the number; its icon is lost, and the number after the three forms of government is the one left.</source>
        <translation>Останній пункт списку в джерелі каже пропустити номер; його значок втрачено, і залишається номер після трьох форм правління.</translation>
    </message>
</context>
<context>
    <name>glory_automa/religion</name>
    <message>
        <source>The rules put action cubes for every main action; the area for this one is an icon that the rules text does not show.</source>
        <translation>За правилами за кожну основну дію кладуть кубики дії; область для цієї позначено значком, якого текст правил не показує.</translation>
    </message>
    <message>
        <source>The seed&apos;s general rule puts action cubes for every main action; the area&apos;s icon is lost in the seed.</source>
        <translation>Загальне правило джерела кладе кубики дії за кожну основну дію; значок області в джерелі втрачено.</translation>
    </message>
</context>
<context>
    <name>glory_automa/resources</name>
    <message>
        <source>That the mill gives food and the sawmill wood is read from the areas&apos; names; the amounts are the ones entered at setup from the automa board.</source>
        <translation>Те, що млин дає їжу, а лісопилка деревину, випливає з назв областей; кількості — ті, що введено з планшета автоми під час підготовки.</translation>
    </message>
</context>
<context>
    <name>glory_automa/round_start</name>
    <message>
        <source>Round {round}: lay out the automa&apos;s row in front of its board in this order, the first {up} face up and the rest face down: {cards}.</source>
        <translation>Раунд {round}: викладіть ряд карт автоми перед її планшетом у такому порядку, перші ({up}) горілиць, а решту долілиць: {cards}.</translation>
    </message>
    <message numerus="yes">
        <source>Round {round}: shuffle the automa deck and lay out a row of %n cards in front of the automa board, the first {up} face up and the rest face down.</source>
        <translation>
            <numerusform>Раунд {round}: перетасуйте колоду автоми і викладіть перед планшетом автоми ряд: %n карту, перші ({up}) горілиць, а решту долілиць.</numerusform>
            <numerusform>Раунд {round}: перетасуйте колоду автоми і викладіть перед планшетом автоми ряд: %n карти, перші ({up}) горілиць, а решту долілиць.</numerusform>
            <numerusform>Раунд {round}: перетасуйте колоду автоми і викладіть перед планшетом автоми ряд: %n карт, перші ({up}) горілиць, а решту долілиць.</numerusform>
        </translation>
    </message>
    <message>
        <source>Round {round}: the automa deck holds {left} cards. Lay them out in a row, then reshuffle the discard pile into a new automa deck and lay out more cards until the row holds {size}; the first {up} face up and the rest face down.</source>
        <translation>Раунд {round}: карт у колоді автоми: {left}. Викладіть їх у ряд, потім замішайте скид у нову колоду автоми і викладайте далі, доки в ряду не буде стільки карт: {size}; перші ({up}) горілиць, а решту долілиць.</translation>
    </message>
    <message>
        <source>The app shuffles the kept cards, reshuffles the discard pile when the deck runs out, and names the cards to lay out.</source>
        <translation>Застосунок перетасовує залишені карти, замішує скид, коли колода закінчується, і називає карти, які треба викласти.</translation>
    </message>
</context>
<context>
    <name>glory_automa/setup</name>
    <message>
        <source>Place the automa&apos;s capital and its peasants in its starting province as usual. Peasants: {n}.</source>
        <translation>Розмістіть столицю автоми та її селян у її стартовій провінції, як зазвичай. Селяни: {n}.</translation>
    </message>
</context>
<context>
    <name>glory_automa/suppress</name>
    <message>
        <source>Add experience cubes to the bag: {n}.</source>
        <translation>Додайте до мішка кубики досвіду: {n}.</translation>
    </message>
    <message>
        <source>Commit unexhausted military units: {extra} more than its troubles of that type. Fight the battle as usual.</source>
        <translation>Задійте невиснажені військові загони: на {extra} більше, ніж напастей цього типу. Проведіть битву, як зазвичай.</translation>
    </message>
</context>
<context>
    <name>glory_automa/swordsmen</name>
    <message numerus="yes">
        <source>Swordsmen to place (the age number): {n}. Find the priority hex next to an automa city or castle. If more than one unit is trained, put one in an automa city or castle without an army and the rest on that hex. Put %n action cubes on the barracks area.</source>
        <translation>
            <numerusform>Мечники, яких треба розмістити (номер епохи): {n}. Знайдіть пріоритетний гекс поруч із містом чи замком автоми. Якщо тренуєте більше одного загону, розмістіть один у місті чи замку автоми без війська, а решту на цьому гексі. Покладіть %n кубик дії на область казарм.</numerusform>
            <numerusform>Мечники, яких треба розмістити (номер епохи): {n}. Знайдіть пріоритетний гекс поруч із містом чи замком автоми. Якщо тренуєте більше одного загону, розмістіть один у місті чи замку автоми без війська, а решту на цьому гексі. Покладіть %n кубики дії на область казарм.</numerusform>
            <numerusform>Мечники, яких треба розмістити (номер епохи): {n}. Знайдіть пріоритетний гекс поруч із містом чи замком автоми. Якщо тренуєте більше одного загону, розмістіть один у місті чи замку автоми без війська, а решту на цьому гексі. Покладіть %n кубиків дії на область казарм.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>glory_automa/technology</name>
    <message>
        <source>None of the {pairs} pairs finds a technology: the automa takes none.</source>
        <translation>Жодна з пар ({pairs}) не вказує на технологію: автома не забирає жодної.</translation>
    </message>
    <message>
        <source>Take that technology for the automa.</source>
        <translation>Заберіть цю технологію для автоми.</translation>
    </message>
    <message>
        <source>Take the technology in row {row}, column {column} for the automa.</source>
        <translation>Заберіть для автоми технологію з рядка {row}, стовпця {column}.</translation>
    </message>
</context>
<context>
    <name>glory_automa/turn</name>
    <message>
        <source>Flip card {position} of the row face up, so that {up} cards without activation cubes show.</source>
        <translation>Відкрийте карту {position} у ряду горілиць, щоб було видно стільки карт без кубиків активації: {up}.</translation>
    </message>
    <message>
        <source>Main action: the automa takes a technology, as it does for the free action.</source>
        <translation>Основна дія: автома забирає технологію так само, як у вільній дії отримання технології.</translation>
    </message>
    <message>
        <source>This table plays no technology on a main-action line: play the line as the card shows it.</source>
        <translation>За цим столом технологія в рядку основної дії не розігрується: виконайте цей рядок так, як показує карта.</translation>
    </message>
    <message>
        <source>Your Automa appendix describes taking a technology as a free action only. Play it on a main-action line only if your card shows it there; otherwise choose “Not offered” under “Technology on a main-action line” when you set up the game.</source>
        <translation>Додаток про автому описує отримання технології лише як вільну дію. Розігруйте її в рядку основної дії, тільки якщо ваша карта показує її там; інакше під час підготовки гри оберіть «Не пропонувати» в параметрі «Технологія в рядку основної дії».</translation>
    </message>
</context>
<context>
    <name>glory_automa/wonder</name>
    <message>
        <source>The rules say to take the matching number of technologies; the number is printed on the Wonder, so it is asked.</source>
        <translation>Правила велять взяти відповідну кількість технологій; це число надруковане на Чуді, тож застосунок про нього питає.</translation>
    </message>
    <message>
        <source>The seed says to take the matching number of technologies; the number is on the Wonder, so the app asks.</source>
        <translation>Джерело каже забрати відповідну кількість технологій; ця кількість — на Чуді, тож застосунок запитує.</translation>
    </message>
</context>
<context>
    <name>megaciv_calamities</name>
    <message>
        <source>Board counts</source>
        <translation>Дані з поля</translation>
    </message>
    <message>
        <source>Civil War: count every unit of the primary victim on the board, as unit points.</source>
        <translation>Громадянська війна: порахуйте всі одиниці головної жертви на полі як очки одиниць.</translation>
    </message>
    <message>
        <source>Fewest cities in stock</source>
        <translation>Найменше міст у запасі</translation>
    </message>
    <message>
        <source>Most cities in stock</source>
        <translation>Найбільше міст у запасі</translation>
    </message>
    <message>
        <source>Victim&apos;s unit points on the board</source>
        <translation>Очки одиниць жертви на полі</translation>
    </message>
    <message>
        <source>change</source>
        <translation>зміна</translation>
    </message>
    <message>
        <source>players&apos; summaries of the calamity cards</source>
        <translation>стислі описи карт катастроф від гравців</translation>
    </message>
    <message>
        <source>research table, not in seed 004</source>
        <translation>таблиця з дослідницьких нотаток, не з сиду 004</translation>
    </message>
    <message>
        <source>seed 004</source>
        <translation>сид 004</translation>
    </message>
    <message>
        <source>summaries of the English calamity cards</source>
        <translation>стислі описи англійських карт катастроф</translation>
    </message>
    <message>
        <source>{advance} makes it worse: {delta}</source>
        <translation>«{advance}» погіршує: {delta}</translation>
    </message>
    <message>
        <source>{advance} protects: {delta}</source>
        <translation>«{advance}» захищає: {delta}</translation>
    </message>
    <message>
        <source>{total} unit points entered</source>
        <translation>введено очок одиниць: {total}</translation>
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
        <translation>ОРДИ ВАРВАРІВ ({origin}): стос торгових карт {stack}, катастрофа {trade}. Відповідайте на запитання за головну жертву, тобто гравця, якого вражає ця катастрофа.</translation>
    </message>
    <message>
        <source>In every conflict of this calamity: other players&apos; units in the area fight too; the barbarians gain nothing from the beneficiary&apos;s advances and ignore Cultural Ascendancy and Diplomacy; judge whether a city attack succeeds without the primary victim&apos;s strategic choices from its advances; a successful city attack takes no card from the primary victim.</source>
        <translation>У кожній сутичці цієї катастрофи: одиниці інших гравців в області теж беруть участь у сутичці; варвари не отримують нічого з карт розвитку бенефіціара і не зважають на карти «Культурна спадщина» та «Дипломатія»; оцінюючи, чи атака на місто вдасться, не враховуйте стратегічних виборів головної жертви з її карт розвитку; успішна атака на місто не забирає в головної жертви жодної карти.</translation>
    </message>
    <message>
        <source>In every conflict of this calamity: other players&apos; units in the area fight too; the beneficiary&apos;s advances do not help the barbarians, who ignore Cultural Ascendancy and Diplomacy; judge whether a city attack succeeds without the primary victim&apos;s strategic choices from its advances; a successful city attack takes no card from the primary victim.</source>
        <translation>У кожній сутичці цієї катастрофи: одиниці інших гравців в області теж беруть участь у сутичці; карти розвитку бенефіціара не допомагають варварам, а на «Культурну спадщину» та «Дипломатію» варвари не зважають; оцінюючи, чи атака на місто вдасться, не враховуйте стратегічних виборів головної жертви з її карт розвитку; успішна атака на місто не забирає в головної жертви жодної карти.</translation>
    </message>
    <message>
        <source>The trade card stack and whether the card can be traded are printed on the published cards, not in the Polish calamity texts.</source>
        <translation>Стос торгових карт і те, чи можна цією картою торгувати, надруковано на виданих картах, а не в польських текстах катастроф.</translation>
    </message>
    <message>
        <source>Trade card stack and tradability come from the research table (secondary-systems.md §3.2); seed 004 does not print them.</source>
        <translation>Стос торгових карт і те, чи катастрофа торгова, взято з таблиці в дослідницьких нотатках (secondary-systems.md §3.2); сид 004 їх не наводить.</translation>
    </message>
    <message>
        <source>{advance} makes it worse: barbarian tokens {delta}.</source>
        <translation>«{advance}» погіршує: жетони варварів {delta}.</translation>
    </message>
    <message>
        <source>{advance} protects: barbarian tokens {delta}.</source>
        <translation>«{advance}» захищає: жетони варварів {delta}.</translation>
    </message>
    <message>
        <source>☐ {advance}: barbarian tokens {delta}.</source>
        <translation>☐ {advance}: жетони варварів {delta}.</translation>
    </message>
    <message>
        <source>☒ {advance}: barbarian tokens {delta}.</source>
        <translation>☒ {advance}: жетони варварів {delta}.</translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/beneficiary</name>
    <message>
        <source>Seed 004 prints this rule for a Barbarian Hordes card that was drawn or whose origin is unknown; the research table gives it for every non-tradable calamity.</source>
        <translation>Сид 004 наводить це правило для карти Орди варварів, яку витягнуто або походження якої невідоме; таблиця з дослідницьких нотаток дає його для кожної неторгової катастрофи.</translation>
    </message>
    <message>
        <source>The Polish text gives this rule for a Barbarian Hordes card that was drawn or whose origin is unknown; the published rules use it for every calamity that cannot be traded.</source>
        <translation>Польський текст дає це правило для карти Орди варварів, яку витягнули або чиє походження невідоме; видані правила застосовують його до кожної неторгової катастрофи.</translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/civil_disorder</name>
    <message>
        <source>CIVIL DISORDER ({origin}): trade card stack {stack}, {trade}. Answer the questions for the primary victim, the player this calamity hits.</source>
        <translation>ГРОМАДСЬКІ ЗАВОРУШЕННЯ ({origin}): стос торгових карт {stack}, катастрофа {trade}. Відповідайте на запитання за головну жертву, тобто гравця, якого вражає ця катастрофа.</translation>
    </message>
    <message>
        <source>Not in seed 004: this calamity follows the research table (secondary-systems.md §3.2), which rests on public Mega Civilization sources. Check it against your rulebook.</source>
        <translation>Цього немає в сиді 004: ця катастрофа йде за таблицею з дослідницьких нотаток (secondary-systems.md §3.2), що спирається на публічні джерела про Mega Civilization. Перевірте її за своїми правилами.</translation>
    </message>
    <message>
        <source>Not printed in the Polish calamity texts: this calamity follows the published Mega Civilization card. Check it against your copy.</source>
        <translation>Цього немає в польських текстах катастроф: ця катастрофа відповідає виданій карті Mega Civilization. Звірте її зі своїм примірником.</translation>
    </message>
    <message>
        <source>The primary victim reduces all of its cities except {kept} ({breakdown}).</source>
        <translation>Головна жертва редукує всі свої міста, крім стількох: {kept} ({breakdown}).</translation>
    </message>
    <message>
        <source>The trade card stack and whether the card can be traded are printed on the published cards, not in the Polish calamity texts.</source>
        <translation>Стос торгових карт і те, чи можна цією картою торгувати, надруковано на виданих картах, а не в польських текстах катастроф.</translation>
    </message>
    <message>
        <source>Trade card stack and tradability come from the research table (secondary-systems.md §3.2); seed 004 does not print them.</source>
        <translation>Стос торгових карт і те, чи катастрофа торгова, взято з таблиці в дослідницьких нотатках (secondary-systems.md §3.2); сид 004 їх не наводить.</translation>
    </message>
    <message>
        <source>{advance} makes it worse: cities kept whole {delta}.</source>
        <translation>«{advance}» погіршує: нередуковані міста {delta}.</translation>
    </message>
    <message>
        <source>{advance} protects: cities kept whole {delta}.</source>
        <translation>«{advance}» захищає: нередуковані міста {delta}.</translation>
    </message>
    <message>
        <source>☐ {advance}: cities kept whole {delta}.</source>
        <translation>☐ {advance}: нередуковані міста {delta}.</translation>
    </message>
    <message>
        <source>☒ {advance}: cities kept whole {delta}.</source>
        <translation>☒ {advance}: нередуковані міста {delta}.</translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/civil_war</name>
    <message>
        <source>CIVIL WAR ({origin}): trade card stack {stack}, {trade}. Answer the questions for the primary victim, the player this calamity hits.</source>
        <translation>ГРОМАДЯНСЬКА ВІЙНА ({origin}): стос торгових карт {stack}, катастрофа {trade}. Відповідайте на запитання за головну жертву, тобто гравця, якого вражає ця катастрофа.</translation>
    </message>
    <message>
        <source>Count every unit of the primary victim on the board in unit points and enter the total on the mat: “Victim&apos;s unit points on the board”.</source>
        <translation>Порахуйте всі одиниці головної жертви на полі в очках одиниць і введіть суму на планшеті в поле «Очки одиниць жертви на полі».</translation>
    </message>
    <message>
        <source>Count every unit of the primary victim on the board in unit points and type the total into the panel field “Victim&apos;s unit points on the board”.</source>
        <translation>Порахуйте всі одиниці головної жертви на полі в очках одиниць і введіть суму в поле панелі «Очки одиниць жертви на полі».</translation>
    </message>
    <message>
        <source>Give up the selection rules one at a time, in this order, until a selection fits: 1. all units of each selected area; 2. selected areas adjacent to each other; 3. the exact total to select ({select}); 4. a selection the beneficiary can annex in full.</source>
        <translation>Відмовляйтеся від правил вибору по одному, у такому порядку, доки вибір не стане можливим: 1. усі одиниці кожної обраної області; 2. обрані області суміжні між собою; 3. точна кількість, яку треба обрати ({select}); 4. вибір, який бенефіціар може анексувати повністю.</translation>
    </message>
    <message>
        <source>Is a count of unit points entered?</source>
        <translation>Чи введено кількість очок одиниць?</translation>
    </message>
    <message>
        <source>Select whole areas: in every selected area, select all of the primary victim&apos;s units. Keep the selected areas adjacent to each other where you can.</source>
        <translation>Обирайте цілі області: у кожній обраній області оберіть усі одиниці головної жертви. Обрані області мають (наскільки можливо) бути суміжними між собою.</translation>
    </message>
    <message>
        <source>The English Civil War card makes the player with the MOST cities in stock the beneficiary. Seed 004 (Polish) says the player with the FEWEST cities in stock. This resolver follows the English card: the beneficiary annexes units from its stock, which only the most-cities reading supports. Both texts break a tie by the most units in stock.</source>
        <translation>Англійська карта Громадянська війна робить бенефіціаром гравця з НАЙБІЛЬШОЮ кількістю міст у запасі. Сид 004 (польський) називає гравця з НАЙМЕНШОЮ кількістю міст у запасі. Ця програма йде за англійською картою: бенефіціар анексує одиниці зі свого запасу, що узгоджується лише з прочитанням «найбільше міст». Обидва тексти за рівності віддають перевагу гравцеві з найбільшою кількістю одиниць у запасі.</translation>
    </message>
    <message>
        <source>The beneficiary annexes as much of the selection as its stock allows, using its stock in whatever way annexes the most. Replace the selected units it cannot annex with barbarian tokens and/or pirate cities.</source>
        <translation>Бенефіціар анексує з вибору стільки, скільки дозволяє його запас, використовуючи його так, щоб анексувати якнайбільше. Обрані одиниці, яких він не може анексувати, замініть жетонами варварів і/або піратськими містами.</translation>
    </message>
    <message>
        <source>The beneficiary annexes every selected unit, replacing each with its own from stock. If its mix of cities and tokens in stock does not match, it uses its stock in whatever way annexes everything.</source>
        <translation>Бенефіціар анексує всі обрані одиниці, замінюючи кожну власною з запасу. Якщо співвідношення міст і жетонів у його запасі не збігається, він використовує запас так, щоб анексувати все.</translation>
    </message>
    <message>
        <source>The beneficiary annexes the selected units with cities and tokens from its own stock, so it is the player with the most cities in stock; a tie goes to the most units in stock. If your calamity rules say the fewest cities, agree at the table which rule you play.</source>
        <translation>Бенефіціар анексує обрані одиниці, використовуючи міста й жетони зі свого запасу, тому ним стає гравець із найбільшою кількістю міст у запасі; за рівності — гравець із найбільшою кількістю одиниць у запасі. Якщо ваші правила катастроф кажуть про найменшу кількість міст, домовтеся за столом, яке правило ви застосовуєте.</translation>
    </message>
    <message>
        <source>The mat shows 0 unit points on the board for the primary victim. Is that right?</source>
        <translation>Планшет показує 0 очок одиниць головної жертви на полі. Чи це правильно?</translation>
    </message>
    <message>
        <source>The mat shows {total} unit points on the board for the primary victim. Is that right?</source>
        <translation>Планшет показує {total} очок одиниць головної жертви на полі. Чи це правильно?</translation>
    </message>
    <message>
        <source>The panel shows {total} unit points on the board for the primary victim. Is that right?</source>
        <translation>Панель показує {total} очок одиниць головної жертви на полі. Чи це правильно?</translation>
    </message>
    <message>
        <source>The published English card makes the player with the most cities in stock the beneficiary; the Polish text says the player with the fewest. This follows the English card: the beneficiary annexes units from its own stock, which only the most-cities reading allows. Both texts break a tie by the most units in stock.</source>
        <translation>Видана англійська карта робить бенефіціаром гравця з найбільшою кількістю міст у запасі; польський текст каже — з найменшою. Тут прийнято версію англійської карти: бенефіціар анексує одиниці зі свого запасу, що можливо лише у варіанті «найбільше міст». Обидва тексти розв’язують рівність за найбільшою кількістю одиниць у запасі.</translation>
    </message>
    <message>
        <source>The trade card stack and whether the card can be traded are printed on the published cards, not in the Polish calamity texts.</source>
        <translation>Стос торгових карт і те, чи можна цією картою торгувати, надруковано на виданих картах, а не в польських текстах катастроф.</translation>
    </message>
    <message>
        <source>Trade card stack and tradability come from the research table (secondary-systems.md §3.2); seed 004 does not print them.</source>
        <translation>Стос торгових карт і те, чи катастрофа торгова, взято з таблиці в дослідницьких нотатках (secondary-systems.md §3.2); сид 004 їх не наводить.</translation>
    </message>
    <message>
        <source>{advance} makes it worse: unit points to select {delta}.</source>
        <translation>«{advance}» погіршує: очки одиниць, які треба обрати {delta}.</translation>
    </message>
    <message>
        <source>{advance} protects: unit points to select {delta}.</source>
        <translation>«{advance}» захищає: очки одиниць, які треба обрати {delta}.</translation>
    </message>
    <message>
        <source>☐ {advance}: unit points to select {delta}.</source>
        <translation>☐ {advance}: очки одиниць, які треба обрати {delta}.</translation>
    </message>
    <message>
        <source>☒ {advance}: unit points to select {delta}.</source>
        <translation>☒ {advance}: очки одиниць, які треба обрати {delta}.</translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/corruption</name>
    <message>
        <source>CORRUPTION ({origin}): trade card stack {stack}, {trade}. Answer the questions for the primary victim, the player this calamity hits.</source>
        <translation>КОРУПЦІЯ ({origin}): стос торгових карт {stack}, катастрофа {trade}. Відповідайте на запитання за головну жертву, тобто гравця, якого вражає ця катастрофа.</translation>
    </message>
    <message>
        <source>Not in seed 004: this calamity follows the research table (secondary-systems.md §3.2), which rests on public Mega Civilization sources. Check it against your rulebook.</source>
        <translation>Цього немає в сиді 004: ця катастрофа йде за таблицею з дослідницьких нотаток (secondary-systems.md §3.2), що спирається на публічні джерела про Mega Civilization. Перевірте її за своїми правилами.</translation>
    </message>
    <message>
        <source>Not printed in the Polish calamity texts: this calamity follows the published Mega Civilization card. Check it against your copy.</source>
        <translation>Цього немає в польських текстах катастроф: ця катастрофа відповідає виданій карті Mega Civilization. Звірте її зі своїм примірником.</translation>
    </message>
    <message>
        <source>The trade card stack and whether the card can be traded are printed on the published cards, not in the Polish calamity texts.</source>
        <translation>Стос торгових карт і те, чи можна цією картою торгувати, надруковано на виданих картах, а не в польських текстах катастроф.</translation>
    </message>
    <message>
        <source>Trade card stack and tradability come from the research table (secondary-systems.md §3.2); seed 004 does not print them.</source>
        <translation>Стос торгових карт і те, чи катастрофа торгова, взято з таблиці в дослідницьких нотатках (secondary-systems.md §3.2); сид 004 їх не наводить.</translation>
    </message>
    <message>
        <source>{advance} makes it worse: face value to discard {delta}.</source>
        <translation>«{advance}» погіршує: номінальна вартість, яку треба скинути {delta}.</translation>
    </message>
    <message>
        <source>{advance} protects: face value to discard {delta}.</source>
        <translation>«{advance}» захищає: номінальна вартість, яку треба скинути {delta}.</translation>
    </message>
    <message>
        <source>☐ {advance}: face value to discard {delta}.</source>
        <translation>☐ {advance}: номінальна вартість, яку треба скинути {delta}.</translation>
    </message>
    <message>
        <source>☒ {advance}: face value to discard {delta}.</source>
        <translation>☒ {advance}: номінальна вартість, яку треба скинути {delta}.</translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/cyclone</name>
    <message>
        <source>CYCLONE ({origin}): trade card stack {stack}, {trade}. Answer the questions for the primary victim, the player this calamity hits.</source>
        <translation>ЦИКЛОН ({origin}): стос торгових карт {stack}, катастрофа {trade}. Відповідайте на запитання за головну жертву, тобто гравця, якого вражає ця катастрофа.</translation>
    </message>
    <message>
        <source>Every player with cities next to that open sea is hit. Each one answers for its own advances: the Polish text says &quot;the victim&quot; for Trade Empire and Masonry and &quot;you&quot; for Calendar, meaning whoever selects those cities.</source>
        <translation>Циклон б’є кожного гравця з містами біля цього відкритого моря. Кожен відповідає за свої карти розвитку: польський текст каже «жертва» для Торгової імперії й Каменярства і «ти» для Календаря — в обох випадках ідеться про того, хто обирає ці міста.</translation>
    </message>
    <message>
        <source>Masonry and Calendar may spare the primary victim&apos;s cities, but they never cancel the Cyclone: the other players still resolve it. Seed 004 names these advances for the primary victim only.</source>
        <translation>Каменярство і Календар можуть зберегти міста головної жертви, але ніколи не скасовують Циклон: інші гравці однаково його розв’язують. Сид 004 називає ці карти розвитку лише для головної жертви.</translation>
    </message>
    <message numerus="yes">
        <source>That player unselects %n of its selected cities ({breakdown}) and reduces the rest: at most {reduced}.</source>
        <translation>
            <numerusform>Цей гравець знімає позначку з %n свого обраного міста ({breakdown}) і редукує решту: щонайбільше {reduced}.</numerusform>
            <numerusform>Цей гравець знімає позначку з %n своїх обраних міст ({breakdown}) і редукує решту: щонайбільше {reduced}.</numerusform>
            <numerusform>Цей гравець знімає позначку з %n своїх обраних міст ({breakdown}) і редукує решту: щонайбільше {reduced}.</numerusform>
        </translation>
    </message>
    <message>
        <source>That player unselects {unselect} of its selected cities ({breakdown}) and reduces the rest: at most {reduced}.</source>
        <translation>Цей гравець знімає вибір зі стількох своїх обраних міст: {unselect} ({breakdown}) і редукує решту: щонайбільше {reduced}.</translation>
    </message>
    <message numerus="yes">
        <source>The primary victim selects %n of its cities adjacent to that open sea, all of them if it has fewer ({breakdown}). Every other player with cities adjacent to it selects {other} of them.</source>
        <translation>
            <numerusform>Головна жертва має обрати %n зі своїх міст, суміжних із цим відкритим морем, а якщо їх менше — усі ({breakdown}). Кожен інший гравець із містами, суміжними з ним, має обрати {other} з них.</numerusform>
            <numerusform>Головна жертва має обрати %n зі своїх міст, суміжних із цим відкритим морем, а якщо їх менше — усі ({breakdown}). Кожен інший гравець із містами, суміжними з ним, має обрати {other} з них.</numerusform>
            <numerusform>Головна жертва має обрати %n зі своїх міст, суміжних із цим відкритим морем, а якщо їх менше — усі ({breakdown}). Кожен інший гравець із містами, суміжними з ним, має обрати {other} з них.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The primary victim unselects %n of its selected cities ({breakdown}) and reduces the rest: at most {reduced}.</source>
        <translation>
            <numerusform>Головна жертва знімає позначку з %n свого обраного міста ({breakdown}) і редукує решту: щонайбільше {reduced}.</numerusform>
            <numerusform>Головна жертва знімає позначку з %n своїх обраних міст ({breakdown}) і редукує решту: щонайбільше {reduced}.</numerusform>
            <numerusform>Головна жертва знімає позначку з %n своїх обраних міст ({breakdown}) і редукує решту: щонайбільше {reduced}.</numerusform>
        </translation>
    </message>
    <message>
        <source>The primary victim unselects {unselect} of its selected cities ({breakdown}) and reduces the rest: at most {reduced}.</source>
        <translation>Головна жертва знімає вибір зі стількох своїх обраних міст: {unselect} ({breakdown}) і редукує решту: щонайбільше {reduced}.</translation>
    </message>
    <message>
        <source>The primary victim unselects {unselect} of its selected cities ({breakdown}) and reduces the rest: at most {reduced}. The other players reduce every city they selected.</source>
        <translation>Головна жертва знімає вибір зі стількох своїх обраних міст: {unselect} ({breakdown}) і редукує решту: щонайбільше {reduced}. Інші гравці редукують кожне обране ними місто.</translation>
    </message>
    <message>
        <source>The trade card stack and whether the card can be traded are printed on the published cards, not in the Polish calamity texts.</source>
        <translation>Стос торгових карт і те, чи можна цією картою торгувати, надруковано на виданих картах, а не в польських текстах катастроф.</translation>
    </message>
    <message>
        <source>Trade card stack and tradability come from the research table (secondary-systems.md §3.2); seed 004 does not print them.</source>
        <translation>Стос торгових карт і те, чи катастрофа торгова, взято з таблиці в дослідницьких нотатках (secondary-systems.md §3.2); сид 004 їх не наводить.</translation>
    </message>
    <message>
        <source>{advance} makes it worse: cities to select {delta}.</source>
        <translation>«{advance}» погіршує: міста, які треба обрати {delta}.</translation>
    </message>
    <message>
        <source>{advance} protects: cities to unselect {delta}.</source>
        <translation>«{advance}» захищає: міста, з яких треба зняти вибір {delta}.</translation>
    </message>
    <message numerus="yes">
        <source>{advance}: that player unselects %n more of its selected cities.</source>
        <translation>
            <numerusform>«{advance}»: цей гравець знімає позначку з обраних міст — на %n місто більше.</numerusform>
            <numerusform>«{advance}»: цей гравець знімає позначку з обраних міст — на %n міста більше.</numerusform>
            <numerusform>«{advance}»: цей гравець знімає позначку з обраних міст — на %n міст більше.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{advance}: the primary victim unselects %n more of its selected cities.</source>
        <translation>
            <numerusform>«{advance}»: головна жертва знімає позначку з обраних міст — на %n місто більше.</numerusform>
            <numerusform>«{advance}»: головна жертва знімає позначку з обраних міст — на %n міста більше.</numerusform>
            <numerusform>«{advance}»: головна жертва знімає позначку з обраних міст — на %n міст більше.</numerusform>
        </translation>
    </message>
    <message>
        <source>☐ {advance}: cities to select {delta}.</source>
        <translation>☐ {advance}: міста, які треба обрати {delta}.</translation>
    </message>
    <message>
        <source>☒ {advance}: cities to unselect {delta}.</source>
        <translation>☒ {advance}: міста, з яких треба зняти вибір {delta}.</translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/epidemic</name>
    <message>
        <source>Check Enlightenment, Roadbuilding and Trade Empire against the Epidemic card in your game.</source>
        <translation>Звірте «Просвітництво», «Будівництво доріг» і «Торгову імперію» з картою Епідемії у вашому примірнику гри.</translation>
    </message>
    <message>
        <source>EPIDEMIC ({origin}): trade card stack {stack}, {trade}. Answer the questions for the primary victim, the player this calamity hits.</source>
        <translation>ЕПІДЕМІЯ ({origin}): стос торгових карт {stack}, катастрофа {trade}. Відповідайте на запитання за головну жертву, тобто гравця, якого вражає ця катастрофа.</translation>
    </message>
    <message>
        <source>Nor can the primary victim name a player who is already the primary victim, a secondary victim or the beneficiary of another Epidemic this turn.</source>
        <translation>Головна жертва не може назвати й гравця, який у цьому ході вже є головною жертвою, додатковою жертвою або бенефіціаром іншої Епідемії.</translation>
    </message>
    <message>
        <source>Seed 004 lists Medicine only; its text stops there. Enlightenment, Roadbuilding and Trade Empire come from the research table.</source>
        <translation>Сид 004 називає лише Медицина; його текст на цьому уривається. Просвітництво, Будівництво доріг і Торгова імперія взято з таблиці в дослідницьких нотатках.</translation>
    </message>
    <message>
        <source>The Polish text stops after Medicine; Enlightenment, Roadbuilding and Trade Empire are taken from the published cards.</source>
        <translation>Польський текст уривається після Медицини; Просвітництво, Будівництво доріг і Торгова імперія взяті з виданих карт.</translation>
    </message>
    <message numerus="yes">
        <source>The primary victim names %n other players as secondary victims. The beneficiary cannot be one of them.</source>
        <translation>
            <numerusform>Головна жертва називає %n іншого гравця додатковою жертвою. Бенефіціара не можна назвати додатковою жертвою.</numerusform>
            <numerusform>Головна жертва називає %n інших гравців додатковими жертвами. Бенефіціара не можна назвати додатковою жертвою.</numerusform>
            <numerusform>Головна жертва називає %n інших гравців додатковими жертвами. Бенефіціара не можна назвати додатковою жертвою.</numerusform>
        </translation>
    </message>
    <message>
        <source>The primary victim names {n} other players as secondary victims. The beneficiary cannot be one of them.</source>
        <translation>Головна жертва називає стількох інших гравців додатковими жертвами: {n}. Бенефіціар не може бути одним із них.</translation>
    </message>
    <message>
        <source>The published rules add: a player who is already the primary victim, a secondary victim or the beneficiary of another Epidemic this turn cannot be named either.</source>
        <translation>Видані правила додають: не можна назвати й гравця, який у цьому ході вже є головною жертвою, додатковою жертвою або бенефіціаром іншої Епідемії.</translation>
    </message>
    <message>
        <source>The research notes add: a player who is already the primary victim, a secondary victim or the beneficiary of another Epidemic this turn cannot be named either (not in seed 004).</source>
        <translation>Дослідницькі нотатки додають: не можна також назвати гравця, який у цьому ході вже є головною жертвою, додатковою жертвою або бенефіціаром іншої Епідемії (цього немає в сиді 004).</translation>
    </message>
    <message>
        <source>The trade card stack and whether the card can be traded are printed on the published cards, not in the Polish calamity texts.</source>
        <translation>Стос торгових карт і те, чи можна цією картою торгувати, надруковано на виданих картах, а не в польських текстах катастроф.</translation>
    </message>
    <message>
        <source>Trade card stack and tradability come from the research table (secondary-systems.md §3.2); seed 004 does not print them.</source>
        <translation>Стос торгових карт і те, чи катастрофа торгова, взято з таблиці в дослідницьких нотатках (secondary-systems.md §3.2); сид 004 їх не наводить.</translation>
    </message>
    <message>
        <source>{advance} makes it worse: damage {delta}.</source>
        <translation>«{advance}» погіршує: пошкодження {delta}.</translation>
    </message>
    <message>
        <source>{advance} protects: damage {delta}.</source>
        <translation>«{advance}» захищає: пошкодження {delta}.</translation>
    </message>
    <message>
        <source>☐ {advance}: damage {delta}.</source>
        <translation>☐ {advance}: пошкодження {delta}.</translation>
    </message>
    <message>
        <source>☒ {advance}: damage {delta}.</source>
        <translation>☒ {advance}: пошкодження {delta}.</translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/famine</name>
    <message numerus="yes">
        <source>%n other players</source>
        <translation>
            <numerusform>%n іншого гравця</numerusform>
            <numerusform>%n інших гравців</numerusform>
            <numerusform>%n інших гравців</numerusform>
        </translation>
    </message>
    <message>
        <source>FAMINE ({origin}): trade card stack {stack}, {trade}. Answer the questions for the primary victim, the player this calamity hits.</source>
        <translation>ГОЛОД ({origin}): стос торгових карт {stack}, катастрофа {trade}. Відповідайте на запитання за головну жертву, тобто гравця, якого вражає ця катастрофа.</translation>
    </message>
    <message>
        <source>Not in seed 004: this calamity follows the research table (secondary-systems.md §3.2), which rests on public Mega Civilization sources. Check it against your rulebook.</source>
        <translation>Цього немає в сиді 004: ця катастрофа йде за таблицею з дослідницьких нотаток (secondary-systems.md §3.2), що спирається на публічні джерела про Mega Civilization. Перевірте її за своїми правилами.</translation>
    </message>
    <message>
        <source>Not printed in the Polish calamity texts: this calamity follows the published Mega Civilization card. Check it against your copy.</source>
        <translation>Цього немає в польських текстах катастроф: ця катастрофа відповідає виданій карті Mega Civilization. Звірте її зі своїм примірником.</translation>
    </message>
    <message numerus="yes">
        <source>The primary victim takes %n damage ({breakdown}) and names {n} other players as secondary victims.</source>
        <translation>
            <numerusform>Головна жертва отримує %n пошкодження ({breakdown}) і називає стількох інших гравців додатковими жертвами: {n}.</numerusform>
            <numerusform>Головна жертва отримує %n пошкодження ({breakdown}) і називає стількох інших гравців додатковими жертвами: {n}.</numerusform>
            <numerusform>Головна жертва отримує %n пошкоджень ({breakdown}) і називає стількох інших гравців додатковими жертвами: {n}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The primary victim takes %n damage ({breakdown}) and names {others} as secondary victims.</source>
        <translation>
            <numerusform>Головна жертва отримує %n пошкодження ({breakdown}) і називає {others} додатковими жертвами.</numerusform>
            <numerusform>Головна жертва отримує %n пошкодження ({breakdown}) і називає {others} додатковими жертвами.</numerusform>
            <numerusform>Головна жертва отримує %n пошкоджень ({breakdown}) і називає {others} додатковими жертвами.</numerusform>
        </translation>
    </message>
    <message>
        <source>The trade card stack and whether the card can be traded are printed on the published cards, not in the Polish calamity texts.</source>
        <translation>Стос торгових карт і те, чи можна цією картою торгувати, надруковано на виданих картах, а не в польських текстах катастроф.</translation>
    </message>
    <message>
        <source>Trade card stack and tradability come from the research table (secondary-systems.md §3.2); seed 004 does not print them.</source>
        <translation>Стос торгових карт і те, чи катастрофа торгова, взято з таблиці в дослідницьких нотатках (secondary-systems.md §3.2); сид 004 їх не наводить.</translation>
    </message>
    <message>
        <source>{advance} makes it worse: damage {delta}.</source>
        <translation>«{advance}» погіршує: пошкодження {delta}.</translation>
    </message>
    <message>
        <source>{advance} protects: damage {delta}.</source>
        <translation>«{advance}» захищає: пошкодження {delta}.</translation>
    </message>
    <message>
        <source>☐ {advance}: damage {delta}.</source>
        <translation>☐ {advance}: пошкодження {delta}.</translation>
    </message>
    <message>
        <source>☒ {advance}: damage {delta}.</source>
        <translation>☒ {advance}: пошкодження {delta}.</translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/flood</name>
    <message>
        <source>FLOOD ({origin}): trade card stack {stack}, {trade}. Answer the questions for the primary victim, the player this calamity hits.</source>
        <translation>ПОВІНЬ ({origin}): стос торгових карт {stack}, катастрофа {trade}. Відповідайте на запитання за головну жертву, тобто гравця, якого вражає ця катастрофа.</translation>
    </message>
    <message>
        <source>Not in seed 004: this calamity follows the research table (secondary-systems.md §3.2), which rests on public Mega Civilization sources. Check it against your rulebook.</source>
        <translation>Цього немає в сиді 004: ця катастрофа йде за таблицею з дослідницьких нотаток (secondary-systems.md §3.2), що спирається на публічні джерела про Mega Civilization. Перевірте її за своїми правилами.</translation>
    </message>
    <message>
        <source>Not printed in the Polish calamity texts: this calamity follows the published Mega Civilization card. Check it against your copy.</source>
        <translation>Цього немає в польських текстах катастроф: ця катастрофа відповідає виданій карті Mega Civilization. Звірте її зі своїм примірником.</translation>
    </message>
    <message numerus="yes">
        <source>Take the flood plain where the primary victim would lose the most. The primary victim takes %n damage there ({breakdown}); every other player with units on that flood plain takes {other}.</source>
        <translation>
            <numerusform>Візьміть заплаву, де головна жертва втратила б найбільше. Головна жертва отримує там %n пошкодження ({breakdown}); кожен інший гравець з одиницями на цій заплаві отримує {other}.</numerusform>
            <numerusform>Візьміть заплаву, де головна жертва втратила б найбільше. Головна жертва отримує там %n пошкодження ({breakdown}); кожен інший гравець з одиницями на цій заплаві отримує {other}.</numerusform>
            <numerusform>Візьміть заплаву, де головна жертва втратила б найбільше. Головна жертва отримує там %n пошкоджень ({breakdown}); кожен інший гравець з одиницями на цій заплаві отримує {other}.</numerusform>
        </translation>
    </message>
    <message>
        <source>The published card summary does not say whether Engineering protects the other players too; check your copy.</source>
        <translation>Опис виданої карти не каже, чи Інженерія захищає й інших гравців; перевірте у своєму примірнику.</translation>
    </message>
    <message>
        <source>The research table does not say whether Engineering protects the other players too; check your rulebook.</source>
        <translation>Таблиця з дослідницьких нотаток не каже, чи Інженерія захищає також інших гравців; перевірте за своїми правилами.</translation>
    </message>
    <message>
        <source>The trade card stack and whether the card can be traded are printed on the published cards, not in the Polish calamity texts.</source>
        <translation>Стос торгових карт і те, чи можна цією картою торгувати, надруковано на виданих картах, а не в польських текстах катастроф.</translation>
    </message>
    <message>
        <source>Trade card stack and tradability come from the research table (secondary-systems.md §3.2); seed 004 does not print them.</source>
        <translation>Стос торгових карт і те, чи катастрофа торгова, взято з таблиці в дослідницьких нотатках (secondary-systems.md §3.2); сид 004 їх не наводить.</translation>
    </message>
    <message>
        <source>{advance} protects: damage {delta}.</source>
        <translation>«{advance}» захищає: пошкодження {delta}.</translation>
    </message>
    <message>
        <source>☒ {advance}: damage {delta}.</source>
        <translation>☒ {advance}: пошкодження {delta}.</translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/iconoclasm_heresy</name>
    <message numerus="yes">
        <source>%n other players</source>
        <translation>
            <numerusform>%n іншого гравця</numerusform>
            <numerusform>%n інших гравців</numerusform>
            <numerusform>%n інших гравців</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Does the primary victim hold {advance} and discard %n commodity cards to cancel the calamity for itself?</source>
        <translation>
            <numerusform>Чи має головна жертва карту розвитку «{advance}» і чи скине %n карту товару, щоб скасувати катастрофу для себе?</numerusform>
            <numerusform>Чи має головна жертва карту розвитку «{advance}» і чи скине %n карти товарів, щоб скасувати катастрофу для себе?</numerusform>
            <numerusform>Чи має головна жертва карту розвитку «{advance}» і чи скине %n карт товарів, щоб скасувати катастрофу для себе?</numerusform>
        </translation>
    </message>
    <message>
        <source>ICONOCLASM AND HERESY ({origin}): trade card stack {stack}, {trade}. Answer the questions for the primary victim, the player this calamity hits.</source>
        <translation>ІКОНОБОРСТВО ТА ЄРЕСЬ ({origin}): стос торгових карт {stack}, катастрофа {trade}. Відповідайте на запитання за головну жертву, тобто гравця, якого вражає ця катастрофа.</translation>
    </message>
    <message>
        <source>Not in seed 004: this calamity follows the research table (secondary-systems.md §3.2), which rests on public Mega Civilization sources. Check it against your rulebook.</source>
        <translation>Цього немає в сиді 004: ця катастрофа йде за таблицею з дослідницьких нотаток (secondary-systems.md §3.2), що спирається на публічні джерела про Mega Civilization. Перевірте її за своїми правилами.</translation>
    </message>
    <message>
        <source>Not printed in the Polish calamity texts: this calamity follows the published Mega Civilization card. Check it against your copy.</source>
        <translation>Цього немає в польських текстах катастроф: ця катастрофа відповідає виданій карті Mega Civilization. Звірте її зі своїм примірником.</translation>
    </message>
    <message>
        <source>The advances above count for the primary victim; a named player holding Theocracy may cancel its own loss the same way. Check your card for the other advances of a named player.</source>
        <translation>Наведені вище карти розвитку діють для головної жертви; названий гравець, який має «Теократію», може так само скасувати власну втрату. Перевірте на своїй карті, як інші карти розвитку діють для названого гравця.</translation>
    </message>
    <message numerus="yes">
        <source>The primary victim names {n} other players, never the beneficiary; each of them reduces %n city.</source>
        <translation>
            <numerusform>Головна жертва називає стількох інших гравців (ніколи не бенефіціара): {n}; кожен із них редукує %n місто.</numerusform>
            <numerusform>Головна жертва називає стількох інших гравців (ніколи не бенефіціара): {n}; кожен із них редукує %n міста.</numerusform>
            <numerusform>Головна жертва називає стількох інших гравців (ніколи не бенефіціара): {n}; кожен із них редукує %n міст.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The primary victim names {others}, never the beneficiary; each of them reduces %n city.</source>
        <translation>
            <numerusform>Головна жертва називає {others}, ніколи не бенефіціара; кожен із них редукує %n місто.</numerusform>
            <numerusform>Головна жертва називає {others}, ніколи не бенефіціара; кожен із них редукує %n міста.</numerusform>
            <numerusform>Головна жертва називає {others}, ніколи не бенефіціара; кожен із них редукує %n міст.</numerusform>
        </translation>
    </message>
    <message>
        <source>The primary victim reduces {cities} of its cities ({breakdown}).</source>
        <translation>Головна жертва редукує стільки своїх міст: {cities} ({breakdown}).</translation>
    </message>
    <message>
        <source>The published card summary gives the advance modifiers for the primary victim only; a named player holding Theocracy may also cancel its own loss the same way.</source>
        <translation>Опис виданої карти наводить модифікатори карт розвитку лише для головної жертви; названий гравець із Теократією може так само скасувати власну втрату.</translation>
    </message>
    <message>
        <source>The research table gives the advance modifiers for the primary victim only; a named player holding Theocracy may also cancel its own loss the same way.</source>
        <translation>Таблиця з дослідницьких нотаток дає модифікатори карт розвитку лише для головної жертви; названий гравець із Теократія може так само скасувати власну втрату.</translation>
    </message>
    <message>
        <source>The trade card stack and whether the card can be traded are printed on the published cards, not in the Polish calamity texts.</source>
        <translation>Стос торгових карт і те, чи можна цією картою торгувати, надруковано на виданих картах, а не в польських текстах катастроф.</translation>
    </message>
    <message>
        <source>Trade card stack and tradability come from the research table (secondary-systems.md §3.2); seed 004 does not print them.</source>
        <translation>Стос торгових карт і те, чи катастрофа торгова, взято з таблиці в дослідницьких нотатках (secondary-systems.md §3.2); сид 004 їх не наводить.</translation>
    </message>
    <message>
        <source>{advance} makes it worse: cities to reduce {delta}.</source>
        <translation>«{advance}» погіршує: міста, які треба редукувати {delta}.</translation>
    </message>
    <message>
        <source>{advance} protects: cities to reduce {delta}.</source>
        <translation>«{advance}» захищає: міста, які треба редукувати {delta}.</translation>
    </message>
    <message>
        <source>☐ {advance}: cities to reduce {delta}.</source>
        <translation>☐ {advance}: міста, які треба редукувати {delta}.</translation>
    </message>
    <message>
        <source>☒ {advance}: cities to reduce {delta}.</source>
        <translation>☒ {advance}: міста, які треба редукувати {delta}.</translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/main</name>
    <message>
        <source>Civil War, Barbarian Hordes, Cyclone and Epidemic follow seed 004; the other twelve follow the research table (secondary-systems.md §3.2), not the seed.</source>
        <translation>Громадянська війна, Орди варварів, Циклон і Епідемія йдуть за сидом 004; решта дванадцять — за таблицею з дослідницьких нотаток (secondary-systems.md §3.2), а не за сидом.</translation>
    </message>
    <message>
        <source>Civil War, Barbarian Hordes, Cyclone and Epidemic follow the Polish calamity texts; the other twelve follow the published cards.</source>
        <translation>Громадянська війна, Орди варварів, Циклон і Епідемія йдуть за польськими текстами катастроф; решта дванадцять — за виданими картами.</translation>
    </message>
    <message>
        <source>Every calamity card shows its trade card stack. Civil War, Barbarian Hordes, Cyclone and Epidemic follow the Polish calamity texts; the other twelve follow the published cards.</source>
        <translation>Кожна карта катастрофи показує свій стос торгових карт. Громадянська війна, Орди варварів, Циклон і Епідемія відповідають польським текстам катастроф; інші дванадцять — виданим картам.</translation>
    </message>
    <message>
        <source>Which major calamity is being resolved?</source>
        <translation>Яка велика катастрофа розв’язується?</translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/piracy</name>
    <message numerus="yes">
        <source>%n other players</source>
        <translation>
            <numerusform>%n іншого гравця</numerusform>
            <numerusform>%n інших гравців</numerusform>
            <numerusform>%n інших гравців</numerusform>
        </translation>
    </message>
    <message>
        <source>Not in seed 004: this calamity follows the research table (secondary-systems.md §3.2), which rests on public Mega Civilization sources. Check it against your rulebook.</source>
        <translation>Цього немає в сиді 004: ця катастрофа йде за таблицею з дослідницьких нотаток (secondary-systems.md §3.2), що спирається на публічні джерела про Mega Civilization. Перевірте її за своїми правилами.</translation>
    </message>
    <message>
        <source>Not printed in the Polish calamity texts: this calamity follows the published Mega Civilization card. Check it against your copy.</source>
        <translation>Цього немає в польських текстах катастроф: ця катастрофа відповідає виданій карті Mega Civilization. Звірте її зі своїм примірником.</translation>
    </message>
    <message>
        <source>PIRACY ({origin}): trade card stack {stack}, {trade}. Answer the questions for the primary victim, the player this calamity hits.</source>
        <translation>ПІРАТСТВО ({origin}): стос торгових карт {stack}, катастрофа {trade}. Відповідайте на запитання за головну жертву, тобто гравця, якого вражає ця катастрофа.</translation>
    </message>
    <message>
        <source>The beneficiary replaces {cities} of the primary victim&apos;s coastal cities with pirate cities ({breakdown}).</source>
        <translation>Бенефіціар замінює піратськими містами стільки прибережних міст головної жертви: {cities} ({breakdown}).</translation>
    </message>
    <message numerus="yes">
        <source>The primary victim names {n} other players; each loses %n coastal city to a pirate city. A player holding Naval Warfare cannot be named.</source>
        <translation>
            <numerusform>Головна жертва називає стількох інших гравців: {n}; кожен із них втрачає %n прибережне місто, яке стає піратським містом. Не можна назвати гравця з Морська війна.</numerusform>
            <numerusform>Головна жертва називає стількох інших гравців: {n}; кожен із них втрачає %n прибережні міста, які стають піратськими містами. Не можна назвати гравця з Морська війна.</numerusform>
            <numerusform>Головна жертва називає стількох інших гравців: {n}; кожен із них втрачає %n прибережних міст, які стають піратськими містами. Не можна назвати гравця з Морська війна.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The primary victim names {n} other players; each loses %n coastal city to a pirate city. The beneficiary cannot be named, nor a player holding Naval Warfare.</source>
        <translation>
            <numerusform>Головна жертва називає стількох інших гравців: {n}; кожен із них втрачає %n прибережне місто, яке стає піратським містом. Не можна назвати бенефіціара чи гравця з Морською війною.</numerusform>
            <numerusform>Головна жертва називає стількох інших гравців: {n}; кожен із них втрачає %n прибережні міста, які стають піратськими містами. Не можна назвати бенефіціара чи гравця з Морською війною.</numerusform>
            <numerusform>Головна жертва називає стількох інших гравців: {n}; кожен із них втрачає %n прибережних міст, які стають піратськими містами. Не можна назвати бенефіціара чи гравця з Морською війною.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The primary victim names {others}; each loses %n coastal city to a pirate city. The beneficiary cannot be named, nor a player holding Naval Warfare.</source>
        <translation>
            <numerusform>Головна жертва називає {others}; кожен із них втрачає %n прибережне місто, яке стає піратським. Не можна назвати бенефіціара чи гравця, який має Морську війну.</numerusform>
            <numerusform>Головна жертва називає {others}; кожен із них втрачає %n прибережні міста, які стають піратськими. Не можна назвати бенефіціара чи гравця, який має Морську війну.</numerusform>
            <numerusform>Головна жертва називає {others}; кожен із них втрачає %n прибережних міст, які стають піратськими. Не можна назвати бенефіціара чи гравця, який має Морську війну.</numerusform>
        </translation>
    </message>
    <message>
        <source>The trade card stack and whether the card can be traded are printed on the published cards, not in the Polish calamity texts.</source>
        <translation>Стос торгових карт і те, чи можна цією картою торгувати, надруковано на виданих картах, а не в польських текстах катастроф.</translation>
    </message>
    <message>
        <source>Trade card stack and tradability come from the research table (secondary-systems.md §3.2); seed 004 does not print them.</source>
        <translation>Стос торгових карт і те, чи катастрофа торгова, взято з таблиці в дослідницьких нотатках (secondary-systems.md §3.2); сид 004 їх не наводить.</translation>
    </message>
    <message>
        <source>{advance} makes it worse: coastal cities {delta}.</source>
        <translation>«{advance}» погіршує: прибережні міста {delta}.</translation>
    </message>
    <message>
        <source>{advance} protects: coastal cities {delta}.</source>
        <translation>«{advance}» захищає: прибережні міста {delta}.</translation>
    </message>
    <message>
        <source>☐ {advance}: coastal cities {delta}.</source>
        <translation>☐ {advance}: прибережні міста {delta}.</translation>
    </message>
    <message>
        <source>☒ {advance}: coastal cities {delta}.</source>
        <translation>☒ {advance}: прибережні міста {delta}.</translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/regression</name>
    <message numerus="yes">
        <source>Move the primary victim&apos;s A.S.T. marker back %n steps ({breakdown}). With Enlightenment it may destroy {cities} of its cities per step to cancel that step.</source>
        <translation>
            <numerusform>Посуньте маркер головної жертви на A.S.T. назад на %n крок ({breakdown}). З Просвітництво вона може знищити стільки своїх міст за кожен крок, щоб його скасувати: {cities}.</numerusform>
            <numerusform>Посуньте маркер головної жертви на A.S.T. назад на %n кроки ({breakdown}). З Просвітництво вона може знищити стільки своїх міст за кожен крок, щоб його скасувати: {cities}.</numerusform>
            <numerusform>Посуньте маркер головної жертви на A.S.T. назад на %n кроків ({breakdown}). З Просвітництво вона може знищити стільки своїх міст за кожен крок, щоб його скасувати: {cities}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move the primary victim&apos;s A.S.T. marker back %n steps ({breakdown}). With Enlightenment it may destroy {cities} per step to cancel that step.</source>
        <translation>
            <numerusform>Посуньте маркер головної жертви на A.S.T. назад на %n крок ({breakdown}). Маючи «Просвітництво», вона може знищити {cities} за кожен крок, щоб його скасувати.</numerusform>
            <numerusform>Посуньте маркер головної жертви на A.S.T. назад на %n кроки ({breakdown}). Маючи «Просвітництво», вона може знищити {cities} за кожен крок, щоб його скасувати.</numerusform>
            <numerusform>Посуньте маркер головної жертви на A.S.T. назад на %n кроків ({breakdown}). Маючи «Просвітництво», вона може знищити {cities} за кожен крок, щоб його скасувати.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not in seed 004: this calamity follows the research table (secondary-systems.md §3.2), which rests on public Mega Civilization sources. Check it against your rulebook.</source>
        <translation>Цього немає в сиді 004: ця катастрофа йде за таблицею з дослідницьких нотаток (secondary-systems.md §3.2), що спирається на публічні джерела про Mega Civilization. Перевірте її за своїми правилами.</translation>
    </message>
    <message>
        <source>Not printed in the Polish calamity texts: this calamity follows the published Mega Civilization card. Check it against your copy.</source>
        <translation>Цього немає в польських текстах катастроф: ця катастрофа відповідає виданій карті Mega Civilization. Звірте її зі своїм примірником.</translation>
    </message>
    <message>
        <source>REGRESSION ({origin}): trade card stack {stack}, {trade}. Answer the questions for the primary victim, the player this calamity hits.</source>
        <translation>РЕГРЕС ({origin}): стос торгових карт {stack}, катастрофа {trade}. Відповідайте на запитання за головну жертву, тобто гравця, якого вражає ця катастрофа.</translation>
    </message>
    <message>
        <source>The trade card stack and whether the card can be traded are printed on the published cards, not in the Polish calamity texts.</source>
        <translation>Стос торгових карт і те, чи можна цією картою торгувати, надруковано на виданих картах, а не в польських текстах катастроф.</translation>
    </message>
    <message>
        <source>Trade card stack and tradability come from the research table (secondary-systems.md §3.2); seed 004 does not print them.</source>
        <translation>Стос торгових карт і те, чи катастрофа торгова, взято з таблиці в дослідницьких нотатках (secondary-systems.md §3.2); сид 004 їх не наводить.</translation>
    </message>
    <message>
        <source>{advance} makes it worse: A.S.T. steps {delta}.</source>
        <translation>«{advance}» погіршує: кроки на A.S.T. {delta}.</translation>
    </message>
    <message>
        <source>{advance} protects: A.S.T. steps {delta}.</source>
        <translation>«{advance}» захищає: кроки на A.S.T. {delta}.</translation>
    </message>
    <message>
        <source>☐ {advance}: A.S.T. steps {delta}.</source>
        <translation>☐ {advance}: кроки на A.S.T. {delta}.</translation>
    </message>
    <message>
        <source>☒ {advance}: A.S.T. steps {delta}.</source>
        <translation>☒ {advance}: кроки на A.S.T. {delta}.</translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/slave_revolt</name>
    <message>
        <source>Check city support again with the support rate {rise} higher ({breakdown}). Reduce cities until every remaining city is supported.</source>
        <translation>Перевірте утримання міст ще раз із нормою утримання, вищою на {rise} ({breakdown}). Редукуйте міста, доки кожне місто, що лишилося, не буде утримане.</translation>
    </message>
    <message>
        <source>Cultural Ascendancy also changes the base support rate for this calamity: check on your card how.</source>
        <translation>«Культурна спадщина» також змінює базову норму утримання міст для цієї катастрофи: перевірте на своїй карті, як саме.</translation>
    </message>
    <message>
        <source>Not in seed 004: this calamity follows the research table (secondary-systems.md §3.2), which rests on public Mega Civilization sources. Check it against your rulebook.</source>
        <translation>Цього немає в сиді 004: ця катастрофа йде за таблицею з дослідницьких нотаток (secondary-systems.md §3.2), що спирається на публічні джерела про Mega Civilization. Перевірте її за своїми правилами.</translation>
    </message>
    <message>
        <source>Not printed in the Polish calamity texts: this calamity follows the published Mega Civilization card. Check it against your copy.</source>
        <translation>Цього немає в польських текстах катастроф: ця катастрофа відповідає виданій карті Mega Civilization. Звірте її зі своїм примірником.</translation>
    </message>
    <message>
        <source>SLAVE REVOLT ({origin}): trade card stack {stack}, {trade}. Answer the questions for the primary victim, the player this calamity hits.</source>
        <translation>ПОВСТАННЯ РАБІВ ({origin}): стос торгових карт {stack}, катастрофа {trade}. Відповідайте на запитання за головну жертву, тобто гравця, якого вражає ця катастрофа.</translation>
    </message>
    <message>
        <source>The published rules also say that Cultural Ascendancy changes the base support rate for this calamity without saying how here: check your copy.</source>
        <translation>Видані правила кажуть також, що Культурна спадщина змінює базову норму утримання для цієї катастрофи, але не кажуть тут як: перевірте у своєму примірнику.</translation>
    </message>
    <message>
        <source>The research table also mentions that Cultural Ascendancy changes the base support rate for this calamity; the sources we have do not say how, so check your rulebook.</source>
        <translation>Таблиця з дослідницьких нотаток згадує також, що Культурна спадщина змінює базову норму утримання для цієї катастрофи; наші джерела не кажуть як, тож перевірте за своїми правилами.</translation>
    </message>
    <message>
        <source>The trade card stack and whether the card can be traded are printed on the published cards, not in the Polish calamity texts.</source>
        <translation>Стос торгових карт і те, чи можна цією картою торгувати, надруковано на виданих картах, а не в польських текстах катастроф.</translation>
    </message>
    <message>
        <source>Trade card stack and tradability come from the research table (secondary-systems.md §3.2); seed 004 does not print them.</source>
        <translation>Стос торгових карт і те, чи катастрофа торгова, взято з таблиці в дослідницьких нотатках (secondary-systems.md §3.2); сид 004 їх не наводить.</translation>
    </message>
    <message>
        <source>{advance} makes it worse: city support rate {delta}.</source>
        <translation>«{advance}» погіршує: норма утримання міст {delta}.</translation>
    </message>
    <message>
        <source>{advance} protects: city support rate {delta}.</source>
        <translation>«{advance}» захищає: норма утримання міст {delta}.</translation>
    </message>
    <message>
        <source>☐ {advance}: city support rate {delta}.</source>
        <translation>☐ {advance}: норма утримання міст {delta}.</translation>
    </message>
    <message>
        <source>☒ {advance}: city support rate {delta}.</source>
        <translation>☒ {advance}: норма утримання міст {delta}.</translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/superstition</name>
    <message>
        <source>Not in seed 004: this calamity follows the research table (secondary-systems.md §3.2), which rests on public Mega Civilization sources. Check it against your rulebook.</source>
        <translation>Цього немає в сиді 004: ця катастрофа йде за таблицею з дослідницьких нотаток (secondary-systems.md §3.2), що спирається на публічні джерела про Mega Civilization. Перевірте її за своїми правилами.</translation>
    </message>
    <message>
        <source>Not printed in the Polish calamity texts: this calamity follows the published Mega Civilization card. Check it against your copy.</source>
        <translation>Цього немає в польських текстах катастроф: ця катастрофа відповідає виданій карті Mega Civilization. Звірте її зі своїм примірником.</translation>
    </message>
    <message>
        <source>SUPERSTITION ({origin}): trade card stack {stack}, {trade}. Answer the questions for the primary victim, the player this calamity hits.</source>
        <translation>ЗАБОБОНИ ({origin}): стос торгових карт {stack}, катастрофа {trade}. Відповідайте на запитання за головну жертву, тобто гравця, якого вражає ця катастрофа.</translation>
    </message>
    <message>
        <source>The primary victim reduces {cities} of its cities ({breakdown}).</source>
        <translation>Головна жертва редукує стільки своїх міст: {cities} ({breakdown}).</translation>
    </message>
    <message>
        <source>The trade card stack and whether the card can be traded are printed on the published cards, not in the Polish calamity texts.</source>
        <translation>Стос торгових карт і те, чи можна цією картою торгувати, надруковано на виданих картах, а не в польських текстах катастроф.</translation>
    </message>
    <message>
        <source>Trade card stack and tradability come from the research table (secondary-systems.md §3.2); seed 004 does not print them.</source>
        <translation>Стос торгових карт і те, чи катастрофа торгова, взято з таблиці в дослідницьких нотатках (secondary-systems.md §3.2); сид 004 їх не наводить.</translation>
    </message>
    <message>
        <source>{advance} makes it worse: cities to reduce {delta}.</source>
        <translation>«{advance}» погіршує: міста, які треба редукувати {delta}.</translation>
    </message>
    <message>
        <source>{advance} protects: cities to reduce {delta}.</source>
        <translation>«{advance}» захищає: міста, які треба редукувати {delta}.</translation>
    </message>
    <message>
        <source>☐ {advance}: cities to reduce {delta}.</source>
        <translation>☐ {advance}: міста, які треба редукувати {delta}.</translation>
    </message>
    <message>
        <source>☒ {advance}: cities to reduce {delta}.</source>
        <translation>☒ {advance}: міста, які треба редукувати {delta}.</translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/treachery</name>
    <message>
        <source>Not in seed 004: this calamity follows the research table (secondary-systems.md §3.2), which rests on public Mega Civilization sources. Check it against your rulebook.</source>
        <translation>Цього немає в сиді 004: ця катастрофа йде за таблицею з дослідницьких нотаток (secondary-systems.md §3.2), що спирається на публічні джерела про Mega Civilization. Перевірте її за своїми правилами.</translation>
    </message>
    <message>
        <source>Not printed in the Polish calamity texts: this calamity follows the published Mega Civilization card. Check it against your copy.</source>
        <translation>Цього немає в польських текстах катастроф: ця катастрофа відповідає виданій карті Mega Civilization. Звірте її зі своїм примірником.</translation>
    </message>
    <message>
        <source>TREACHERY ({origin}): trade card stack {stack}, {trade}. Answer the questions for the primary victim, the player this calamity hits.</source>
        <translation>ЗРАДА ({origin}): стос торгових карт {stack}, катастрофа {trade}. Відповідайте на запитання за головну жертву, тобто гравця, якого вражає ця катастрофа.</translation>
    </message>
    <message>
        <source>The beneficiary annexes {cities} of the primary victim&apos;s cities ({breakdown}), replacing each with a city from its stock.</source>
        <translation>Бенефіціар анексує стільки міст головної жертви: {cities} ({breakdown}), замінюючи кожне містом зі свого запасу.</translation>
    </message>
    <message numerus="yes">
        <source>The beneficiary has no city in stock: replace %n of the primary victim&apos;s cities with pirate cities ({breakdown}).</source>
        <translation>
            <numerusform>Бенефіціар не має міста в запасі: замініть %n місто головної жертви піратським містом ({breakdown}).</numerusform>
            <numerusform>Бенефіціар не має міста в запасі: замініть %n міста головної жертви піратськими містами ({breakdown}).</numerusform>
            <numerusform>Бенефіціар не має міста в запасі: замініть %n міст головної жертви піратськими містами ({breakdown}).</numerusform>
        </translation>
    </message>
    <message>
        <source>The beneficiary has no city in stock: replace {cities} of the primary victim&apos;s cities with pirate cities ({breakdown}).</source>
        <translation>Бенефіціар не має міста в запасі: замініть піратськими містами стільки міст головної жертви: {cities} ({breakdown}).</translation>
    </message>
    <message>
        <source>The trade card stack and whether the card can be traded are printed on the published cards, not in the Polish calamity texts.</source>
        <translation>Стос торгових карт і те, чи можна цією картою торгувати, надруковано на виданих картах, а не в польських текстах катастроф.</translation>
    </message>
    <message>
        <source>Trade card stack and tradability come from the research table (secondary-systems.md §3.2); seed 004 does not print them.</source>
        <translation>Стос торгових карт і те, чи катастрофа торгова, взято з таблиці в дослідницьких нотатках (secondary-systems.md §3.2); сид 004 їх не наводить.</translation>
    </message>
    <message>
        <source>{advance} makes it worse: cities annexed {delta}.</source>
        <translation>«{advance}» погіршує: міста, які треба анексувати {delta}.</translation>
    </message>
    <message>
        <source>☐ {advance}: cities annexed {delta}.</source>
        <translation>☐ {advance}: міста, які треба анексувати {delta}.</translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/tyranny</name>
    <message>
        <source>Not in seed 004: this calamity follows the research table (secondary-systems.md §3.2), which rests on public Mega Civilization sources. Check it against your rulebook.</source>
        <translation>Цього немає в сиді 004: ця катастрофа йде за таблицею з дослідницьких нотаток (secondary-systems.md §3.2), що спирається на публічні джерела про Mega Civilization. Перевірте її за своїми правилами.</translation>
    </message>
    <message>
        <source>Not printed in the Polish calamity texts: this calamity follows the published Mega Civilization card. Check it against your copy.</source>
        <translation>Цього немає в польських текстах катастроф: ця катастрофа відповідає виданій карті Mega Civilization. Звірте її зі своїм примірником.</translation>
    </message>
    <message>
        <source>TYRANNY ({origin}): trade card stack {stack}, {trade}. Answer the questions for the primary victim, the player this calamity hits.</source>
        <translation>ТИРАНІЯ ({origin}): стос торгових карт {stack}, катастрофа {trade}. Відповідайте на запитання за головну жертву, тобто гравця, якого вражає ця катастрофа.</translation>
    </message>
    <message numerus="yes">
        <source>The beneficiary annexes %n unit points of the primary victim&apos;s units ({breakdown}). The primary victim selects whole areas, adjacent to each other where it can.</source>
        <translation>
            <numerusform>Бенефіціар анексує %n очко одиниць з одиниць головної жертви ({breakdown}). Головна жертва має обрати цілі області, де можливо — суміжні між собою.</numerusform>
            <numerusform>Бенефіціар анексує %n очки одиниць з одиниць головної жертви ({breakdown}). Головна жертва має обрати цілі області, де можливо — суміжні між собою.</numerusform>
            <numerusform>Бенефіціар анексує %n очок одиниць з одиниць головної жертви ({breakdown}). Головна жертва має обрати цілі області, де можливо — суміжні між собою.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The beneficiary selects %n unit points of the primary victim&apos;s units and annexes them ({breakdown}): whole areas, adjacent to each other where it can.</source>
        <translation>
            <numerusform>Бенефіціар обирає %n очко одиниць з одиниць головної жертви та анексує їх ({breakdown}): цілі області, де можливо — суміжні між собою.</numerusform>
            <numerusform>Бенефіціар обирає %n очки одиниць з одиниць головної жертви та анексує їх ({breakdown}): цілі області, де можливо — суміжні між собою.</numerusform>
            <numerusform>Бенефіціар обирає %n очок одиниць з одиниць головної жертви та анексує їх ({breakdown}): цілі області, де можливо — суміжні між собою.</numerusform>
        </translation>
    </message>
    <message>
        <source>The trade card stack and whether the card can be traded are printed on the published cards, not in the Polish calamity texts.</source>
        <translation>Стос торгових карт і те, чи можна цією картою торгувати, надруковано на виданих картах, а не в польських текстах катастроф.</translation>
    </message>
    <message>
        <source>Trade card stack and tradability come from the research table (secondary-systems.md §3.2); seed 004 does not print them.</source>
        <translation>Стос торгових карт і те, чи катастрофа торгова, взято з таблиці в дослідницьких нотатках (secondary-systems.md §3.2); сид 004 їх не наводить.</translation>
    </message>
    <message>
        <source>{advance} makes it worse: unit points to annex {delta}.</source>
        <translation>«{advance}» погіршує: очки одиниць, які треба анексувати {delta}.</translation>
    </message>
    <message>
        <source>{advance} protects: unit points to annex {delta}.</source>
        <translation>«{advance}» захищає: очки одиниць, які треба анексувати {delta}.</translation>
    </message>
    <message>
        <source>☐ {advance}: unit points to annex {delta}.</source>
        <translation>☐ {advance}: очки одиниць, які треба анексувати {delta}.</translation>
    </message>
    <message>
        <source>☒ {advance}: unit points to annex {delta}.</source>
        <translation>☒ {advance}: очки одиниць, які треба анексувати {delta}.</translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/volcano_earthquake</name>
    <message>
        <source>Does a volcano touch an area holding units of the primary victim?</source>
        <translation>Чи торкається якийсь вулкан області з одиницями головної жертви?</translation>
    </message>
    <message numerus="yes">
        <source>Earthquake: the primary victim destroys {destroyed} ({breakdown}); a city Engineering spares is reduced instead. Then reduce %n city of any player in an area adjacent to it.</source>
        <translation>
            <numerusform>Землетрус: головна жертва знищує {destroyed} ({breakdown}); місто, яке вберегла «Інженерія», натомість редукуйте. Потім редукуйте %n місто будь-якого гравця в області, суміжній з ним.</numerusform>
            <numerusform>Землетрус: головна жертва знищує {destroyed} ({breakdown}); місто, яке вберегла «Інженерія», натомість редукуйте. Потім редукуйте %n міста будь-якого гравця в області, суміжній з ним.</numerusform>
            <numerusform>Землетрус: головна жертва знищує {destroyed} ({breakdown}); місто, яке вберегла «Інженерія», натомість редукуйте. Потім редукуйте %n міст будь-якого гравця в області, суміжній з ним.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Earthquake: the primary victim destroys {destroyed} of its cities ({breakdown}); a city Engineering spares is reduced instead. Then reduce %n city of any player in an area adjacent to it.</source>
        <translation>
            <numerusform>Землетрус: головна жертва знищує стільки своїх міст: {destroyed} ({breakdown}); місто, яке зберегла Інженерія, натомість редукуйте. Потім редукуйте %n місто будь-якого гравця в області, суміжній з ним.</numerusform>
            <numerusform>Землетрус: головна жертва знищує стільки своїх міст: {destroyed} ({breakdown}); місто, яке зберегла Інженерія, натомість редукуйте. Потім редукуйте %n міста будь-якого гравця в області, суміжній з ним.</numerusform>
            <numerusform>Землетрус: головна жертва знищує стільки своїх міст: {destroyed} ({breakdown}); місто, яке зберегла Інженерія, натомість редукуйте. Потім редукуйте %n міст будь-якого гравця в області, суміжній з ним.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not in seed 004: this calamity follows the research table (secondary-systems.md §3.2), which rests on public Mega Civilization sources. Check it against your rulebook.</source>
        <translation>Цього немає в сиді 004: ця катастрофа йде за таблицею з дослідницьких нотаток (secondary-systems.md §3.2), що спирається на публічні джерела про Mega Civilization. Перевірте її за своїми правилами.</translation>
    </message>
    <message>
        <source>Not printed in the Polish calamity texts: this calamity follows the published Mega Civilization card. Check it against your copy.</source>
        <translation>Цього немає в польських текстах катастроф: ця катастрофа відповідає виданій карті Mega Civilization. Звірте її зі своїм примірником.</translation>
    </message>
    <message>
        <source>The trade card stack and whether the card can be traded are printed on the published cards, not in the Polish calamity texts.</source>
        <translation>Стос торгових карт і те, чи можна цією картою торгувати, надруковано на виданих картах, а не в польських текстах катастроф.</translation>
    </message>
    <message>
        <source>Trade card stack and tradability come from the research table (secondary-systems.md §3.2); seed 004 does not print them.</source>
        <translation>Стос торгових карт і те, чи катастрофа торгова, взято з таблиці в дослідницьких нотатках (secondary-systems.md §3.2); сид 004 їх не наводить.</translation>
    </message>
    <message>
        <source>VOLCANIC ERUPTION / EARTHQUAKE ({origin}): trade card stack {stack}, {trade}. Answer the questions for the primary victim, the player this calamity hits.</source>
        <translation>ВИВЕРЖЕННЯ ВУЛКАНА / ЗЕМЛЕТРУС ({origin}): стос торгових карт {stack}, катастрофа {trade}. Відповідайте на запитання за головну жертву, тобто гравця, якого вражає ця катастрофа.</translation>
    </message>
    <message>
        <source>Volcanic Eruption: take the volcano that touches the most of the primary victim&apos;s units and destroy every unit in the areas it touches.</source>
        <translation>Виверження вулкана: візьміть вулкан, що торкається найбільшої кількості одиниць головної жертви, і знищте всі одиниці в областях, яких він торкається.</translation>
    </message>
    <message>
        <source>{advance} protects: cities to destroy {delta}.</source>
        <translation>«{advance}» захищає: міста, які треба знищити {delta}.</translation>
    </message>
    <message>
        <source>☒ {advance}: cities to destroy {delta}.</source>
        <translation>☒ {advance}: міста, які треба знищити {delta}.</translation>
    </message>
</context>
<context>
    <name>root_clockwork</name>
    <message>
        <source>No building placed; {n} buildings on the map</source>
        <translation>Будівлю не розміщено; будівель на мапі: {n}</translation>
    </message>
    <message>
        <source>Place one in each of the {rest} highest-priority of those clearings.</source>
        <translation>Розмістіть по одному на кожній із цих галявин із найвищим пріоритетом (галявин: {rest}).</translation>
    </message>
    <message>
        <source>Place one in each of the {rest} lowest-priority of those clearings.</source>
        <translation>Розмістіть по одному на кожній із цих галявин із найнижчим пріоритетом (галявин: {rest}).</translation>
    </message>
    <message>
        <source>Place {each} in each of those {k} clearings, and one more in each of the {rest} highest-priority of them.</source>
        <translation>Розмістіть по {each} на кожній із цих галявин (галявин: {k}) і ще по одному на кожній із них із найвищим пріоритетом (галявин: {rest}).</translation>
    </message>
    <message>
        <source>Place {each} in each of those {k} clearings, and one more in each of the {rest} lowest-priority of them.</source>
        <translation>Розмістіть по {each} на кожній із цих галявин (галявин: {k}) і ще по одному на кожній із них із найнижчим пріоритетом (галявин: {rest}).</translation>
    </message>
    <message>
        <source>Place {each} in each of those {k} clearings.</source>
        <translation>Розмістіть по {each} на кожній із цих галявин (галявин: {k}).</translation>
    </message>
    <message>
        <source>That would leave {what} below zero.</source>
        <translation>Тоді {what} стало б менше нуля.</translation>
    </message>
    <message>
        <source>The bot is the {faction}.</source>
        <translation>Бот — це {faction}.</translation>
    </message>
    <message>
        <source>how many cards</source>
        <translation>скільки карт</translation>
    </message>
    <message>
        <source>player</source>
        <translation>гравець</translation>
    </message>
    <message>
        <source>{bot} is the {faction}.</source>
        <translation>{bot} — це {faction}.</translation>
    </message>
    <message>
        <source>{hits} hits left, {n} buildings there</source>
        <translation>Залишок влучань: {hits}, будівель там: {n}</translation>
    </message>
    <message>
        <source>{n} building types there: one at random</source>
        <translation>Типів будівель там: {n}; один випадково</translation>
    </message>
    <message>
        <source>{n} buildings on the map</source>
        <translation>будівлі на мапі: {n}</translation>
    </message>
    <message>
        <source>{n} damaged items</source>
        <translation>пошкоджені предмети: {n}</translation>
    </message>
    <message>
        <source>{n} roosts on the track</source>
        <translation>Гнізда на шкалі: {n}</translation>
    </message>
    <message>
        <source>{n} such bots in the game</source>
        <translation>Таких ботів у грі: {n}</translation>
    </message>
    <message>
        <source>{n} sympathy tokens on the map</source>
        <translation>жетони симпатії на мапі: {n}</translation>
    </message>
    <message>
        <source>{n} sympathy tokens on the track</source>
        <translation>жетони симпатії на шкалі: {n}</translation>
    </message>
    <message>
        <source>{n} undamaged items</source>
        <translation>непошкоджені предмети: {n}</translation>
    </message>
    <message>
        <source>{n} unexhausted items</source>
        <translation>невиснажені предмети: {n}</translation>
    </message>
    <message>
        <source>{suit} column: {n} cards</source>
        <translation>стовпець масті {suit}; карт: {n}</translation>
    </message>
    <message>
        <source>{vp} VP</source>
        <translation>{vp} ПО</translation>
    </message>
</context>
<context>
    <name>root_clockwork/alliance_setup</name>
    <message>
        <source>Make the bot&apos;s supply of {n} warriors.</source>
        <translation>Створіть запас воїнів бота: {n}.</translation>
    </message>
    <message>
        <source>Put the {n} bases on their spaces in the Bases box.</source>
        <translation>Покладіть Бази ({n}) на їхні місця в полі баз.</translation>
    </message>
    <message>
        <source>Put the {n} sympathy tokens on the Sympathy track.</source>
        <translation>Покладіть жетони симпатії ({n}) на шкалу симпатії.</translation>
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
        <translation>Запитати</translation>
    </message>
    <message>
        <source>Full Removal: was the Vagabot&apos;s pawn in that clearing? Which bot?</source>
        <translation>Велика чистка: чи була фігурка Волоцюгобота на цій галявині? Який бот?</translation>
    </message>
    <message numerus="yes">
        <source>Full Removal: {bot} damages %n items, exhausted ones first.</source>
        <translation>
            <numerusform>Велика чистка: {bot} пошкоджує %n предмет, спершу виснажені.</numerusform>
            <numerusform>Велика чистка: {bot} пошкоджує %n предмети, спершу виснажені.</numerusform>
            <numerusform>Велика чистка: {bot} пошкоджує %n предметів, спершу виснажені.</numerusform>
        </translation>
    </message>
    <message>
        <source>Is another bot the Vagabot?</source>
        <translation>Чи інший бот — Волоцюгобот?</translation>
    </message>
    <message>
        <source>Nightmare: the bot scores {n} VP at the end of Evening. VP now: {vp}.</source>
        <translation>кошмар: наприкінці Вечора бот отримує переможні очки: {n}. ПО тепер: {vp}.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Ні</translation>
    </message>
    <message>
        <source>Organize: is there a clearing with a base and at least {n} Alliance warriors that has not organized this turn?</source>
        <translation>Перегрупування: чи є галявина з Базою та щонайменше стількома воїнами Альянсу: {n}, де в цьому ході ще не було Перегрупування?</translation>
    </message>
    <message>
        <source>Public Pity: are {n} or more sympathy tokens on the map?</source>
        <translation>Народне співчуття: чи на мапі щонайменше стільки жетонів симпатії: {n}?</translation>
    </message>
    <message>
        <source>Wildfire: Spread Sympathy once more, scoring nothing.</source>
        <translation>Пожежа: ще раз Поширення симпатії, без підрахунку.</translation>
    </message>
    <message>
        <source>Wildfire: Spread Sympathy once more. It scores nothing, not even the {n} VP of a spread that cannot place a token.</source>
        <translation>Пожежа: бот ще раз виконує Поширення симпатії. Він нічого за це не отримує, навіть переможних очок ({n}) за Поширення симпатії, яке не може розмістити жетон.</translation>
    </message>
</context>
<context>
    <name>root_clockwork/battle_defender</name>
    <message>
        <source>Is {bot} the Mechanical Marquise 2.0?</source>
        <translation>Чи {bot} — це Механічний Маркіз 2.0?</translation>
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
        <translation>Гравець</translation>
    </message>
    <message>
        <source>How many of the bot&apos;s warriors were removed?</source>
        <translation>Скількох воїнів бота прибрано?</translation>
    </message>
    <message>
        <source>How many of this bot&apos;s buildings and tokens did {bot} remove? {bot} scores a VP for each.</source>
        <translation>Скільки будівель і жетонів цього бота прибрав {bot}? {bot} отримує за кожен одне ПО.</translation>
    </message>
    <message>
        <source>How many of {bot}&apos;s warriors were removed? (0 to {max})</source>
        <translation>Скількох воїнів бота {bot} прибрано? (0–{max})</translation>
    </message>
    <message>
        <source>Noted</source>
        <translation>Записано</translation>
    </message>
    <message>
        <source>Noted: {value}.</source>
        <translation>Записано: {value}.</translation>
    </message>
    <message numerus="yes">
        <source>Return %n warriors to the bot&apos;s supply. Supply now: {supply}.</source>
        <translation>
            <numerusform>Поверніть %n воїна до запасу бота. Запас тепер: {supply}.</numerusform>
            <numerusform>Поверніть %n воїнів до запасу бота. Запас тепер: {supply}.</numerusform>
            <numerusform>Поверніть %n воїнів до запасу бота. Запас тепер: {supply}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Were any removed?</source>
        <translation>Чи прибрано бодай одного?</translation>
    </message>
    <message>
        <source>Who defended?</source>
        <translation>Хто був захисником?</translation>
    </message>
    <message>
        <source>{bot}&apos;s warriors are back in its supply and its VP are counted. Take any building or token it lost off its mat too.</source>
        <translation>Воїни бота {bot} повернулися до його запасу, а його ПО пораховано. Зніміть також із його планшета будівлі й жетони, які він утратив.</translation>
    </message>
</context>
<context>
    <name>root_clockwork/card_given</name>
    <message>
        <source>Poor Manual Dexterity: discard the card given to the bot. The bot scores {n} VP. VP now: {vp}.</source>
        <translation>Погана спритність рук: скиньте карту, віддану ботові. Бот отримує переможні очки: {n}. ПО тепер: {vp}.</translation>
    </message>
</context>
<context>
    <name>root_clockwork/coop_win</name>
    <message>
        <source>Checked after every VP the bot scores, so the bots win the moment one of them reaches 30 VP.</source>
        <translation>Перевіряється після кожного ПО, яке отримує бот, тож боти перемагають тієї миті, коли хтось із них досягає 30 ПО.</translation>
    </message>
    <message>
        <source>Has this bot reached {n} VP?</source>
        <translation>Чи має цей бот уже {n} ПО?</translation>
    </message>
    <message>
        <source>This bot has {vp} VP. Unless every player already has {n} VP, the bots win.</source>
        <translation>Цей бот має {vp} ПО. Якщо не кожен гравець уже має {n} ПО, перемагають боти.</translation>
    </message>
    <message>
        <source>This bot has {vp} VP: unless every player already has {n} VP, the bots win and the game ends.</source>
        <translation>Цей бот має ПО: {vp}. Якщо не кожен гравець уже має ПО: {n}, боти перемагають і гра закінчується.</translation>
    </message>
</context>
<context>
    <name>root_clockwork/eyrie_setup</name>
    <message>
        <source>Loyal Viziers: tuck {n} Loyal Vizier cards under the faction board in the rightmost Decree column (bird), symbols showing.</source>
        <translation>Вірні візири: підсуньте карти Вірних візирів ({n}) під планшет фракції в крайньому правому стовпці Декрету (пташиному), символами назовні.</translation>
    </message>
    <message>
        <source>Make the bot&apos;s supply of {n} warriors.</source>
        <translation>Створіть запас воїнів бота: {n}.</translation>
    </message>
    <message numerus="yes">
        <source>Place a roost and %n warriors in the corner clearing diagonally opposite the keep token. With neither the Marquise de Cat nor the Mechanical Marquise 2.0 in the game, use a random corner clearing. Supply now: {supply}.</source>
        <translation>
            <numerusform>Розмістіть Гніздо і %n воїна на кутовій галявині по діагоналі від жетона фортеці. Якщо в грі немає ні Маркізи де Кіт, ні Механічного Маркіза 2.0, використайте випадкову кутову галявину. Запас тепер: {supply}.</numerusform>
            <numerusform>Розмістіть Гніздо і %n воїнів на кутовій галявині по діагоналі від жетона фортеці. Якщо в грі немає ні Маркізи де Кіт, ні Механічного Маркіза 2.0, використайте випадкову кутову галявину. Запас тепер: {supply}.</numerusform>
            <numerusform>Розмістіть Гніздо і %n воїнів на кутовій галявині по діагоналі від жетона фортеці. Якщо в грі немає ні Маркізи де Кіт, ні Механічного Маркіза 2.0, використайте випадкову кутову галявину. Запас тепер: {supply}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Put the other {n} roosts on the Roosts track from right to left, filling every space but the leftmost.</source>
        <translation>Покладіть решту Гнізд ({n}) на шкалу гнізд справа наліво, заповнивши всі поля, крім крайнього лівого.</translation>
    </message>
</context>
<context>
    <name>root_clockwork/eyrie_turn</name>
    <message>
        <source>A New Roost: place a roost and {n} warriors in the highest-priority {clearing} where all of them can be placed. Could they be placed?</source>
        <translation>Нове гніздо: розмістіть Гніздо і воїнів ({n}) на галявині з найвищим пріоритетом, де можна розмістити їх усіх ({clearing}). Чи вдалося їх розмістити?</translation>
    </message>
    <message>
        <source>Add to Decree: tuck the order card into the {suit} column of the Decree ({n} cards there now).</source>
        <translation>Додавання карти до Декрету: підсуньте карту наказу до стовпця Декрету масті {suit} (карт у ньому зараз: {n}).</translation>
    </message>
    <message>
        <source>All done</source>
        <translation>Усе готово</translation>
    </message>
    <message>
        <source>Nightmare: the bot scores {n} VP at the end of Evening. VP now: {vp}.</source>
        <translation>кошмар: наприкінці Вечора бот отримує переможні очки: {n}. ПО тепер: {vp}.</translation>
    </message>
    <message>
        <source>Origin ties go to the highest priority (2.1). A column with no such clearing moves nothing (Target Legality, 2.3).</source>
        <translation>Рівність при виборі початкової галявини: перейдіть до галявини з найвищим пріоритетом (2.1). Стовпець без такої галявини не виконує Рух (Правила відбору цілей, 2.3).</translation>
    </message>
    <message>
        <source>Purge: discard every card of the Decree ({n} cards) except the Loyal Viziers, which stay in the bird column. Then Rest: go on to Evening.</source>
        <translation>Чистка: скиньте кожну карту Декрету (карт: {n}), крім Вірних візирів, які лишаються в пташиному стовпці. Потім Відпочинок: перейдіть до Вечора.</translation>
    </message>
</context>
<context>
    <name>root_clockwork/full_removal</name>
    <message numerus="yes">
        <source>Full Removal: an enemy removed other players&apos; pieces from the Vagabot&apos;s clearing (a Revolt, a Favor card, a bomb plot...). Damage %n items, exhausted ones first. Undamaged items now: {undamaged}; on the Battle track: {track}.</source>
        <translation>
            <numerusform>Велика чистка: опонент прибрав компоненти інших гравців із галявини Волоцюгобота (Повстання, карта послуги, бомба змови...). Пошкодьте %n предмет, спершу виснажені. Непошкоджені предмети тепер: {undamaged}; на шкалі бою: {track}.</numerusform>
            <numerusform>Велика чистка: опонент прибрав компоненти інших гравців із галявини Волоцюгобота (Повстання, карта послуги, бомба змови...). Пошкодьте %n предмети, спершу виснажені. Непошкоджені предмети тепер: {undamaged}; на шкалі бою: {track}.</numerusform>
            <numerusform>Велика чистка: опонент прибрав компоненти інших гравців із галявини Волоцюгобота (Повстання, карта послуги, бомба змови...). Пошкодьте %n предметів, спершу виснажені. Непошкоджені предмети тепер: {undamaged}; на шкалі бою: {track}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/general_rules</name>
    <message>
        <source>Crafting: a bot crafts without activating crafting pieces, but the item must be in the supply. It scores {n} VP for a crafted card, whatever the card shows, and never crafts a card with a persistent effect.</source>
        <translation>Виготовлення: бот виготовляє без активації компонентів для виготовлення, але предмет має бути в запасі. За виготовлену карту він отримує переможні очки: {n}, хоч би що було на карті, і ніколи не виготовляє карту з постійним ефектом.</translation>
    </message>
    <message>
        <source>Fully cooperative play: remove the {cards} dominance cards at setup. The players win only if every one of them reaches {vp} VP before any bot does. Bots never treat each other&apos;s pieces as enemy pieces when they pick clearings, and never battle each other.</source>
        <translation>Повністю кооперативна гра: під час підготовки приберіть карти домінування ({cards}). Гравці перемагають, лише якщо кожен із них набере {vp} ПО раніше, ніж будь-який бот. Обираючи галявини, боти не вважають компоненти інших ботів компонентами опонентів і ніколи не ведуть бій між собою.</translation>
    </message>
    <message>
        <source>Poor Manual Dexterity: bots have no hand. A player who would take a card from a bot draws from the shared deck instead; a card given to a bot is discarded and the bot scores {n} VP.</source>
        <translation>Погана спритність рук: боти не мають руки. Гравець, який мав би добрати карту в бота, добирає її зі спільної колоди; карту, віддану ботові, скидають, а бот отримує переможні очки: {n}.</translation>
    </message>
</context>
<context>
    <name>root_clockwork/losses</name>
    <message>
        <source>Crackdown: remove every sympathy token from {suit} clearings. How many did you remove?</source>
        <translation>Деактивація: приберіть кожен жетон симпатії з {suit} галявин. Скільки прибрано?</translation>
    </message>
    <message numerus="yes">
        <source>Full Removal: {bot} damages %n items, exhausted ones first. Undamaged items now: {undamaged}; on the Battle track: {track}.</source>
        <translation>
            <numerusform>{bot}, Велика чистка: бот пошкоджує %n предмет, спершу виснажені. Непошкоджені предмети тепер: {undamaged}; на шкалі бою: {track}.</numerusform>
            <numerusform>{bot}, Велика чистка: бот пошкоджує %n предмети, спершу виснажені. Непошкоджені предмети тепер: {undamaged}; на шкалі бою: {track}.</numerusform>
            <numerusform>{bot}, Велика чистка: бот пошкоджує %n предметів, спершу виснажені. Непошкоджені предмети тепер: {undamaged}; на шкалі бою: {track}.</numerusform>
        </translation>
    </message>
    <message>
        <source>How many hits does the Vagabot take?</source>
        <translation>Скільки влучань отримує Волоцюгобот?</translation>
    </message>
    <message>
        <source>How many more hits does the bot take on its other pieces in that clearing?</source>
        <translation>Скільки ще влучань отримують інші компоненти бота на цій галявині?</translation>
    </message>
    <message>
        <source>How many of the bot&apos;s warriors were removed? (0 to {max})</source>
        <translation>Скількох воїнів бота прибрано? (0–{max})</translation>
    </message>
    <message>
        <source>How many of {bot}&apos;s warriors were removed? (0 to {max})</source>
        <translation>{bot}: скількох воїнів цього бота прибрано? (0–{max})</translation>
    </message>
    <message>
        <source>How many recruiters of the bot are in that clearing?</source>
        <translation>Скільки Казарм бота на цій галявині?</translation>
    </message>
    <message>
        <source>How many sawmills of the bot are in that clearing?</source>
        <translation>Скільки Лісопилок бота на цій галявині?</translation>
    </message>
    <message>
        <source>How many warriors of {bot} were in that clearing? All of them are removed. (0 to {max})</source>
        <translation>{bot}: скільки воїнів цього бота було на цій галявині? Їх усіх прибрано. (0–{max})</translation>
    </message>
    <message>
        <source>How many workshops of the bot are in that clearing?</source>
        <translation>Скільки Майстерень бота на цій галявині?</translation>
    </message>
    <message>
        <source>Is a base of the bot in that clearing? Which one?</source>
        <translation>Чи є на цій галявині База бота? Яка?</translation>
    </message>
    <message>
        <source>Is a roost of the bot in that clearing?</source>
        <translation>Чи є на цій галявині Гніздо бота?</translation>
    </message>
    <message>
        <source>Pick at random which of the bot&apos;s buildings in that clearing the hit removes.</source>
        <translation>Випадково оберіть, яку з будівель бота на цій галявині прибирає це влучання.</translation>
    </message>
    <message numerus="yes">
        <source>Remove a {building} of the bot from that clearing (%n left on the map).</source>
        <translation>
            <numerusform>Приберіть із цієї галявини будівлю бота: {building} (на мапі лишилася %n).</numerusform>
            <numerusform>Приберіть із цієї галявини будівлю бота: {building} (на мапі лишилося %n).</numerusform>
            <numerusform>Приберіть із цієї галявини будівлю бота: {building} (на мапі лишилося %n).</numerusform>
        </translation>
    </message>
    <message>
        <source>Remove a {building} of the bot from that clearing ({n} left on the map).</source>
        <translation>Приберіть будівлю бота з цієї галявини: {building} (на мапі лишилося: {n}).</translation>
    </message>
    <message>
        <source>Remove the keep token and put it back in the box.</source>
        <translation>Приберіть жетон фортеці й поверніть його в коробку.</translation>
    </message>
    <message numerus="yes">
        <source>Taking hits: damage %n items, exhausted ones first, then unexhausted ones. Undamaged items now: {undamaged}; on the Battle track: {track}.</source>
        <translation>
            <numerusform>Отримання влучань: пошкодьте %n предмет, спершу виснажені, потім невиснажені. Непошкоджені предмети тепер: {undamaged}; на шкалі бою: {track}.</numerusform>
            <numerusform>Отримання влучань: пошкодьте %n предмети, спершу виснажені, потім невиснажені. Непошкоджені предмети тепер: {undamaged}; на шкалі бою: {track}.</numerusform>
            <numerusform>Отримання влучань: пошкодьте %n предметів, спершу виснажені, потім невиснажені. Непошкоджені предмети тепер: {undamaged}; на шкалі бою: {track}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Taking hits: {bot} damages %n items, exhausted ones first, then unexhausted ones. Undamaged items now: {undamaged}; on the Battle track: {track}.</source>
        <translation>
            <numerusform>{bot}, отримання влучань: бот пошкоджує %n предмет, спершу виснажені, потім невиснажені. Непошкоджені предмети тепер: {undamaged}; на шкалі бою: {track}.</numerusform>
            <numerusform>{bot}, отримання влучань: бот пошкоджує %n предмети, спершу виснажені, потім невиснажені. Непошкоджені предмети тепер: {undamaged}; на шкалі бою: {track}.</numerusform>
            <numerusform>{bot}, отримання влучань: бот пошкоджує %n предметів, спершу виснажені, потім невиснажені. Непошкоджені предмети тепер: {undamaged}; на шкалі бою: {track}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Tokens go first: is a sympathy token of the bot in that clearing?</source>
        <translation>Спершу жетони: чи є на цій галявині жетон симпатії бота?</translation>
    </message>
    <message>
        <source>Tokens go first: is a sympathy token of the bot in that clearing? Popularity: the enemy who removes it scores nothing for it.</source>
        <translation>Спершу жетони: чи є на цій галявині жетон симпатії бота? Популярність: опонент, який його прибирає, нічого за нього не отримує.</translation>
    </message>
    <message>
        <source>Tokens go first: is the keep token in that clearing?</source>
        <translation>Спершу жетони: чи жетон фортеці на цій галявині?</translation>
    </message>
</context>
<context>
    <name>root_clockwork/marquise_setup</name>
    <message>
        <source>Make the bot&apos;s supply of {n} warriors.</source>
        <translation>Створіть запас воїнів бота: {n}.</translation>
    </message>
    <message>
        <source>Place a sawmill, a workshop and a recruiter at random in the keep&apos;s clearing and the clearings adjacent to it, one building per clearing.</source>
        <translation>Розмістіть випадково Лісопилку, Майстерню й Казарму на галявині з Фортецею та на сусідніх галявинах, по одній будівлі на галявину.</translation>
    </message>
    <message>
        <source>Place the keep token in a random corner clearing. Only the Marquise may place pieces in that clearing (others may move in). If the keep is removed, put it back in the box.</source>
        <translation>Розмістіть жетон фортеці на випадковій кутовій галявині. Лише Маркіз може розміщувати компоненти на цій галявині (інші можуть зайти туди Рухом). Якщо Фортецю прибрано, поверніть її в коробку.</translation>
    </message>
    <message>
        <source>Put the other {n} sawmills, {n} workshops and {n} recruiters on their buildings tracks, filling every space but the leftmost.</source>
        <translation>Покладіть решту Лісопилок ({n}), Майстерень ({n}) і Казарм ({n}) на їхні шкали будівель, заповнивши всі поля, крім крайнього лівого.</translation>
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
        <translation>Бліцкриг: з контрольованої ботом галявини з найвищим пріоритетом без компонентів опонентів перемістіть (Рух) усіх воїнів, крім {n}, на сусідню галявину з найбільшою кількістю компонентів опонентів і проведіть там бій. Чи провів бот бій?</translation>
    </message>
    <message>
        <source>Expand: did the bot place no building this turn, with at most {max} buildings on the map?</source>
        <translation>Розбудова: чи бот не розмістив у цьому ході жодної будівлі й має на мапі щонайбільше стільки будівель: {max}?</translation>
    </message>
    <message numerus="yes">
        <source>Iron Will: recruit again, as many warriors as before: take %n warriors from the supply. {plan} Supply now: {supply}.</source>
        <translation>
            <numerusform>Залізна воля: Вербування ще раз, стільки ж воїнів, як раніше: візьміть із запасу %n воїна. {plan} Запас тепер: {supply}.</numerusform>
            <numerusform>Залізна воля: Вербування ще раз, стільки ж воїнів, як раніше: візьміть із запасу %n воїнів. {plan} Запас тепер: {supply}.</numerusform>
            <numerusform>Залізна воля: Вербування ще раз, стільки ж воїнів, як раніше: візьміть із запасу %n воїнів. {plan} Запас тепер: {supply}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Move: from each {suit} clearing, move all but {stay} Marquise warriors to the adjacent clearing with the most enemy pieces (tie: highest priority). Take origin clearings from the highest priority down.</source>
        <translation>Рух: з кожної галявини масті {suit} перемістіть усіх воїнів Маркіза, крім {stay}, на сусідню галявину з найбільшою кількістю компонентів опонентів (рівність: найвищий пріоритет). Початкові галявини беріть від найвищого пріоритету донизу.</translation>
    </message>
    <message>
        <source>Move: from every clearing, move all but {stay} Marquise warriors to the adjacent clearing with the most enemy pieces (tie: highest priority). Take origin clearings from the highest priority down.</source>
        <translation>Рух: з кожної галявини перемістіть усіх воїнів Маркіза, крім {stay}, на сусідню галявину з найбільшою кількістю компонентів опонентів (рівність: найвищий пріоритет). Початкові галявини беріть від найвищого пріоритету донизу.</translation>
    </message>
    <message>
        <source>Nightmare: the bot scores {n} VP at the end of Evening. VP now: {vp}.</source>
        <translation>кошмар: наприкінці Вечора бот отримує переможні очки: {n}. ПО тепер: {vp}.</translation>
    </message>
    <message>
        <source>Noted: {value}.</source>
        <translation>Записано: {value}.</translation>
    </message>
    <message>
        <source>Two or more</source>
        <translation>Дві або більше</translation>
    </message>
    <message>
        <source>how many clearings of that suit the bot rules</source>
        <translation>скільки галявин цієї масті контролює бот</translation>
    </message>
    <message>
        <source>how many clearings the bot rules</source>
        <translation>скільки галявин контролює бот</translation>
    </message>
</context>
<context>
    <name>root_clockwork/order</name>
    <message>
        <source>Craft the order card: take its item from the supply and put it face up in the Satchel. The bot scores {n} VP, whatever the card shows. VP now: {vp}.</source>
        <translation>Виготовте карту наказу: візьміть її предмет із запасу й покладіть горілиць у Наплічник. Бот отримує переможні очки: {n}, хоч би що було на карті. ПО тепер: {vp}.</translation>
    </message>
    <message>
        <source>Craft the order card: take its item from the supply. The bot scores {n} VP, whatever the card shows. VP now: {vp}.</source>
        <translation>Виготовте карту наказу: візьміть її предмет із запасу. Бот отримує переможні очки: {n}, хоч би що було на карті. ПО тепер: {vp}.</translation>
    </message>
    <message>
        <source>Does the item go into the Vagabot&apos;s Satchel?</source>
        <translation>Чи потрапляє предмет до Наплічника Волоцюгобота?</translation>
    </message>
</context>
<context>
    <name>root_clockwork/outrage</name>
    <message>
        <source>Removed a sympathy token</source>
        <translation>Прибрав жетон симпатії</translation>
    </message>
    <message>
        <source>The bot scores {n} VP (this is not Poor Manual Dexterity: no card is given). VP now: {vp}.</source>
        <translation>Бот отримує переможні очки: {n} (це не Погана спритність рук: карту не віддають). ПО тепер: {vp}.</translation>
    </message>
</context>
<context>
    <name>root_clockwork/pick_random</name>
    <message numerus="yes">
        <source>Roll to pick one of the %n at random.</source>
        <translation>
            <numerusform>Киньте кубик, щоб випадково обрати один із %n варіантів.</numerusform>
            <numerusform>Киньте кубик, щоб випадково обрати один із %n варіантів.</numerusform>
            <numerusform>Киньте кубик, щоб випадково обрати один із %n варіантів.</numerusform>
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
            <numerusform>{bot}: скільки з них належало цьому ботові? Він втрачає %n переможне очко за кожен. (0–{max})</numerusform>
            <numerusform>{bot}: скільки з них належало цьому ботові? Він втрачає %n переможні очки за кожен. (0–{max})</numerusform>
            <numerusform>{bot}: скільки з них належало цьому ботові? Він втрачає %n переможних очок за кожен. (0–{max})</numerusform>
        </translation>
    </message>
    <message>
        <source>Noted</source>
        <translation>Записано</translation>
    </message>
    <message>
        <source>Noted: {value}.</source>
        <translation>Записано: {value}.</translation>
    </message>
    <message numerus="yes">
        <source>War Tax: each enemy loses %n VP per building or token of theirs the bot just removed.</source>
        <translation>
            <numerusform>Військовий податок: кожен опонент втрачає %n переможне очко за кожну свою будівлю чи жетон, які бот щойно прибрав.</numerusform>
            <numerusform>Військовий податок: кожен опонент втрачає %n переможні очки за кожну свою будівлю чи жетон, які бот щойно прибрав.</numerusform>
            <numerusform>Військовий податок: кожен опонент втрачає %n переможних очок за кожну свою будівлю чи жетон, які бот щойно прибрав.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War Tax: each enemy loses %n VP per building or token of theirs the bot just removed. Players take theirs off now; the app takes the bots&apos; off next.</source>
        <translation>
            <numerusform>Військовий податок: кожен опонент втрачає %n переможне очко за кожну свою будівлю чи жетон, які бот щойно прибрав. Гравці віднімають свої очки зараз; ботам їх відніме застосунок на наступному кроці.</numerusform>
            <numerusform>Військовий податок: кожен опонент втрачає %n переможні очки за кожну свою будівлю чи жетон, які бот щойно прибрав. Гравці віднімають свої очки зараз; ботам їх відніме застосунок на наступному кроці.</numerusform>
            <numerusform>Військовий податок: кожен опонент втрачає %n переможних очок за кожну свою будівлю чи жетон, які бот щойно прибрав. Гравці віднімають свої очки зараз; ботам їх відніме застосунок на наступному кроці.</numerusform>
        </translation>
    </message>
    <message>
        <source>War Tax: each enemy loses {n} VP per building or token of theirs the bot just removed.</source>
        <translation>Військовий податок: кожен опонент втрачає ПО ({n}) за кожну свою будівлю чи жетон, які бот щойно прибрав.</translation>
    </message>
</context>
<context>
    <name>root_clockwork/setup</name>
    <message>
        <source>Fully cooperative play: remove the {n} dominance cards from the shared deck whatever the number of players.</source>
        <translation>Повністю кооперативна гра: приберіть зі спільної колоди карти домінування ({n}) незалежно від кількості гравців.</translation>
    </message>
    <message>
        <source>Starting hands: with one or two players, remove the {n} dominance cards from the shared deck (spy cards stay). Bots draw no cards.</source>
        <translation>Стартова рука: з одним чи двома гравцями приберіть зі спільної колоди карти домінування ({n}); карти шпигунів лишаються. Боти не добирають карт.</translation>
    </message>
    <message>
        <source>The app&apos;s own safeguard: setting a bot up twice would count its pieces twice.</source>
        <translation>Запобіжник застосунку: повторна підготовка бота двічі порахувала б його компоненти.</translation>
    </message>
    <message>
        <source>This bot is already set up. Set it up again from the start? Its tracked state goes back to a new bot&apos;s.</source>
        <translation>Цей бот уже готовий. Підготувати його спочатку? Його стан повернеться до стану нового бота.</translation>
    </message>
</context>
<context>
    <name>root_clockwork/spread</name>
    <message>
        <source>Martial Law: does a single enemy have {n} or more warriors in that clearing?</source>
        <translation>Воєнний стан: чи має один опонент на цій галявині щонайменше стільки воїнів: {n}?</translation>
    </message>
    <message>
        <source>Noted: {value}.</source>
        <translation>Записано: {value}.</translation>
    </message>
    <message>
        <source>Spread Sympathy: place a sympathy token in the unsympathetic {clearing} adjacent to a sympathetic clearing with the fewest enemy warriors (tie: highest priority). If there is no such clearing, use the clearing with the fewest enemy pieces. Could it be placed?</source>
        <translation>Поширення симпатії: розмістіть жетон симпатії на {clearing} без симпатії, що межує з галявиною із симпатією, де найменше воїнів опонентів (рівність: найвищий пріоритет). Якщо такої галявини немає, оберіть галявину з найменшою кількістю компонентів опонентів. Чи вдалося його розмістити?</translation>
    </message>
    <message>
        <source>The bot cannot spread sympathy. This spread scores nothing, so it does not score the {n} VP either.</source>
        <translation>Бот не може поширити симпатію. Це Поширення симпатії без Підрахунку, тож не дає й переможних очок: {n}.</translation>
    </message>
    <message>
        <source>The bot cannot spread sympathy: it scores {n} VP instead. VP now: {vp}.</source>
        <translation>Бот не може поширити симпатію: натомість отримує переможні очки: {n}. ПО тепер: {vp}.</translation>
    </message>
    <message numerus="yes">
        <source>The bot scores %n VP, shown on the space just uncovered on the {track} (one less under Martial Law, never below zero). VP now: {vp}.</source>
        <translation>
            <numerusform>Бот отримує %n переможне очко з щойно відкритого поля ({track}; на одне менше за Воєнного стану, ніколи менше нуля). ПО тепер: {vp}.</numerusform>
            <numerusform>Бот отримує %n переможні очки з щойно відкритого поля ({track}; на одне менше за Воєнного стану, ніколи менше нуля). ПО тепер: {vp}.</numerusform>
            <numerusform>Бот отримує %n переможних очок з щойно відкритого поля ({track}; на одне менше за Воєнного стану, ніколи менше нуля). ПО тепер: {vp}.</numerusform>
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
        <translation>Автоматичне обурення за жетон, прибраний влучаннями, вирішується тут, тож жетон зникає з планшета бота один раз: не запускайте для нього ще й процедуру Автоматичного обурення.</translation>
    </message>
    <message>
        <source>Crackdown: remove every sympathy token from {suit} clearings. How many did you remove?</source>
        <translation>Деактивація: приберіть кожен жетон симпатії з галявин масті {suit}. Скільки прибрано?</translation>
    </message>
    <message numerus="yes">
        <source>Crackdown: the {base} base goes back to the Bases box; %n sympathy tokens leave the map.</source>
        <translation>
            <numerusform>Деактивація: База (масть: {base}) повертається в поле баз; %n жетон симпатії йде з мапи.</numerusform>
            <numerusform>Деактивація: База (масть: {base}) повертається в поле баз; %n жетони симпатії йдуть з мапи.</numerusform>
            <numerusform>Деактивація: База (масть: {base}) повертається в поле баз; %n жетонів симпатії йде з мапи.</numerusform>
        </translation>
    </message>
    <message>
        <source>Did the bot lose {n} or more warriors as defender?</source>
        <translation>Чи втратив бот як захисник щонайменше стільки воїнів: {n}?</translation>
    </message>
    <message>
        <source>Fortified: each of the bot&apos;s buildings needs {n} hits to be removed; a single hit on a building does nothing. Otherwise the bot first removes all its tokens in the clearing, then its buildings, picking at random among building types.</source>
        <translation>Укріплення: щоб прибрати будівлю бота, потрібно стільки влучань: {n}; одне влучання в будівлю нічого не дає. В іншому бот спершу прибирає всі свої жетони з галявини, потім будівлі, випадково обираючи серед типів будівель.</translation>
    </message>
    <message>
        <source>Fox</source>
        <translation>Лисяча</translation>
    </message>
    <message>
        <source>How many hits does the Vagabot take?</source>
        <translation>Скільки влучань отримує Волоцюгобот?</translation>
    </message>
    <message>
        <source>How many of the bot&apos;s warriors were removed?</source>
        <translation>Скількох воїнів бота прибрано?</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>Мишача</translation>
    </message>
    <message>
        <source>No more</source>
        <translation>Більше нічого</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Жодна</translation>
    </message>
    <message>
        <source>Noted: {value}.</source>
        <translation>Записано: {value}.</translation>
    </message>
    <message>
        <source>Rabbit</source>
        <translation>Кроляча</translation>
    </message>
    <message>
        <source>Recruiter</source>
        <translation>Казарма</translation>
    </message>
    <message>
        <source>Recruiter removed.</source>
        <translation>Казарму прибрано.</translation>
    </message>
    <message numerus="yes">
        <source>Return %n warriors to the bot&apos;s supply. Supply now: {supply}.</source>
        <translation>
            <numerusform>Поверніть %n воїна до запасу бота. Запас тепер: {supply}.</numerusform>
            <numerusform>Поверніть %n воїнів до запасу бота. Запас тепер: {supply}.</numerusform>
            <numerusform>Поверніть %n воїнів до запасу бота. Запас тепер: {supply}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Roost removed.</source>
        <translation>Гніздо прибрано.</translation>
    </message>
    <message>
        <source>Sawmill</source>
        <translation>Лісопилка</translation>
    </message>
    <message>
        <source>Sawmill removed.</source>
        <translation>Лісопилку прибрано.</translation>
    </message>
    <message>
        <source>Sympathy token removed.</source>
        <translation>Жетон симпатії прибрано.</translation>
    </message>
    <message numerus="yes">
        <source>Taking hits: damage %n items, exhausted ones first, then unexhausted ones. Undamaged items now: {undamaged}; on the Battle track: {track}.</source>
        <translation>
            <numerusform>Отримання влучань: пошкодьте %n предмет, спершу виснажені, потім невиснажені. Непошкоджені предмети тепер: {undamaged}; на шкалі бою: {track}.</numerusform>
            <numerusform>Отримання влучань: пошкодьте %n предмети, спершу виснажені, потім невиснажені. Непошкоджені предмети тепер: {undamaged}; на шкалі бою: {track}.</numerusform>
            <numerusform>Отримання влучань: пошкодьте %n предметів, спершу виснажені, потім невиснажені. Непошкоджені предмети тепер: {undamaged}; на шкалі бою: {track}.</numerusform>
        </translation>
    </message>
    <message>
        <source>The Marquise&apos;s losses are noted.</source>
        <translation>Втрати Маркіза записано.</translation>
    </message>
    <message>
        <source>Was a base of the bot removed? Which one?</source>
        <translation>Чи прибрано Базу бота? Яку?</translation>
    </message>
    <message>
        <source>Was a roost of the bot removed? (Answer once per roost.)</source>
        <translation>Чи прибрано Гніздо бота? (Відповідайте раз за кожне Гніздо.)</translation>
    </message>
    <message>
        <source>Was a sympathy token of the bot removed? (Answer once per token.)</source>
        <translation>Чи прибрано жетон симпатії бота? (Відповідайте раз за кожен жетон.)</translation>
    </message>
    <message>
        <source>Was a sympathy token of the bot removed? (Answer once per token.) Popularity: the enemy who removed it scores nothing for it.</source>
        <translation>Чи прибрано жетон симпатії бота? (Відповідайте раз за кожен жетон.) Популярність: опонент, який його прибрав, не отримує за нього очок.</translation>
    </message>
    <message>
        <source>Was one of the bot&apos;s buildings removed? Which one? (Answer once per building.)</source>
        <translation>Чи прибрано одну з будівель бота? Яку? (Відповідайте раз за кожну будівлю.)</translation>
    </message>
    <message>
        <source>Were any removed?</source>
        <translation>Чи прибрано бодай одного?</translation>
    </message>
    <message>
        <source>Which bot lost pieces?</source>
        <translation>Який бот втратив компоненти?</translation>
    </message>
    <message>
        <source>Workshop</source>
        <translation>Майстерня</translation>
    </message>
    <message>
        <source>Workshop removed.</source>
        <translation>Майстерню прибрано.</translation>
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
        <translation>Запитати</translation>
    </message>
    <message>
        <source>Is the VP of the space to score still unknown?</source>
        <translation>Чи кількість ПО на полі, за яке бот отримує очки, ще невідома?</translation>
    </message>
    <message>
        <source>Known</source>
        <translation>Відома</translation>
    </message>
    <message>
        <source>Noted</source>
        <translation>Записано</translation>
    </message>
    <message>
        <source>Noted: {vp} VP.</source>
        <translation>Записано: {vp} ПО.</translation>
    </message>
    <message>
        <source>The rules text does not give the VP printed on the faction boards&apos; tracks. Each space is asked once, when the bot first scores it, and kept on the mat (where it can be corrected).</source>
        <translation>Текст правил не наводить ПО, надруковані на шкалах планшетів фракцій. Про кожне поле питаємо один раз, коли бот уперше отримує за нього очки, і зберігаємо на планшеті бота (там його можна виправити).</translation>
    </message>
    <message>
        <source>The seed does not print the VP on the faction boards&apos; tracks. The app asks for each space once, when the bot first scores it, and keeps the answer on the mat (where it can be corrected).</source>
        <translation>Джерело не подає ПО на шкалах планшетів фракцій. Застосунок питає про кожне поле один раз, коли бот уперше отримує за нього очки, і зберігає відповідь на планшеті бота (де її можна виправити).</translation>
    </message>
</context>
<context>
    <name>root_clockwork/vagabot_setup</name>
    <message>
        <source>Place the pawn in the forest adjacent to the most clearings; break ties at random.</source>
        <translation>Розмістіть фігурку в лісі, що межує з найбільшою кількістю галявин; рівність вирішіть випадково.</translation>
    </message>
    <message>
        <source>Put {n} random item marked R under each ruins token.</source>
        <translation>Під кожен жетон руїн покладіть випадкові предмети з літерою R (по {n}).</translation>
    </message>
    <message>
        <source>Shuffle the quest deck, draw {n} quest and put it face up beside the faction board. Only the Vagabot can complete it.</source>
        <translation>Перетасуйте колоду завдань, доберіть завдання ({n}) і покладіть горілиць біля планшета фракції. Виконати їх може лише Волоцюгобот.</translation>
    </message>
</context>
<context>
    <name>root_clockwork/vagabot_turn</name>
    <message>
        <source>Adventurer: has the Vagabot {n} unexhausted items for another quest?</source>
        <translation>Шукач пригод: чи має Волоцюгобот невиснажені предмети ({n}) на ще одне завдання?</translation>
    </message>
    <message numerus="yes">
        <source>Evening, Refresh: turn %n exhausted, undamaged items face up (fewer while any item is damaged).</source>
        <translation>
            <numerusform>Вечір, Відновлення: переверніть горілиць %n виснажений непошкоджений предмет (менше, якщо бот має хоча б один пошкоджений предмет).</numerusform>
            <numerusform>Вечір, Відновлення: переверніть горілиць %n виснажені непошкоджені предмети (менше, якщо бот має хоча б один пошкоджений предмет).</numerusform>
            <numerusform>Вечір, Відновлення: переверніть горілиць %n виснажених непошкоджених предметів (менше, якщо бот має хоча б один пошкоджений предмет).</numerusform>
        </translation>
    </message>
    <message>
        <source>Nightmare: the bot scores {n} VP at the end of Evening. VP now: {vp}.</source>
        <translation>кошмар: наприкінці Вечора бот отримує переможні очки: {n}. ПО тепер: {vp}.</translation>
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
            <numerusform>Допомога: виснажте %n предмет і візьміть стільки ж предметів із поля виготовлених предметів цього гравця в Наплічник. Бот отримує {scored} (Помічник: на одне більше). Гравець добирає двічі {cards}; бот не добирає карт, а отримує одне переможне очко. ПО тепер: {vp}.</numerusform>
            <numerusform>Допомога: виснажте %n предмети і візьміть стільки ж предметів із поля виготовлених предметів цього гравця в Наплічник. Бот отримує {scored} (Помічник: на одне більше). Гравець добирає двічі {cards}; бот не добирає карт, а отримує одне переможне очко. ПО тепер: {vp}.</numerusform>
            <numerusform>Допомога: виснажте %n предметів і візьміть стільки ж предметів із поля виготовлених предметів цього гравця в Наплічник. Бот отримує {scored} (Помічник: на одне більше). Гравець добирає двічі {cards}; бот не добирає карт, а отримує одне переможне очко. ПО тепер: {vp}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Aid: exhaust %n items and take as many items from that player&apos;s Crafted Items box into the Satchel. The bot scores {scored}. The player draws {cards}; a bot draws none and scores one VP instead (Poor Manual Dexterity). VP now: {vp}.</source>
        <translation>
            <numerusform>Допомога: виснажте %n предмет і візьміть стільки ж предметів із поля виготовлених предметів цього гравця в Наплічник. Бот отримує {scored}. Гравець добирає {cards}; бот не добирає карт, а отримує одне переможне очко (Погана спритність рук). ПО тепер: {vp}.</numerusform>
            <numerusform>Допомога: виснажте %n предмети і візьміть стільки ж предметів із поля виготовлених предметів цього гравця в Наплічник. Бот отримує {scored}. Гравець добирає {cards}; бот не добирає карт, а отримує одне переможне очко (Погана спритність рук). ПО тепер: {vp}.</numerusform>
            <numerusform>Допомога: виснажте %n предметів і візьміть стільки ж предметів із поля виготовлених предметів цього гравця в Наплічник. Бот отримує {scored}. Гравець добирає {cards}; бот не добирає карт, а отримує одне переможне очко (Погана спритність рук). ПО тепер: {vp}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Aid: exhaust {k} items and take as many items from that player&apos;s Crafted Items box into the Satchel. The bot scores %n VP (Helper: one more). The player draws twice {k} cards; a bot draws none and scores one VP instead. VP now: {vp}.</source>
        <translation>
            <numerusform>Допомога: виснажте предмети ({k}) і візьміть стільки ж предметів з поля виготовлених предметів цього гравця в Наплічник. Бот отримує %n переможне очко (Помічник: на одне більше). Гравець добирає вдвічі більше карт, ніж {k}; бот не добирає карт, а отримує одне ПО. ПО тепер: {vp}.</numerusform>
            <numerusform>Допомога: виснажте предмети ({k}) і візьміть стільки ж предметів з поля виготовлених предметів цього гравця в Наплічник. Бот отримує %n переможні очки (Помічник: на одне більше). Гравець добирає вдвічі більше карт, ніж {k}; бот не добирає карт, а отримує одне ПО. ПО тепер: {vp}.</numerusform>
            <numerusform>Допомога: виснажте предмети ({k}) і візьміть стільки ж предметів з поля виготовлених предметів цього гравця в Наплічник. Бот отримує %n переможних очок (Помічник: на одне більше). Гравець добирає вдвічі більше карт, ніж {k}; бот не добирає карт, а отримує одне ПО. ПО тепер: {vp}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Aid: exhaust {k} items and take as many items from that player&apos;s Crafted Items box into the Satchel. The bot scores %n VP. The player draws {k} cards; a bot draws none and scores one VP instead (Poor Manual Dexterity). VP now: {vp}.</source>
        <translation>
            <numerusform>Допомога: виснажте предмети ({k}) і візьміть стільки ж предметів з поля виготовлених предметів цього гравця в Наплічник. Бот отримує %n переможне очко. Гравець добирає карти ({k}); бот не добирає карт, а отримує одне ПО (Погана спритність рук). ПО тепер: {vp}.</numerusform>
            <numerusform>Допомога: виснажте предмети ({k}) і візьміть стільки ж предметів з поля виготовлених предметів цього гравця в Наплічник. Бот отримує %n переможні очки. Гравець добирає карти ({k}); бот не добирає карт, а отримує одне ПО (Погана спритність рук). ПО тепер: {vp}.</numerusform>
            <numerusform>Допомога: виснажте предмети ({k}) і візьміть стільки ж предметів з поля виготовлених предметів цього гравця в Наплічник. Бот отримує %n переможних очок. Гравець добирає карти ({k}); бот не добирає карт, а отримує одне ПО (Погана спритність рук). ПО тепер: {vp}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Noted</source>
        <translation>Записано</translation>
    </message>
    <message>
        <source>Noted: {value}.</source>
        <translation>Записано: {value}.</translation>
    </message>
    <message>
        <source>{bot} draws no cards and scores {n} VP instead (Poor Manual Dexterity).</source>
        <translation>{bot} не добирає карт, а отримує ПО: {n} (Погана спритність рук).</translation>
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
            <numerusform>Бій (Берсерк): виснажте %n предмет і проведіть бій із гравцем, який має на галявині найбільше компонентів. Максимальна кількість викинутих влучань: {max}; додаткові влучання як нападник: {extra}.</numerusform>
            <numerusform>Бій (Берсерк): виснажте %n предмети і проведіть бій із гравцем, який має на галявині найбільше компонентів. Максимальна кількість викинутих влучань: {max}; додаткові влучання як нападник: {extra}.</numerusform>
            <numerusform>Бій (Берсерк): виснажте %n предметів і проведіть бій із гравцем, який має на галявині найбільше компонентів. Максимальна кількість викинутих влучань: {max}; додаткові влучання як нападник: {extra}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Battle (Berserker): how many moves does the Vagabot need to reach the nearest clearing with the most enemy pieces? It stays if it can act where it is.</source>
        <translation>Бій (Берсерк): скільки Рухів потрібно Волоцюгоботу, щоб дістатися до найближчої галявини з найбільшою кількістю компонентів опонентів? Він лишається на своїй галявині, якщо може виконати дію там.</translation>
    </message>
    <message numerus="yes">
        <source>Battle again: exhaust %n items (all it has left if fewer) and battle the same enemy.</source>
        <translation>
            <numerusform>Бій знову: виснажте %n предмет (усі, якщо лишилося менше) і проведіть бій із тим самим опонентом.</numerusform>
            <numerusform>Бій знову: виснажте %n предмети (усі, якщо лишилося менше) і проведіть бій із тим самим опонентом.</numerusform>
            <numerusform>Бій знову: виснажте %n предметів (усі, якщо лишилося менше) і проведіть бій із тим самим опонентом.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Battle: exhaust %n item and battle the enemy with the most VP there. Marksman: deal {first} at once, before rolling. Maximum rolled hits: {max}; extra hits as attacker: {extra}.</source>
        <translation>
            <numerusform>Бій: виснажте %n предмет і проведіть бій з опонентом, який має найбільше ПО на цій галявині. Влучний стрілець: завдайте {first} одразу, до кидка. Максимальна кількість викинутих влучань: {max}; додаткові влучання як нападник: {extra}.</numerusform>
            <numerusform>Бій: виснажте %n предмети і проведіть бій з опонентом, який має найбільше ПО на цій галявині. Влучний стрілець: завдайте {first} одразу, до кидка. Максимальна кількість викинутих влучань: {max}; додаткові влучання як нападник: {extra}.</numerusform>
            <numerusform>Бій: виснажте %n предметів і проведіть бій з опонентом, який має найбільше ПО на цій галявині. Влучний стрілець: завдайте {first} одразу, до кидка. Максимальна кількість викинутих влучань: {max}; додаткові влучання як нападник: {extra}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Battle: exhaust %n item and battle the enemy with the most VP there. Marksman: deal {first} hit at once, before rolling. Maximum rolled hits: {max}; extra hits as attacker: {extra}.</source>
        <translation>
            <numerusform>Бій: виснажте %n предмет і проведіть бій з опонентом, який має найбільше ПО на цій галявині. Влучний стрілець: завдайте влучання ({first}) одразу, до кидка. Максимальна кількість викинутих влучань: {max}; додаткові влучання як нападник: {extra}.</numerusform>
            <numerusform>Бій: виснажте %n предмети і проведіть бій з опонентом, який має найбільше ПО на цій галявині. Влучний стрілець: завдайте влучання ({first}) одразу, до кидка. Максимальна кількість викинутих влучань: {max}; додаткові влучання як нападник: {extra}.</numerusform>
            <numerusform>Бій: виснажте %n предметів і проведіть бій з опонентом, який має найбільше ПО на цій галявині. Влучний стрілець: завдайте влучання ({first}) одразу, до кидка. Максимальна кількість викинутих влучань: {max}; додаткові влучання як нападник: {extra}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Battle: exhaust %n item and battle the enemy with the most VP there. Maximum rolled hits: {max}; extra hits as attacker: {extra}.</source>
        <translation>
            <numerusform>Бій: виснажте %n предмет і проведіть бій з опонентом, який має найбільше ПО на цій галявині. Максимальна кількість викинутих влучань: {max}; додаткові влучання як нападник: {extra}.</numerusform>
            <numerusform>Бій: виснажте %n предмети і проведіть бій з опонентом, який має найбільше ПО на цій галявині. Максимальна кількість викинутих влучань: {max}; додаткові влучання як нападник: {extra}.</numerusform>
            <numerusform>Бій: виснажте %n предметів і проведіть бій з опонентом, який має найбільше ПО на цій галявині. Максимальна кількість викинутих влучань: {max}; додаткові влучання як нападник: {extra}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Battle: how many moves does the Vagabot need to reach the nearest clearing with pieces of the enemy that has the most VP (clearing ties: that enemy&apos;s most buildings and tokens, then its fewest warriors)? It stays if it can act where it is.</source>
        <translation>Бій: скільки Рухів потрібно Волоцюгоботу, щоб дістатися до найближчої галявини з хоча б одним компонентом опонента, який має найбільше ПО (перша рівність при виборі цільової галявини: найбільше будівель і жетонів цього опонента; друга рівність: найменше його воїнів)? Він лишається на своїй галявині, якщо може виконати дію там.</translation>
    </message>
    <message>
        <source>Has it an unexhausted item left to battle again?</source>
        <translation>Чи лишився в нього невиснажений предмет, щоб знову провести бій?</translation>
    </message>
    <message numerus="yes">
        <source>Move the Vagabot there, exhausting an item per move: %n exhausted, {left} unexhausted left.</source>
        <translation>
            <numerusform>Рух: перемістіть туди Волоцюгобота, виснажуючи предмет за кожне переміщення: виснажено %n предмет, невиснажених лишилося: {left}.</numerusform>
            <numerusform>Рух: перемістіть туди Волоцюгобота, виснажуючи предмет за кожне переміщення: виснажено %n предмети, невиснажених лишилося: {left}.</numerusform>
            <numerusform>Рух: перемістіть туди Волоцюгобота, виснажуючи предмет за кожне переміщення: виснажено %n предметів, невиснажених лишилося: {left}.</numerusform>
        </translation>
    </message>
    <message>
        <source>No such clearing</source>
        <translation>Немає такої галявини</translation>
    </message>
    <message>
        <source>Noted</source>
        <translation>Записано</translation>
    </message>
    <message>
        <source>Noted: {value}.</source>
        <translation>Записано: {value}.</translation>
    </message>
    <message numerus="yes">
        <source>Taking hits: damage %n items, exhausted ones first, then unexhausted ones. Undamaged items now: {undamaged}; on the Battle track: {track}.</source>
        <translation>
            <numerusform>Отримання влучань: пошкодьте %n предмет, спершу виснажені, потім невиснажені. Непошкоджені предмети тепер: {undamaged}; на шкалі бою: {track}.</numerusform>
            <numerusform>Отримання влучань: пошкодьте %n предмети, спершу виснажені, потім невиснажені. Непошкоджені предмети тепер: {undamaged}; на шкалі бою: {track}.</numerusform>
            <numerusform>Отримання влучань: пошкодьте %n предметів, спершу виснажені, потім невиснажені. Непошкоджені предмети тепер: {undamaged}; на шкалі бою: {track}.</numerusform>
        </translation>
    </message>
    <message>
        <source>The Vagabot repeats the battle until every item is exhausted: with a single unexhausted item left, it battles again with that item. Check this against 7.5.4 in your booklet.</source>
        <translation>Волоцюгобот повторює бій, доки не виснажить усі свої предмети: коли в нього лишається лише один невиснажений предмет, він знову веде бій, виснажуючи цей предмет. Звірте це з пунктом 7.5.4 у своїх правилах.</translation>
    </message>
    <message>
        <source>The rules repeat the battle until every item is exhausted but do not say what happens with a single item left; here it battles with it.</source>
        <translation>Правила повторюють бій, доки всі предмети не будуть виснажені, але не кажуть, що робити з одним залишеним предметом; тут бот б’ється і ним.</translation>
    </message>
    <message>
        <source>The seed repeats the battle until every item is exhausted but does not say what happens with a single item left; here it battles with it.</source>
        <translation>Джерело повторює бій, доки кожен предмет не буде виснажений, але не каже, що робити з одним останнім предметом; тут бот веде бій і з ним.</translation>
    </message>
    <message>
        <source>With fewer unexhausted items than another battle costs, the Vagabot battles no more, and the item it has left stays unexhausted.</source>
        <translation>Якщо невиснажених предметів менше, ніж коштує ще один бій, Волоцюгобот більше не проводить бою, а предмет, що лишився, залишається невиснаженим.</translation>
    </message>
    <message>
        <source>With fewer unexhausted items than another battle costs, the Vagabot battles no more; an item it keeps stays unexhausted for its next action.</source>
        <translation>Якщо невиснажених предметів менше, ніж коштує ще один бій, Волоцюгобот більше не проводить бою; предмет, що лишився, залишається невиснаженим для його наступної дії.</translation>
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
        <translation>Розвідка: скільки Рухів потрібно Волоцюгоботу, щоб дістатися до найближчої галявини з руїнами? Він лишається на своїй галявині, якщо може виконати дію там.</translation>
    </message>
    <message numerus="yes">
        <source>Move the Vagabot there, exhausting an item per move: %n exhausted, {left} unexhausted left.</source>
        <translation>
            <numerusform>Рух: перемістіть туди Волоцюгобота, виснажуючи предмет за кожне переміщення: виснажено %n предмет, невиснажених лишилося: {left}.</numerusform>
            <numerusform>Рух: перемістіть туди Волоцюгобота, виснажуючи предмет за кожне переміщення: виснажено %n предмети, невиснажених лишилося: {left}.</numerusform>
            <numerusform>Рух: перемістіть туди Волоцюгобота, виснажуючи предмет за кожне переміщення: виснажено %n предметів, невиснажених лишилося: {left}.</numerusform>
        </translation>
    </message>
    <message>
        <source>No such clearing</source>
        <translation>Немає такої галявини</translation>
    </message>
    <message>
        <source>Noted</source>
        <translation>Записано</translation>
    </message>
    <message>
        <source>Noted: {value}.</source>
        <translation>Записано: {value}.</translation>
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
        <translation>Чи має він невиснажені предмети ({n}), щоб заплатити?</translation>
    </message>
    <message numerus="yes">
        <source>Move the Vagabot there, exhausting an item per move: %n exhausted, {left} unexhausted left.</source>
        <translation>
            <numerusform>Рух: перемістіть туди Волоцюгобота, виснажуючи предмет за кожне переміщення: виснажено %n предмет, невиснажених лишилося: {left}.</numerusform>
            <numerusform>Рух: перемістіть туди Волоцюгобота, виснажуючи предмет за кожне переміщення: виснажено %n предмети, невиснажених лишилося: {left}.</numerusform>
            <numerusform>Рух: перемістіть туди Волоцюгобота, виснажуючи предмет за кожне переміщення: виснажено %n предметів, невиснажених лишилося: {left}.</numerusform>
        </translation>
    </message>
    <message>
        <source>No such clearing</source>
        <translation>Немає такої галявини</translation>
    </message>
    <message>
        <source>Noted</source>
        <translation>Записано</translation>
    </message>
    <message>
        <source>Noted: {value}.</source>
        <translation>Записано: {value}.</translation>
    </message>
    <message numerus="yes">
        <source>Quest: exhaust %n items, whatever items the quest names, and discard the quest, ignoring its effect. The bot scores {gain} VP. Draw a new quest and put it face up. VP now: {vp}.</source>
        <translation>
            <numerusform>Завдання: виснажте %n предмет, хоч би які предмети називало завдання, і скиньте завдання, ігноруючи його ефект. Бот отримує переможні очки: {gain}. Доберіть нове завдання й покладіть горілиць. ПО тепер: {vp}.</numerusform>
            <numerusform>Завдання: виснажте %n предмети, хоч би які предмети називало завдання, і скиньте завдання, ігноруючи його ефект. Бот отримує переможні очки: {gain}. Доберіть нове завдання й покладіть горілиць. ПО тепер: {vp}.</numerusform>
            <numerusform>Завдання: виснажте %n предметів, хоч би які предмети називало завдання, і скиньте завдання, ігноруючи його ефект. Бот отримує переможні очки: {gain}. Доберіть нове завдання й покладіть горілиць. ПО тепер: {vp}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Quest: how many moves does the Vagabot need to reach the nearest clearing matching the current quest&apos;s suit? It stays if it can act where it is.</source>
        <translation>Завдання: скільки Рухів потрібно Волоцюгоботу, щоб дістатися до найближчої галявини масті поточного завдання? Він лишається на своїй галявині, якщо може виконати дію там.</translation>
    </message>
</context>
<context>
    <name>root_clockwork/vb_special</name>
    <message numerus="yes">
        <source>Ranger: exhaust %n item and slip into a random adjacent forest.</source>
        <translation>
            <numerusform>Слідопит: виснажте %n предмет і прокрадіться до випадкового сусіднього лісу.</numerusform>
            <numerusform>Слідопит: виснажте %n предмети і прокрадіться до випадкового сусіднього лісу.</numerusform>
            <numerusform>Слідопит: виснажте %n предметів і прокрадіться до випадкового сусіднього лісу.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tinker: exhaust %n item, take the topmost such card from the discard pile and craft it: its item goes face up into the Satchel, and the bot scores {gain} VP. VP now: {vp}.</source>
        <translation>
            <numerusform>Майстер: виснажте %n предмет, візьміть найвищу таку карту зі скиду й виготовте її: її предмет іде горілиць у Наплічник, а бот отримує переможні очки: {gain}. ПО тепер: {vp}.</numerusform>
            <numerusform>Майстер: виснажте %n предмети, візьміть найвищу таку карту зі скиду й виготовте її: її предмет іде горілиць у Наплічник, а бот отримує переможні очки: {gain}. ПО тепер: {vp}.</numerusform>
            <numerusform>Майстер: виснажте %n предметів, візьміть найвищу таку карту зі скиду й виготовте її: її предмет іде горілиць у Наплічник, а бот отримує переможні очки: {gain}. ПО тепер: {vp}.</numerusform>
        </translation>
    </message>
</context>
</TS>
