// antd's Modal for the unsaved-changes question, a chunk of its own (see confirmDiscardChanges).
export { Modal } from 'antd';
