export default function PrivacyPage() {
  return null;
}
