export default function BaselinePage() {
  return <p>Baseline</p>;
}
