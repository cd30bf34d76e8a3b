import type { Language } from '../../i18n/languages.js';

export interface ResetMailText {
  subject: string;
  intro: string;
  /** `{minutes}` is replaced with the link's lifetime. */
  expiry: string;
  ignore: string;
}

/** The password-reset mail in each of the portal's languages (the API sends it, so it carries its own strings). */
export const RESET_MAIL_TEXT: Record<Language, ResetMailText> = {
  en: {
    subject: 'Reset your Playnook password',
    intro: 'Someone asked to reset the password of your Playnook account. Open this link to choose a new one:',
    expiry: 'The link works once and expires in {minutes} minutes.',
    ignore: 'If you did not ask for this, ignore this mail; your password stays the same.',
  },
  'zh-CN': {
    subject: '重置您的 Playnook 密码',
    intro: '有人请求重置您的 Playnook 账户密码。打开以下链接设置新密码：',
    expiry: '该链接只能使用一次，{minutes} 分钟后失效。',
    ignore: '如果这不是您本人的操作，请忽略此邮件，您的密码不会改变。',
  },
  'zh-TW': {
    subject: '重設您的 Playnook 密碼',
    intro: '有人要求重設您的 Playnook 帳號密碼。開啟以下連結設定新密碼：',
    expiry: '此連結只能使用一次，{minutes} 分鐘後失效。',
    ignore: '如果這不是您本人的操作，請忽略此郵件，您的密碼不會改變。',
  },
  ja: {
    subject: 'Playnook のパスワードを再設定',
    intro: 'Playnook アカウントのパスワード再設定が申請されました。次のリンクから新しいパスワードを設定してください：',
    expiry: 'このリンクは 1 回のみ有効で、{minutes} 分後に期限切れになります。',
    ignore: '心当たりがない場合は、このメールを無視してください。パスワードは変更されません。',
  },
  ko: {
    subject: 'Playnook 비밀번호 재설정',
    intro: 'Playnook 계정의 비밀번호 재설정이 요청되었습니다. 아래 링크를 열어 새 비밀번호를 설정하세요:',
    expiry: '이 링크는 한 번만 사용할 수 있으며 {minutes}분 후에 만료됩니다.',
    ignore: '요청하지 않으셨다면 이 메일을 무시하세요. 비밀번호는 바뀌지 않습니다.',
  },
  fr: {
    subject: 'Réinitialisez votre mot de passe Playnook',
    intro:
      'Une réinitialisation du mot de passe de votre compte Playnook a été demandée. Ouvrez ce lien pour en choisir un nouveau :',
    expiry: 'Le lien ne fonctionne qu’une fois et expire dans {minutes} minutes.',
    ignore: 'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message ; votre mot de passe reste inchangé.',
  },
  de: {
    subject: 'Playnook-Passwort zurücksetzen',
    intro:
      'Für dein Playnook-Konto wurde das Zurücksetzen des Passworts angefordert. Öffne diesen Link, um ein neues zu wählen:',
    expiry: 'Der Link funktioniert einmal und läuft in {minutes} Minuten ab.',
    ignore: 'Wenn du das nicht angefordert hast, ignoriere diese E-Mail; dein Passwort bleibt unverändert.',
  },
  es: {
    subject: 'Restablece tu contraseña de Playnook',
    intro:
      'Alguien ha pedido restablecer la contraseña de tu cuenta de Playnook. Abre este enlace para elegir una nueva:',
    expiry: 'El enlace solo funciona una vez y caduca en {minutes} minutos.',
    ignore: 'Si no lo has pedido tú, ignora este correo; tu contraseña no cambiará.',
  },
  it: {
    subject: 'Reimposta la password di Playnook',
    intro:
      'È stata richiesta la reimpostazione della password del tuo account Playnook. Apri questo link per sceglierne una nuova:',
    expiry: 'Il link funziona una sola volta e scade tra {minutes} minuti.',
    ignore: 'Se non l’hai richiesto tu, ignora questa email: la tua password resta invariata.',
  },
  pt: {
    subject: 'Redefina sua senha do Playnook',
    intro: 'Foi pedida a redefinição da senha da sua conta Playnook. Abra este link para escolher uma nova:',
    expiry: 'O link funciona uma única vez e expira em {minutes} minutos.',
    ignore: 'Se não foi você que pediu, ignore este e-mail; sua senha continua a mesma.',
  },
  ru: {
    subject: 'Сброс пароля Playnook',
    intro: 'Поступил запрос на сброс пароля вашей учётной записи Playnook. Откройте ссылку, чтобы задать новый пароль:',
    expiry: 'Ссылка действует один раз и истекает через {minutes} мин.',
    ignore: 'Если вы не отправляли запрос, просто проигнорируйте это письмо — пароль не изменится.',
  },
  tr: {
    subject: 'Playnook şifrenizi sıfırlayın',
    intro: 'Playnook hesabınızın şifresini sıfırlama isteği alındı. Yeni bir şifre belirlemek için bu bağlantıyı açın:',
    expiry: 'Bağlantı yalnızca bir kez çalışır ve {minutes} dakika sonra geçersiz olur.',
    ignore: 'Bu isteği siz yapmadıysanız bu e-postayı yok sayın; şifreniz değişmez.',
  },
  ar: {
    subject: 'إعادة تعيين كلمة مرور Playnook',
    intro: 'طلب أحدهم إعادة تعيين كلمة مرور حسابك على Playnook. افتح هذا الرابط لاختيار كلمة مرور جديدة:',
    expiry: 'يعمل الرابط مرة واحدة فقط وتنتهي صلاحيته بعد {minutes} دقيقة.',
    ignore: 'إذا لم تطلب ذلك، فتجاهل هذه الرسالة؛ ستبقى كلمة مرورك كما هي.',
  },
  id: {
    subject: 'Atur ulang kata sandi Playnook Anda',
    intro:
      'Ada permintaan untuk mengatur ulang kata sandi akun Playnook Anda. Buka tautan ini untuk memilih kata sandi baru:',
    expiry: 'Tautan hanya berlaku sekali dan kedaluwarsa dalam {minutes} menit.',
    ignore: 'Jika Anda tidak memintanya, abaikan email ini; kata sandi Anda tetap sama.',
  },
  th: {
    subject: 'รีเซ็ตรหัสผ่าน Playnook ของคุณ',
    intro: 'มีคำขอรีเซ็ตรหัสผ่านบัญชี Playnook ของคุณ เปิดลิงก์นี้เพื่อตั้งรหัสผ่านใหม่:',
    expiry: 'ลิงก์นี้ใช้ได้เพียงครั้งเดียวและจะหมดอายุใน {minutes} นาที',
    ignore: 'หากคุณไม่ได้ขอ โปรดละเว้นอีเมลนี้ รหัสผ่านของคุณจะไม่เปลี่ยนแปลง',
  },
  vi: {
    subject: 'Đặt lại mật khẩu Playnook của bạn',
    intro: 'Có yêu cầu đặt lại mật khẩu cho tài khoản Playnook của bạn. Mở liên kết này để chọn mật khẩu mới:',
    expiry: 'Liên kết chỉ dùng được một lần và hết hạn sau {minutes} phút.',
    ignore: 'Nếu bạn không yêu cầu, hãy bỏ qua email này; mật khẩu của bạn vẫn giữ nguyên.',
  },
  pl: {
    subject: 'Zresetuj hasło do Playnook',
    intro: 'Otrzymaliśmy prośbę o zresetowanie hasła do Twojego konta Playnook. Otwórz ten link, aby ustawić nowe:',
    expiry: 'Link działa jednorazowo i wygasa za {minutes} min.',
    ignore: 'Jeśli to nie Ty, zignoruj tę wiadomość; Twoje hasło pozostanie bez zmian.',
  },
  nl: {
    subject: 'Stel je Playnook-wachtwoord opnieuw in',
    intro:
      'Er is gevraagd om het wachtwoord van je Playnook-account opnieuw in te stellen. Open deze link om een nieuw wachtwoord te kiezen:',
    expiry: 'De link werkt één keer en verloopt over {minutes} minuten.',
    ignore: 'Heb je dit niet gevraagd? Negeer dan deze e-mail; je wachtwoord blijft hetzelfde.',
  },
};
