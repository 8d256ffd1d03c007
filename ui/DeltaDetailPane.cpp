// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "DeltaDetailPane.h"

#include "ExpiryLaws.h"
#include "FeedItem.h"

#include "Clock.h"
#include "Engagement.h"
#include "TimeFormat.h"

#include <QDateTime>
#include <QEvent>
#include <QImageReader>
#include <QLabel>
#include <QLocale>
#include <QRegularExpression>
#include <QTextBrowser>
#include <QTextDocument>
#include <QUrl>
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

// A delta's content as the pane shows it: a vault note's Markdown rendered
// (headings, lists, emphasis, links), anything else as written with its web
// addresses made links. Both come out as HTML for the pane's document.
QString contentHtml(const Delta &d)
{
    if (d.source == u"vault" || d.source.startsWith(QLatin1String("vault:"))) {
        QTextDocument doc;
        doc.setMarkdown(d.content, QTextDocument::MarkdownDialectGitHub);
        const QString full = doc.toHtml();
        const qsizetype open = full.indexOf(QLatin1String("<body"));
        const qsizetype start = open < 0 ? -1 : full.indexOf(u'>', open);
        const qsizetype end = full.lastIndexOf(QLatin1String("</body>"));
        if (start >= 0 && end > start)
            return full.mid(start + 1, end - start - 1);
    }
    // Escaped first, so what a feed wrote can never become markup; an
    // address ends before whitespace, quotes or brackets, and trailing
    // punctuation belongs to the sentence.
    static const QRegularExpression url(QStringLiteral("https?://[^\\s<>\"']+"));
    const QString text = d.content.toHtmlEscaped();
    QString out;
    qsizetype at = 0;
    for (auto it = url.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        QString link = m.captured(0);
        while (!link.isEmpty() && QStringLiteral(".,;:!?)]").contains(link.back()))
            link.chop(1);
        out += text.mid(at, m.capturedStart(0) - at);
        out += QStringLiteral("<a href=\"%1\">%1</a>").arg(link);
        at = m.capturedStart(0) + link.size();
    }
    out += text.mid(at);
    return QStringLiteral("<p style='white-space:pre-wrap'>%1</p>").arg(out);
}

// Links inside the pane: "delta:<id>" jumps to that delta.
QString deltaLink(const QString &id, const QString &label)
{
    return QStringLiteral("<a href='delta:%1'>%2</a>").arg(id, html(label));
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
    m_browser->setObjectName(QStringLiteral("detailText"));
    m_browser->setAccessibleName(tr("The selected delta in full"));
    m_browser->setOpenLinks(false);
    m_browser->setFrameShape(QFrame::NoFrame);
    connect(m_browser, &QTextBrowser::anchorClicked, this, [this](const QUrl &url) {
        if (url.scheme() == u"delta")
            Q_EMIT deltaLinkActivated(url.path());
        else if (url.scheme() == u"http" || url.scheme() == u"https")
            Q_EMIT externalLinkActivated(url);
    });
    m_image = new QLabel(this);
    m_image->setObjectName(QStringLiteral("detailImage"));
    m_image->setAlignment(Qt::AlignCenter);
    m_image->hide();
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_image);
    layout->addWidget(m_browser, 1);
    clear();
}

void DeltaDetailPane::clear()
{
    m_delta.reset();
    m_engagements.reset();
    showMedia({});
    m_browser->setHtml(QStringLiteral("<p style='color:%1'>%2</p>")
                           .arg(palette().color(QPalette::PlaceholderText).name(),
                                html(tr("Select a delta to see it in full."))));
}

void DeltaDetailPane::showDelta(const Delta &delta)
{
    const bool same = m_delta && m_delta->id == delta.id;
    m_delta = delta;
    if (!same) {
        m_engagements.reset();
        showMedia({});
    }
    render();
}

void DeltaDetailPane::setDetail(const DeltaDetail &detail)
{
    if (!m_delta || m_delta->id != detail.delta.id)
        m_delta = detail.delta; // a link jumped to a delta not in the table
    m_engagements = detail.engagements;
    showMedia(detail.mediaPath);
    render();
}

void DeltaDetailPane::showMissing(const QString &id)
{
    m_delta.reset();
    m_engagements.reset();
    showMedia({});
    m_browser->setHtml(QStringLiteral("<p>%1</p><p style='color:%2'>%3</p>")
                           .arg(html(tr("Delta %1 is no longer in the lake.").arg(id)),
                                palette().color(QPalette::PlaceholderText).name(),
                                html(tr("It wilted and was reaped, or it was forgotten. Engagements that "
                                        "pointed at it still carry its content."))));
}

bool DeltaDetailPane::isShowingImage() const
{
    return !m_image->isHidden();
}

void DeltaDetailPane::showMedia(const QString &path)
{
    m_mediaPath = path;
    if (path.isEmpty()) {
        m_image->clear();
        m_image->hide();
        return;
    }
    // Scaled while reading, so a huge photo never lands in memory at full size.
    QImageReader reader(path);
    reader.setAutoTransform(true);
    const QSize size = reader.size();
    const int maxSide = 360;
    if (size.isValid() && (size.width() > maxSide || size.height() > maxSide))
        reader.setScaledSize(size.scaled(maxSide, maxSide, Qt::KeepAspectRatio));
    const QImage image = reader.read();
    if (image.isNull()) {
        m_image->hide(); // media that is not an image: the table row says so
        return;
    }
    m_image->setPixmap(QPixmap::fromImage(image));
    m_image->show();
}

void DeltaDetailPane::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && m_delta)
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
    const QString muted = palette().color(QPalette::PlaceholderText).name();
    QString out;
    out += QStringLiteral("<p><b>%1</b> · %2 · %3 · <span style='color:%4'>%5</span></p>")
               .arg(html(kindName(d.kind)), html(d.source),
                    html(d.isAuthored() ? tr("authored") : tr("observed")), muted, html(d.id));
    out += contentHtml(d);

    QString expiry;
    const std::optional<qint64> gone = ExpiryLaws::deadline(d); // soft decay included
    if (!gone)
        expiry = html(tr("never (authored: it sticks)"));
    else if (*gone <= now)
        expiry = html(tr("%1 (expired, the reaper will take it)").arg(TimeFormat::toIso(*gone)));
    else
        expiry = html(tr("%1 UTC (%2 local, in %3)")
                          .arg(TimeFormat::toIso(*gone), localTime(*gone),
                               TimeFormat::humanDuration(*gone - now)));
    // Without a class an observed delta follows its source's TTL; an
    // authored one has nothing to decay.
    const QString decay = d.decayClass != DecayClass::None ? decayClassName(d.decayClass)
                          : d.expiresAt                    ? tr("none (plain expiry)")
                                                           : tr("none");

    out += QStringLiteral("<table style='margin-top:10px' cellspacing='0' cellpadding='2'>");
    QStringList tags;
    for (const QString &tag : d.tags) {
        const qsizetype colon = tag.indexOf(u':');
        const QString prefix = colon > 0 ? tag.left(colon + 1) : QString();
        const bool engagementTag = prefix == Engagement::tagPrefix(EngagementType::Affirm)
                                   || prefix == Engagement::tagPrefix(EngagementType::Refute)
                                   || prefix == Engagement::tagPrefix(EngagementType::Reply);
        tags << (engagementTag ? deltaLink(tag.mid(colon + 1), tag) : html(tag));
    }
    out += row(tr("Tags"), tags.isEmpty() ? html(tr("none")) : tags.join(QStringLiteral(", ")));
    if (!d.supersedes.isEmpty())
        out += row(tr("Supersedes"), deltaLink(d.supersedes, d.supersedes));
    if (!d.supersededBy.isEmpty())
        out += row(tr("Superseded by"), deltaLink(d.supersededBy, d.supersededBy));
    out += row(tr("Observed"), html(localTime(d.observedAt)));
    // A feed item's own date (RssSource, MastodonSource keep it as
    // valid_from): when it was published, not when a poll saw it.
    if (d.validFrom)
        out += row(isFeedItem(d) ? tr("Published") : tr("Valid from"), html(localTime(*d.validFrom)));
    if (d.validUntil)
        out += row(tr("Valid until"), html(localTime(*d.validUntil)));
    out += row(tr("Expires"), expiry);
    out += row(tr("Decay class"), html(decay));
    out += row(tr("Confidence"), html(QLocale().toString(d.confidence, 'f', 2)));
    // Seed 001's tiers: how far use and age have carried this memory.
    const QString tier = d.tier == Tier::Semantic   ? tr("semantic (long-term)")
                         : d.tier == Tier::Episodic ? tr("episodic")
                                                    : tr("short-term");
    out += row(tr("Memory tier"), html(tier));
    out += row(tr("Recalled"), html(d.recallCount == 0 || !d.lastRecalledAt
                                        ? tr("never")
                                        : tr("%1 × (last %2)").arg(d.recallCount).arg(localTime(*d.lastRecalledAt))));
    out += row(tr("Scope"), html(scopeName(d.scope)));
    if (!d.subject.isEmpty())
        out += row(tr("Subject"), html(d.subject));
    if (!d.mediaHash.isEmpty())
        out += row(tr("Media"), html(m_mediaPath.isEmpty() && m_engagements ? tr("%1 (file missing)").arg(d.mediaHash.left(12))
                                                                              : d.mediaHash.left(12)));
    out += QStringLiteral("</table>");

    out += QStringLiteral("<h4 style='margin-top:14px'>%1</h4>").arg(html(tr("Engagements")));
    if (!m_engagements) {
        out += QStringLiteral("<p style='color:%1'>%2</p>").arg(muted, html(tr("Loading…")));
    } else if (m_engagements->isEmpty()) {
        out += QStringLiteral("<p style='color:%1'>%2</p>")
                   .arg(muted, html(d.isAuthored() ? tr("None.")
                                                   : tr("None yet. Affirm, refute or reply to keep what mattered after it wilts.")));
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
            out += QStringLiteral("<li>%1 <span style='color:%2'>%3</span><br>%4</li>")
                       .arg(deltaLink(e.id, verb), muted, html(localTime(e.createdAt ? e.createdAt : e.observedAt)),
                            html(reasonOf(e)));
        }
        out += QStringLiteral("</ul>");
    }
    m_browser->setHtml(out);
}

} // namespace tarn::ui
