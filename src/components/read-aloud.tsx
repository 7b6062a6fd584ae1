import { ActionIcon } from '@mantine/core';
import { IconPlayerStopFilled, IconVolume } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { t } from '../i18n/t';

const supported = () =>
  typeof window !== 'undefined' &&
  'speechSynthesis' in window &&
  typeof window.SpeechSynthesisUtterance === 'function';

const vietnameseVoice = (): SpeechSynthesisVoice | undefined =>
  window.speechSynthesis.getVoices().find((voice) => voice.lang.toLowerCase().startsWith('vi'));

/** The device's Vietnamese voice, once the browser has listed its voices (null: none). */
function useVietnameseVoice(): SpeechSynthesisVoice | null {
  const [voice, setVoice] = useState<SpeechSynthesisVoice | null>(() =>
    supported() ? (vietnameseVoice() ?? null) : null,
  );
  useEffect(() => {
    if (!supported()) return;
    const update = () => setVoice(vietnameseVoice() ?? null);
    window.speechSynthesis.addEventListener('voiceschanged', update);
    return () => window.speechSynthesis.removeEventListener('voiceschanged', update);
  }, []);
  return voice;
}

/**
 * Reads `parts` aloud with the Web Speech API in a vi-VN voice. Hidden where the device has no
 * speech synthesis or no Vietnamese voice; speech stops when the text changes or the button leaves.
 */
export function ReadAloudButton({ parts }: { parts: readonly string[] }) {
  const voice = useVietnameseVoice();
  const [speaking, setSpeaking] = useState(false);
  const text = parts.filter((part) => part.trim() !== '').join('. ');

  useEffect(() => {
    setSpeaking(false);
    return () => {
      if (supported()) window.speechSynthesis.cancel();
    };
  }, [text]);

  if (!voice) return null;

  const toggle = () => {
    const synth = window.speechSynthesis;
    synth.cancel();
    if (speaking) {
      setSpeaking(false);
      return;
    }
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.voice = voice;
    utterance.lang = voice.lang;
    utterance.onend = () => setSpeaking(false);
    utterance.onerror = () => setSpeaking(false);
    setSpeaking(true);
    synth.speak(utterance);
  };

  const label = speaking ? t('reader.stopReading') : t('reader.readAloud');
  return (
    <ActionIcon
      variant="light"
      size="lg"
      aria-label={label}
      aria-pressed={speaking}
      title={label}
      onClick={toggle}
    >
      {speaking ? <IconPlayerStopFilled size={18} /> : <IconVolume size={18} />}
    </ActionIcon>
  );
}
