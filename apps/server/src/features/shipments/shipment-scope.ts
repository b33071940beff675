import { open } from '../../http/record-scope.ts';

/**
 * A shipment by id is open to every role of the shipment screens: a parcel is found by its number
 * at any counter (issued at any branch, received at any terminal, asked about at the contact
 * centre), so its card and journey are not a division's (docs/decisions.md "One record-scope
 * mechanism"). A draft is changed only while editable and unpaid, under its lockVersion; its
 * files, customs data and partner records go through SHIPMENT_SCOPE.
 */
export const SHARED_SHIPMENT = open('shipments are read by number at every counter and terminal');

/** A modification request of a shared shipment: processed by whoever holds its type's capability. */
export const SHARED_MODIFICATION = open(
  'modifications of shared shipments are processed by the holders of their type’s capability in any division',
);
