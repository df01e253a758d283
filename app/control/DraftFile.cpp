#include "app/control/DraftFile.h"

#include "app/api/ApiClient.h"
#include "models/QuickOrderModel.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QStandardPaths>

namespace webshop::control {

DraftFile::DraftFile(const models::QuickOrderModel *model)
    : m_model(model)
{
    m_timer.setSingleShot(true);
    m_timer.setInterval(400);
    QObject::connect(&m_timer, &QTimer::timeout, &m_timer, [this] { save(); });
}

QString DraftFile::ownerOf(const api::ApiClient *client)
{
    QString key;
    if (client && client->context().isComplete() && client->hasTokens())
        key = client->config().baseUrl.toString(QUrl::RemoveUserInfo) + u'\n' + client->context().customerId + u'\n'
            + client->context().storeId;
    return key;
}

QString DraftFile::path() const
{
    if (m_owner.isEmpty())
        return {};
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    const QByteArray hash = QCryptographicHash::hash(m_owner.toUtf8(), QCryptographicHash::Sha256).toHex().left(32);
    return dir + QStringLiteral("/quickorder/") + QString::fromLatin1(hash) + QStringLiteral(".json");
}

QJsonArray DraftFile::read() const
{
    QJsonArray lines;
    if (QFile f(path()); !m_owner.isEmpty() && f.open(QIODevice::ReadOnly))
        lines = QJsonDocument::fromJson(f.readAll()).object().value(QStringLiteral("lines")).toArray();
    return lines;
}

void DraftFile::saveSoon()
{
    m_timer.start();
}

void DraftFile::flush()
{
    if (!m_timer.isActive())
        return;
    m_timer.stop();
    save();
}

void DraftFile::save() const
{
    const QString path = this->path();
    if (path.isEmpty())
        return;
    QDir().mkpath(QFileInfo(path).absolutePath());
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return;
    // Version 2: lines carry their last add; version 1 drafts load as lines never added.
    f.write(QJsonDocument(QJsonObject{{QStringLiteral("version"), 2}, {QStringLiteral("lines"), m_model->toJson()}})
                .toJson(QJsonDocument::Compact));
    f.commit();
}

} // namespace webshop::control
