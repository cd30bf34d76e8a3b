export default function InstallGuidePage() {
  return null;
}
