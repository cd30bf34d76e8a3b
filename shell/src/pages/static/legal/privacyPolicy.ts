import type { LegalSection } from './legalDocument';

/** The binding English text of the privacy policy. Describe only what Playnook really does. */
export const PRIVACY_POLICY: readonly LegalSection[] = [
  {
    id: 'who-we-are',
    heading: '1. Who we are',
    blocks: [
      'Playnook ("we", "us") runs the Playnook games portal: the website, its installable web app and the separate domain that serves the game files. This policy explains which personal data we process when you use Playnook, why we process it, how long we keep it and what your rights are.',
      'You can play every game as a guest without telling us who you are. We process more data only when you sign in, post, send us a message or upload a game.',
    ],
  },
  {
    id: 'what-we-collect',
    heading: '2. What we collect',
    blocks: [
      {
        list: [
          "Device identifier: on your first visit your browser creates a random identifier and keeps it in local storage. We use it to count a game's views, plays and likes once per device and to remember your guest likes. It contains nothing about you and is not linked to your name unless you sign in.",
          'Account data: when you sign in we receive from the sign-in provider an account identifier, your display name and, where the provider shares it, your email address. You can change your display name in your profile.',
          'Play history, favourites and likes: the games you played recently, added to your favourites or liked. As a guest this stays on your device; once you sign in it is stored with your account so it follows you to other devices.',
          'Comments: what you post under a game, shown publicly together with your display name.',
          'Feedback and messages: what you send us through the contact and game-feedback forms, and the replies we send you as notifications.',
          "Uploaded games: the game files, images, titles and descriptions you upload, their review status and our reviewers' notes.",
          'Usage events: pages visited, time spent on a page, clicks on some buttons, where a visit came from (for example a search engine or a link and its campaign parameters), device type, language and approximate country. Your browser collects these events and sends them in batches to our own server; we do not use third-party advertising trackers.',
          'Error reports: when the site fails, technical details of the error (page address, browser version, error message) may be sent to our error-monitoring service. They do not include your account data.',
          'Server logs: like every website, our servers receive your IP address and browser details with each request.',
        ],
      },
    ],
  },
  {
    id: 'cookies',
    heading: '3. Cookies and local storage',
    blocks: [
      'We use a small number of cookies and browser storage entries, all of them needed for the site or for counting visits. We do not use advertising or cross-site tracking cookies.',
      {
        list: [
          'i18n_redirected: remembers the language you chose, so the site opens in it next time. Kept for 365 days.',
          'Geo cookie: holds the country code derived from your IP address, used to count visits by country. It never holds your precise location.',
          'Identity cookie: set by our sign-in service to keep you signed in and to renew your session securely.',
          'Local storage: your device identifier, your sign-in state, your guest play history, and choices such as having dismissed the install prompt.',
        ],
      },
      "The game domain sets no cookies, and the games themselves run in a sandboxed frame that cannot read the portal's cookies or storage. Clearing the site data in your browser removes all of the above from your device.",
    ],
  },
  {
    id: 'purposes',
    heading: '4. Why we use your data',
    blocks: [
      {
        list: [
          'To provide the service you ask for: playing games, your account, and syncing favourites, likes and history (performance of our agreement with you).',
          'To publish and moderate comments and uploaded games, and to answer your messages (performance of our agreement and our legitimate interest in a safe community).',
          'To keep Playnook secure, prevent abuse such as inflated play counts or spam, and fix errors (legitimate interest).',
          'To understand, in aggregate, which games and pages are used so we can improve the catalogue and the site (legitimate interest).',
          'To meet legal obligations, for example when a court or authority lawfully requires information.',
        ],
      },
      'We do not sell your personal data, we do not show personalised advertising, and we do not use your data to train AI models.',
    ],
  },
  {
    id: 'sharing',
    heading: '5. Who can see your data',
    blocks: [
      {
        list: [
          'Other players see your display name with your comments, and the maker name and content of games you publish.',
          'Service providers that host our servers and run error monitoring process data on our behalf, under contracts that forbid any other use.',
          'The sign-in provider you use learns that you signed in to Playnook.',
          'Authorities, only where the law requires us to disclose data.',
        ],
      },
      'Our servers and providers may be located outside your country. Where data leaves your region we rely on the safeguards the law requires, such as standard contractual clauses.',
    ],
  },
  {
    id: 'retention',
    heading: '6. How long we keep it',
    blocks: [
      {
        list: [
          'Account data, play history, favourites and likes: while your account exists; deleted within 30 days after you delete your account.',
          'Comments: until you or a moderator deletes them, or your account is deleted.',
          'Feedback and messages: up to 2 years after the conversation ends.',
          'Uploaded games: while they are published; rejected or withdrawn uploads are deleted within 90 days.',
          'Usage events: up to 13 months, after which only aggregated statistics remain.',
          'Server logs and error reports: up to 30 days.',
          "Guest data on your device: until you clear your browser's site data.",
        ],
      },
    ],
  },
  {
    id: 'your-rights',
    heading: '7. Your rights',
    blocks: [
      'Depending on where you live, you have the right to access your personal data, to correct it, to have it deleted, to receive a copy in a portable format, to object to processing based on our legitimate interests and to lodge a complaint with your data protection authority.',
      'Much of this you can do yourself: change your display name in your profile, remove favourites, likes and history, and delete your comments. To get a copy of your data or to delete your account, contact us; we answer within 30 days and may ask you to confirm that the account is yours.',
    ],
  },
  {
    id: 'children',
    heading: '8. Children',
    blocks: [
      'Playnook is for a general audience and anyone can play as a guest without giving personal data. Signing in, commenting and uploading games are only for people aged 13 or over, or older where the law of their country sets a higher age for consenting to online services. If you believe a child has given us personal data without the required consent, contact us and we will delete it.',
    ],
  },
  {
    id: 'security',
    heading: '9. Security',
    blocks: [
      'All traffic is encrypted with HTTPS. Games are served from a separate domain and run in a sandbox, so a game cannot reach your account or the rest of the site. Access to personal data within our team is limited to the people who need it for their work.',
    ],
  },
  {
    id: 'changes',
    heading: '10. Changes to this policy',
    blocks: [
      'When we change this policy we update the date at the top. If a change matters for how we use your data, we tell signed-in players on the site before it takes effect.',
    ],
  },
  {
    id: 'contact',
    heading: '11. Contact',
    blocks: [
      {
        text: 'For questions about this policy or to exercise your rights, use the contact form:',
        link: { path: '/about#contact', label: 'contact Playnook' },
      },
    ],
  },
];
