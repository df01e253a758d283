<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>Screenshot</name>
    <message numerus="yes">
        <source>Nothing finished loading within %n second(s).</source>
        <translation>
            <numerusform>Nothing finished loading within %n second.</numerusform>
            <numerusform>Nothing finished loading within %n seconds.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::api::BasketSync</name>
    <message numerus="yes">
        <source>One of %n open adds of this pack is in the basket; which one cannot be told yet. Check the basket before adding it again.</source>
        <translation>
            <numerusform>One of %n open adds of this pack is in the basket; which one cannot be told yet. Check the basket before adding it again.</numerusform>
            <numerusform>One of %n open adds of this pack is in the basket; which one cannot be told yet. Check the basket before adding it again.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::control::BasketAdds</name>
    <message numerus="yes">
        <source>%n add(s) were on their way when the app closed:</source>
        <translation>
            <numerusform>%n add was on its way when the app closed:</numerusform>
            <numerusform>%n adds were on their way when the app closed:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n in the basket</source>
        <translation>
            <numerusform>%n in the basket</numerusform>
            <numerusform>%n in the basket</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n not known (check the basket)</source>
        <translation>
            <numerusform>%n not known (check the basket)</numerusform>
            <numerusform>%n not known (check the basket)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n not sent</source>
        <translation>
            <numerusform>%n not sent</numerusform>
            <numerusform>%n not sent</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n still not known</source>
        <translation>
            <numerusform>%n still not known</numerusform>
            <numerusform>%n still not known</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::control::ImportPreviewModel</name>
    <message numerus="yes">
        <source>%Ln line(s) without a known price</source>
        <translation>
            <numerusform>%Ln line without a known price</numerusform>
            <numerusform>%Ln lines without a known price</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::models::OrderSheetPrinter</name>
    <message numerus="yes">
        <source>%1 · %Ln line(s)</source>
        <extracomment>Under the title of a printed order sheet: &quot;Basket · 12 lines&quot;</extracomment>
        <translation>
            <numerusform>%1 · %Ln line</numerusform>
            <numerusform>%1 · %Ln lines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) without a price are not in the totals.</source>
        <translation>
            <numerusform>%Ln line without a price is not in the totals.</numerusform>
            <numerusform>%Ln lines without a price are not in the totals.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Net and gross amounts include the deposit where the basket states it: %Ln line(s) without a known deposit (the pack is not in the basket yet).</source>
        <translation>
            <numerusform>Net and gross amounts include the deposit where the basket states it: %Ln line without a known deposit (the pack is not in the basket yet).</numerusform>
            <numerusform>Net and gross amounts include the deposit where the basket states it: %Ln lines without a known deposit (the packs are not in the basket yet).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::models::PackAddWords</name>
    <message numerus="yes">
        <source>%n earlier add(s) of this pack not known yet: check the basket before adding it again.</source>
        <translation>
            <numerusform>%n earlier add of this pack is not known yet: check the basket before adding it again.</numerusform>
            <numerusform>%n earlier adds of this pack are not known yet: check the basket before adding it again.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::models::PersonalListsModel</name>
    <message numerus="yes">
        <source>%Ln article(s)</source>
        <translation>
            <numerusform>%Ln article</numerusform>
            <numerusform>%Ln articles</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::shell::ImportRunner</name>
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
            <numerusform>%n line needs attention; see %1.</numerusform>
            <numerusform>%n lines need attention; see %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) were added by an earlier run of this file and were not sent again (already_added); --again adds them anew.</source>
        <translation>
            <numerusform>%n line was added by an earlier run of this file and was not sent again (already_added); --again adds it anew.</numerusform>
            <numerusform>%n lines were added by an earlier run of this file and were not sent again (already_added); --again adds them anew.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) were sent by an earlier run of this file that did not learn whether they arrived: not sent again (uncertain). Check the basket; --again adds them anyway.</source>
        <translation>
            <numerusform>%n line was sent by an earlier run of this file that did not learn whether it arrived: not sent again (uncertain). Check the basket; --again adds it anyway.</numerusform>
            <numerusform>%n lines were sent by an earlier run of this file that did not learn whether they arrived: not sent again (uncertain). Check the basket; --again adds them anyway.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::ui::AddHistoryDialog</name>
    <message numerus="yes">
        <source>%n add(s)</source>
        <translation>
            <numerusform>%n add</numerusform>
            <numerusform>%n adds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n not known</source>
        <translation>
            <numerusform>%1 · %n not known</numerusform>
            <numerusform>%1 · %n not known</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n add(s) exported to %1.</source>
        <translation>
            <numerusform>%n add exported to %1.</numerusform>
            <numerusform>%n adds exported to %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::ui::ArticleDelegate</name>
    <message numerus="yes">
        <source>%Ln pack size(s)</source>
        <translation>
            <numerusform>%Ln pack size</numerusform>
            <numerusform>%Ln pack sizes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 · %Ln pack size(s)</source>
        <translation>
            <numerusform>%1 · %Ln pack size</numerusform>
            <numerusform>%1 · %Ln pack sizes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::ui::BasketPage</name>
    <message numerus="yes">
        <source>%Ln line(s)</source>
        <translation>
            <numerusform>%Ln line</numerusform>
            <numerusform>%Ln lines</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::ui::BatchAddSummary</name>
    <message numerus="yes">
        <source>Add %n line(s) to the basket?</source>
        <translation>
            <numerusform>Add %n line to the basket?</numerusform>
            <numerusform>Add %n lines to the basket?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 in %Ln line(s)</source>
        <translation>
            <numerusform>%1 in %Ln line</numerusform>
            <numerusform>%1 in %Ln lines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) without a known price are not in it.</source>
        <translation>
            <numerusform>%Ln line without a known price is not in it.</numerusform>
            <numerusform>%Ln lines without a known price are not in it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%Ln line(s) of this add)</source>
        <translation>
            <numerusform>%1 (%Ln line of this add)</numerusform>
            <numerusform>%1 (%Ln lines of this add)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Already in the basket (%Ln pack(s)):</source>
        <translation>
            <numerusform>Already in the basket (%Ln pack):</numerusform>
            <numerusform>Already in the basket (%Ln packs):</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&amp;Add %n Line(s)</source>
        <translation>
            <numerusform>&amp;Add %n Line</numerusform>
            <numerusform>&amp;Add %n Lines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>≈: without the deposit of %Ln line(s): the shop states a pack&apos;s deposit in the basket only, and these packs are not in it yet.</source>
        <translation>
            <numerusform>≈: without the deposit of %Ln line: the shop states a pack&apos;s deposit in the basket only, and this pack is not in it yet.</numerusform>
            <numerusform>≈: without the deposit of %Ln lines: the shop states a pack&apos;s deposit in the basket only, and these packs are not in it yet.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::ui::CataloguePage</name>
    <message numerus="yes">
        <source>%Ln result(s) for “%1”</source>
        <translation>
            <numerusform>%Ln result for “%1”</numerusform>
            <numerusform>%Ln results for “%1”</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %Ln shown</source>
        <comment>all search results are on screen</comment>
        <translation>
            <numerusform>Shown in full</numerusform>
            <numerusform>All %Ln shown</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::ui::ConnectionStatus</name>
    <message numerus="yes">
        <source> · basket synced %Ln min ago</source>
        <translation>
            <numerusform> · basket synced %Ln min ago</numerusform>
            <numerusform> · basket synced %Ln min ago</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::ui::GuideFiles</name>
    <message numerus="yes">
        <source>%Ln line(s) taken from the file.</source>
        <translation>
            <numerusform>%Ln line taken from the file.</numerusform>
            <numerusform>%Ln lines taken from the file.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) taken from the file; not taken: %1</source>
        <translation>
            <numerusform>%Ln line taken from the file; not taken: %1</numerusform>
            <numerusform>%Ln lines taken from the file; not taken: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::ui::GuideFooter</name>
    <message numerus="yes">
        <source>Order %Ln line(s)</source>
        <translation>
            <numerusform>Order %Ln line</numerusform>
            <numerusform>Order %Ln lines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln line(s) counted</source>
        <extracomment>The guide&apos;s footer: &quot;12 of 30 lines counted&quot;</extracomment>
        <translation>
            <numerusform>%1 of %Ln line counted</numerusform>
            <numerusform>%1 of %Ln lines counted</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) without a price</source>
        <translation>
            <numerusform>%Ln line without a price</numerusform>
            <numerusform>%Ln lines without a price</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::ui::GuidePage</name>
    <message numerus="yes">
        <source>Ordering %Ln line(s)…</source>
        <translation>
            <numerusform>Ordering %Ln line…</numerusform>
            <numerusform>Ordering %Ln lines…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) added to the basket.</source>
        <translation>
            <numerusform>%Ln line added to the basket.</numerusform>
            <numerusform>%Ln lines added to the basket.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::ui::ImportDialog</name>
    <message numerus="yes">
        <source>%Ln line(s) added to the basket.</source>
        <translation>
            <numerusform>%Ln line added to the basket.</numerusform>
            <numerusform>%Ln lines added to the basket.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) not added: each says why. Save the report to keep the list.</source>
        <translation>
            <numerusform>%Ln line not added: it says why. Save the report to keep the list.</numerusform>
            <numerusform>%Ln lines not added: each says why. Save the report to keep the list.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) in the file</source>
        <translation>
            <numerusform>%Ln line in the file</numerusform>
            <numerusform>%Ln lines in the file</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln listed with this filter</source>
        <translation>
            <numerusform>%Ln listed with this filter</numerusform>
            <numerusform>%Ln listed with this filter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&amp;Add %Ln Line(s) to Basket</source>
        <translation>
            <numerusform>&amp;Add %Ln Line to Basket</numerusform>
            <numerusform>&amp;Add %Ln Lines to Basket</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) need you and are not added until fixed. Space on a line shows its choices.</source>
        <translation>
            <numerusform>%Ln line needs you and is not added until fixed. Space on a line shows its choices.</numerusform>
            <numerusform>%Ln lines need you and are not added until fixed. Space on a line shows its choices.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Adding it again puts %Ln line(s) that are in the basket there a second time.</source>
        <translation>
            <numerusform>Adding it again puts %Ln line that is in the basket there a second time.</numerusform>
            <numerusform>Adding it again puts %Ln lines that are in the basket there a second time.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) may have arrived then: they may be there twice.</source>
        <translation>
            <numerusform>%Ln line may have arrived then: it may be there twice.</numerusform>
            <numerusform>%Ln lines may have arrived then: they may be there twice.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) were in the basket from an earlier run of this file and were not sent again.</source>
        <translation>
            <numerusform>%Ln line was in the basket from an earlier run of this file and was not sent again.</numerusform>
            <numerusform>%Ln lines were in the basket from an earlier run of this file and were not sent again.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) are already in the basket and will be skipped.</source>
        <translation>
            <numerusform>%Ln line is already in the basket and will be skipped.</numerusform>
            <numerusform>%Ln lines are already in the basket and will be skipped.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) were sent then without a sure answer: they are held back until you have checked the basket.</source>
        <translation>
            <numerusform>%Ln line was sent then without a sure answer: it is held back until you have checked the basket.</numerusform>
            <numerusform>%Ln lines were sent then without a sure answer: they are held back until you have checked the basket.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) were not added then and will be added now.</source>
        <translation>
            <numerusform>%Ln line was not added then and will be added now.</numerusform>
            <numerusform>%Ln lines were not added then and will be added now.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::ui::ImportProgress</name>
    <message numerus="yes">
        <source>about %n second(s) left</source>
        <translation>
            <numerusform>about %n second left</numerusform>
            <numerusform>about %n seconds left</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::ui::ImportSummaryBar</name>
    <message numerus="yes">
        <source>%Ln duplicate(s)</source>
        <translation>
            <numerusform>%Ln duplicate</numerusform>
            <numerusform>%Ln duplicates</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln invalid quantity(ies)</source>
        <translation>
            <numerusform>%Ln invalid quantity</numerusform>
            <numerusform>%Ln invalid quantities</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::ui::ListsPage</name>
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
            <numerusform>Adding %Ln line…</numerusform>
            <numerusform>Adding %Ln lines…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) added to the basket.</source>
        <translation>
            <numerusform>%Ln line added to the basket.</numerusform>
            <numerusform>%Ln lines added to the basket.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::ui::MainToolBar</name>
    <message numerus="yes">
        <source>Basket: %Ln line(s), total %1</source>
        <translation>
            <numerusform>Basket: %Ln line, total %1</numerusform>
            <numerusform>Basket: %Ln lines, total %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::ui::PriceChangesDialog</name>
    <message numerus="yes">
        <source>%Ln change(s) since %1 (%2)</source>
        <translation>
            <numerusform>%Ln change since %1 (%2)</numerusform>
            <numerusform>%Ln changes since %1 (%2)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::ui::QuickOrderPage</name>
    <message numerus="yes">
        <source>%Ln line(s) · %1 %2</source>
        <translation>
            <numerusform>%Ln line · %1 %2</numerusform>
            <numerusform>%Ln lines · %1 %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) not sent: they need an article, a quantity, or are in the basket already.</source>
        <translation>
            <numerusform>%Ln line not sent: it needs an article, a quantity, or is in the basket already.</numerusform>
            <numerusform>%Ln lines not sent: they need an article, a quantity, or are in the basket already.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln large line(s) kept back: check the quantity, then add again.</source>
        <translation>
            <numerusform>%Ln large line kept back: check the quantity, then add again.</numerusform>
            <numerusform>%Ln large lines kept back: check the quantity, then add again.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Adding %Ln line(s)…</source>
        <translation>
            <numerusform>Adding %Ln line…</numerusform>
            <numerusform>Adding %Ln lines…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) added to the basket.</source>
        <translation>
            <numerusform>%Ln line added to the basket.</numerusform>
            <numerusform>%Ln lines added to the basket.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln added line(s) cleared; the others stay for another try.</source>
        <translation>
            <numerusform>%Ln added line cleared; the others stay for another try.</numerusform>
            <numerusform>%Ln added lines cleared; the others stay for another try.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>deposit not known for %n line(s) (packs not in the basket yet)</source>
        <translation>
            <numerusform>deposit not known for %n line (pack not in the basket yet)</numerusform>
            <numerusform>deposit not known for %n lines (packs not in the basket yet)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::ui::SavedMark</name>
    <message numerus="yes">
        <source>%n min old</source>
        <translation>
            <numerusform>%n min old</numerusform>
            <numerusform>%n min old</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n h old</source>
        <translation>
            <numerusform>%n h old</numerusform>
            <numerusform>%n h old</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n day(s) old</source>
        <translation>
            <numerusform>%n day old</numerusform>
            <numerusform>%n days old</numerusform>
        </translation>
    </message>
</context>
</TS>
