/*
 * Mantine component styles used by pages other than Home and by the lazily loaded overlays; each such
 * module imports this file so the CSS arrives with its chunk, not in the first load.
 */
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Tooltip.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Flex.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Kbd.css';
import '@mantine/core/styles/RingProgress.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Chip.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Indicator.css';
import '@mantine/core/styles/Affix.css';
