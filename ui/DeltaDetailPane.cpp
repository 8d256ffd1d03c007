#include "DeltaDetailPane.h"

#include "Clock.h"
#include "Engagement.h"
#include "TimeFormat.h"

#include <QDateTime>
#include <QLocale>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace tarn::ui {

namespace {

QString html(const QString &text)
{
    return text.toHtmlEscaped();
}

QString localTime(qint64 ms)
{
    return QDateTime::fromMSecsSinceEpoch(ms).toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"));
}

// An engagement's content is "reason\n\n— Affirmed <id> ...": the reason is
// what the person wrote, the rest is the carried copy of the target.
QString reasonOf(const Delta &engagement)
{
    const qsizetype cut = engagement.content.indexOf(QStringLiteral("\n\n— "));
    return cut < 0 ? engagement.content : engagement.content.left(cut);
}

QString row(const QString &label, const QString &valueHtml)
{
    return QStringLiteral("<tr><td style='padding-right:12px'><b>%1</b></td><td>%2</td></tr>")
        .arg(html(label), valueHtml);
}

} // namespace

DeltaDetailPane::DeltaDetailPane(const Clock &clock, QWidget *parent) : QWidget(parent), m_clock(clock)
{
    m_browser = new QTextBrowser(this);
    m_browser->setOpenLinks(false);
    m_browser->setFrameShape(QFrame::NoFrame);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_browser);
    clear();
}

void DeltaDetailPane::clear()
{
    m_delta.reset();
    m_engagements.reset();
    m_browser->setHtml(QStringLiteral("<p style='color:gray'>%1</p>")
                           .arg(html(tr("Select a delta to see it in full."))));
}

void DeltaDetailPane::showDelta(const Delta &delta)
{
    m_delta = delta;
    m_engagements.reset();
    render();
}

void DeltaDetailPane::setEngagements(const QString &id, const QList<Delta> &engagements)
{
    if (!m_delta || m_delta->id != id)
        return; // the selection moved on while the worker read
    m_engagements = engagements;
    render();
}

QString DeltaDetailPane::text() const
{
    return m_browser->toPlainText();
}

void DeltaDetailPane::render()
{
    const Delta &d = *m_delta;
    const qint64 now = m_clock.nowMs();
    QString out;
    out += QStringLiteral("<p><b>%1</b> · %2 · <span style='color:gray'>%3</span></p>")
               .arg(html(kindName(d.kind)), html(d.source), html(d.id));
    out += QStringLiteral("<p style='white-space:pre-wrap'>%1</p>").arg(html(d.content));

    QString expiry;
    if (!d.expiresAt)
        expiry = html(tr("never (authored: it sticks)"));
    else if (*d.expiresAt <= now)
        expiry = html(tr("%1 (expired, the reaper will take it)").arg(TimeFormat::toIso(*d.expiresAt)));
    else
        expiry = html(tr("%1 (in %2)").arg(TimeFormat::toIso(*d.expiresAt),
                                           TimeFormat::humanDuration(*d.expiresAt - now)));
    // Without a class an observed delta follows its source's TTL; an
    // authored one has nothing to decay.
    const QString decay = d.decayClass != DecayClass::None ? decayClassName(d.decayClass)
                          : d.expiresAt                    ? tr("none (plain expiry)")
                                                           : tr("none");

    out += QStringLiteral("<table style='margin-top:10px' cellspacing='0' cellpadding='2'>");
    out += row(tr("Tags"), d.tags.isEmpty() ? html(tr("none")) : html(d.tags.join(QStringLiteral(", "))));
    out += row(tr("Observed"), html(localTime(d.observedAt)));
    out += row(tr("Expires"), expiry);
    out += row(tr("Decay class"), html(decay));
    out += row(tr("Confidence"), html(QLocale().toString(d.confidence, 'f', 2)));
    if (!d.subject.isEmpty())
        out += row(tr("Subject"), html(d.subject));
    out += QStringLiteral("</table>");

    out += QStringLiteral("<h4 style='margin-top:14px'>%1</h4>").arg(html(tr("Engagements")));
    if (!m_engagements) {
        out += QStringLiteral("<p style='color:gray'>%1</p>").arg(html(tr("Loading…")));
    } else if (m_engagements->isEmpty()) {
        out += QStringLiteral("<p style='color:gray'>%1</p>")
                   .arg(html(tr("None yet. Affirm, refute or reply to keep what mattered after it wilts.")));
    } else {
        out += QStringLiteral("<ul>");
        for (const Delta &e : std::as_const(*m_engagements)) {
            QString verb = tr("Engaged");
            for (const QString &tag : e.tags) {
                if (tag.startsWith(Engagement::tagPrefix(EngagementType::Affirm)))
                    verb = tr("Affirmed");
                else if (tag.startsWith(Engagement::tagPrefix(EngagementType::Refute)))
                    verb = tr("Refuted");
                else if (tag.startsWith(Engagement::tagPrefix(EngagementType::Reply)))
                    verb = tr("Replied");
            }
            out += QStringLiteral("<li><b>%1</b> <span style='color:gray'>%2</span><br>%3</li>")
                       .arg(html(verb), html(localTime(e.createdAt ? e.createdAt : e.observedAt)),
                            html(reasonOf(e)));
        }
        out += QStringLiteral("</ul>");
    }
    m_browser->setHtml(out);
}

} // namespace tarn::ui
