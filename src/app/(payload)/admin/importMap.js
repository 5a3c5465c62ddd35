import { RequiredLabel as RequiredLabel_87b70fa5b77de0de9c0053505f336186 } from '../../../../src/admin/editing/RequiredLabel.tsx'
import { SlugField as SlugField_ec3257eca9c18e1f7ace9a5dbc90478e } from '../../../../src/admin/editing/SlugField.tsx'
import { RelationTitlesCell as RelationTitlesCell_2768b89a9a9b693351f6fce8660a081e } from '../../../../src/admin/lists/RelationTitlesCell.tsx'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { TripleClickSelectionFeatureClient as TripleClickSelectionFeatureClient_a6b3cfbcc7bb055417d12314421b2cde } from '../../../../src/admin/editing/TripleClickSelection.tsx'
import { EditorStateToFormFeatureClient as EditorStateToFormFeatureClient_12b70f626be5a06ba7f47e6902ceded5 } from '../../../../src/admin/editing/EditorStateToForm.tsx'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { NoDiff as NoDiff_6eb4dfe1709ef0da02677fe8561cef68 } from '../../../../src/admin/NoDiff.tsx'
import { LocaleStatus as LocaleStatus_f8316b9be3d93ec3705a3d628e8301ae } from '../../../../src/admin/LocaleStatus.tsx'
import { UntranslatedTitle as UntranslatedTitle_1f2d017eaf20b5a911842dd037ce6ee9 } from '../../../../src/admin/editing/UntranslatedTitle.tsx'
import { ContentLanguageSwitchGuard as ContentLanguageSwitchGuard_f17b65a4e6d59d73df05666e44a2e98c } from '../../../../src/admin/contentLanguage/SwitchGuard.tsx'
import { LoadingRowsRecovery as LoadingRowsRecovery_9bb5ddc5a33e2331bdd56e1a15aecf88 } from '../../../../src/admin/editing/LoadingRowsRecovery.tsx'
import { GuardedSaveButton as GuardedSaveButton_7666c0043a0d35365ec931bdd1c18013 } from '../../../../src/admin/concurrency/GuardedSaveButton.tsx'
import { VersionsView as VersionsView_59b792dce874b370b738b037d90deb7b } from '../../../../src/admin/versions/VersionsView.tsx'
import { DateTimeField as DateTimeField_c9c318778a546e6498082f0c60dbdade } from '../../../../src/admin/editing/DateTimeField.tsx'
import { YesNoCell as YesNoCell_67030050bf47cf061f3eeed20f3866fe } from '../../../../src/admin/YesNoCell.tsx'
import { YesNoDiff as YesNoDiff_72fffcd7199416fdeee96e6bbea5952f } from '../../../../src/admin/versions/YesNoDiff.tsx'
import { PostStateCell as PostStateCell_b5a552e5b02e001f1a9ddf96bee7c205 } from '../../../../src/admin/posts/PostStateCell.tsx'
import { PostStateField as PostStateField_b9df9eddb7b0671297cda5e0563ac26b } from '../../../../src/admin/posts/PostStateField.tsx'
import { PostStateFilter as PostStateFilter_09ad56a55d31dfd2d13122050f107fdd } from '../../../../src/admin/posts/PostStateFilter.tsx'
import { DocumentTypeCode as DocumentTypeCode_dd8423f11cc491441833914cf00fd65d } from '../../../../src/admin/staffUnits/DocumentTypeCode.tsx'
import { StaffUnitPath as StaffUnitPath_a2fb751ac56996eefd1ce4ce78233373 } from '../../../../src/admin/staffUnits/StaffUnitPath.tsx'
import { StaffUnitTree as StaffUnitTree_0180f4179e060a7d7655deff388fc6e1 } from '../../../../src/admin/StaffUnitTree.tsx'
import { UploadedNameCell as UploadedNameCell_c218c801bb3c3ddf5c84b8334231ce6e } from '../../../../src/admin/media/UploadedNameCell.tsx'
import { FileTypeCell as FileTypeCell_456c7356d087915185f251ecf8810db7 } from '../../../../src/admin/media/FileTypeCell.tsx'
import { FileSizeCell as FileSizeCell_67d6a45ee0adb6feda9912638470cba8 } from '../../../../src/admin/FileSizeCell.tsx'
import { PhotosField as PhotosField_3e97126564188a91619d04985e971562 } from '../../../../src/admin/galleries/PhotosField.tsx'
import { PhotoRowLabel as PhotoRowLabel_6fbdd4c13d5368ba8096cb57c13ad87a } from '../../../../src/admin/galleries/PhotoRowLabel.tsx'
import { AppealStatusCell as AppealStatusCell_887d0eff8f4b1e84cd446578c396c91d } from '../../../../src/admin/appeals/StatusCell.tsx'
import { OverdueNotice as OverdueNotice_c094a14c1655813cb8aa54f397b47d40 } from '../../../../src/admin/appeals/OverdueNotice.tsx'
import { AppealDueCell as AppealDueCell_f03d773f2f130fffcce5155395ceadda } from '../../../../src/admin/appeals/DueCell.tsx'
import { AppealQueueFilters as AppealQueueFilters_66790f1b91956284a04b4b64af9dae83 } from '../../../../src/admin/appeals/QueueFilters.tsx'
import { ShownInConsole as ShownInConsole_0a55b5c9ea44322603f56ab5ea41efd0 } from '../../../../src/admin/assistant/ConsoleOnly.tsx'
import { Conversation as Conversation_d6a24ee59d6c28b109534e8af8706ac5 } from '../../../../src/admin/assistant/Conversation.tsx'
import { WaitingQueue as WaitingQueue_1939c39c0778f5ad90a90c1382227a80 } from '../../../../src/admin/assistant/WaitingQueue.tsx'
import { NoSaveButton as NoSaveButton_0a55b5c9ea44322603f56ab5ea41efd0 } from '../../../../src/admin/assistant/ConsoleOnly.tsx'
import { ReviewActions as ReviewActions_5c021668308c983257c8a02aa585b02a } from '../../../../src/admin/assistant/ReviewActions.tsx'
import { CurrentPasswordField as CurrentPasswordField_9b14edce4a7adc4d212babf3ef677595 } from '../../../../src/admin/account/CurrentPasswordField.tsx'
import { ActionCell as ActionCell_a7dbcefc47ed21a330fd85fe354573b3 } from '../../../../src/admin/audit/ActionCell.tsx'
import { ResourceCell as ResourceCell_c0015defc2dad51b0611c1068d3fd5a1 } from '../../../../src/admin/audit/ResourceCell.tsx'
import { ResourceField as ResourceField_32d7b824e65906f97f95e4de8b888a48 } from '../../../../src/admin/audit/ResourceField.tsx'
import { RecordCell as RecordCell_1b7118e59e6c2ed69a0bc1012e18ae96 } from '../../../../src/admin/audit/RecordCell.tsx'
import { ChangesTable as ChangesTable_6c8940c56f734c0e844a96773fc5627d } from '../../../../src/admin/audit/ChangesTable.tsx'
import { AuditFilters as AuditFilters_8c89f5079f1d34854c9bec6832386533 } from '../../../../src/admin/audit/AuditFilters.tsx'
import { Icon as Icon_4581af1b67ec1ca77380af6e97e29e77 } from '../../../../src/admin/Icon.tsx'
import { Logo as Logo_8e667ac4b9483eaa619866b9308f03ba } from '../../../../src/admin/Logo.tsx'
import { NavMemory as NavMemory_97c7be5d95d18e181416318841db026c } from '../../../../src/admin/NavMemory.tsx'
import { EditorLanguage as EditorLanguage_57ea07545be8268f276c498cfca1ba46 } from '../../../../src/admin/EditorLanguage.tsx'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { Dashboard as Dashboard_bfcc977efa0be7d8a0df028c625b41ee } from '../../../../src/admin/dashboard/Dashboard.tsx'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/src/admin/editing/RequiredLabel.tsx#RequiredLabel": RequiredLabel_87b70fa5b77de0de9c0053505f336186,
  "/src/admin/editing/SlugField.tsx#SlugField": SlugField_ec3257eca9c18e1f7ace9a5dbc90478e,
  "/src/admin/lists/RelationTitlesCell.tsx#RelationTitlesCell": RelationTitlesCell_2768b89a9a9b693351f6fce8660a081e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "/src/admin/editing/TripleClickSelection.tsx#TripleClickSelectionFeatureClient": TripleClickSelectionFeatureClient_a6b3cfbcc7bb055417d12314421b2cde,
  "/src/admin/editing/EditorStateToForm.tsx#EditorStateToFormFeatureClient": EditorStateToFormFeatureClient_12b70f626be5a06ba7f47e6902ceded5,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/src/admin/NoDiff.tsx#NoDiff": NoDiff_6eb4dfe1709ef0da02677fe8561cef68,
  "/src/admin/LocaleStatus.tsx#LocaleStatus": LocaleStatus_f8316b9be3d93ec3705a3d628e8301ae,
  "/src/admin/editing/UntranslatedTitle.tsx#UntranslatedTitle": UntranslatedTitle_1f2d017eaf20b5a911842dd037ce6ee9,
  "/src/admin/contentLanguage/SwitchGuard.tsx#ContentLanguageSwitchGuard": ContentLanguageSwitchGuard_f17b65a4e6d59d73df05666e44a2e98c,
  "/src/admin/editing/LoadingRowsRecovery.tsx#LoadingRowsRecovery": LoadingRowsRecovery_9bb5ddc5a33e2331bdd56e1a15aecf88,
  "/src/admin/concurrency/GuardedSaveButton.tsx#GuardedSaveButton": GuardedSaveButton_7666c0043a0d35365ec931bdd1c18013,
  "/src/admin/versions/VersionsView.tsx#VersionsView": VersionsView_59b792dce874b370b738b037d90deb7b,
  "/src/admin/editing/DateTimeField.tsx#DateTimeField": DateTimeField_c9c318778a546e6498082f0c60dbdade,
  "/src/admin/YesNoCell.tsx#YesNoCell": YesNoCell_67030050bf47cf061f3eeed20f3866fe,
  "/src/admin/versions/YesNoDiff.tsx#YesNoDiff": YesNoDiff_72fffcd7199416fdeee96e6bbea5952f,
  "/src/admin/posts/PostStateCell.tsx#PostStateCell": PostStateCell_b5a552e5b02e001f1a9ddf96bee7c205,
  "/src/admin/posts/PostStateField.tsx#PostStateField": PostStateField_b9df9eddb7b0671297cda5e0563ac26b,
  "/src/admin/posts/PostStateFilter.tsx#PostStateFilter": PostStateFilter_09ad56a55d31dfd2d13122050f107fdd,
  "/src/admin/staffUnits/DocumentTypeCode.tsx#DocumentTypeCode": DocumentTypeCode_dd8423f11cc491441833914cf00fd65d,
  "/src/admin/staffUnits/StaffUnitPath.tsx#StaffUnitPath": StaffUnitPath_a2fb751ac56996eefd1ce4ce78233373,
  "/src/admin/StaffUnitTree.tsx#StaffUnitTree": StaffUnitTree_0180f4179e060a7d7655deff388fc6e1,
  "/src/admin/media/UploadedNameCell.tsx#UploadedNameCell": UploadedNameCell_c218c801bb3c3ddf5c84b8334231ce6e,
  "/src/admin/media/FileTypeCell.tsx#FileTypeCell": FileTypeCell_456c7356d087915185f251ecf8810db7,
  "/src/admin/FileSizeCell.tsx#FileSizeCell": FileSizeCell_67d6a45ee0adb6feda9912638470cba8,
  "/src/admin/galleries/PhotosField.tsx#PhotosField": PhotosField_3e97126564188a91619d04985e971562,
  "/src/admin/galleries/PhotoRowLabel.tsx#PhotoRowLabel": PhotoRowLabel_6fbdd4c13d5368ba8096cb57c13ad87a,
  "/src/admin/appeals/StatusCell.tsx#AppealStatusCell": AppealStatusCell_887d0eff8f4b1e84cd446578c396c91d,
  "/src/admin/appeals/OverdueNotice.tsx#OverdueNotice": OverdueNotice_c094a14c1655813cb8aa54f397b47d40,
  "/src/admin/appeals/DueCell.tsx#AppealDueCell": AppealDueCell_f03d773f2f130fffcce5155395ceadda,
  "/src/admin/appeals/QueueFilters.tsx#AppealQueueFilters": AppealQueueFilters_66790f1b91956284a04b4b64af9dae83,
  "/src/admin/assistant/ConsoleOnly.tsx#ShownInConsole": ShownInConsole_0a55b5c9ea44322603f56ab5ea41efd0,
  "/src/admin/assistant/Conversation.tsx#Conversation": Conversation_d6a24ee59d6c28b109534e8af8706ac5,
  "/src/admin/assistant/WaitingQueue.tsx#WaitingQueue": WaitingQueue_1939c39c0778f5ad90a90c1382227a80,
  "/src/admin/assistant/ConsoleOnly.tsx#NoSaveButton": NoSaveButton_0a55b5c9ea44322603f56ab5ea41efd0,
  "/src/admin/assistant/ReviewActions.tsx#ReviewActions": ReviewActions_5c021668308c983257c8a02aa585b02a,
  "/src/admin/account/CurrentPasswordField.tsx#CurrentPasswordField": CurrentPasswordField_9b14edce4a7adc4d212babf3ef677595,
  "/src/admin/audit/ActionCell.tsx#ActionCell": ActionCell_a7dbcefc47ed21a330fd85fe354573b3,
  "/src/admin/audit/ResourceCell.tsx#ResourceCell": ResourceCell_c0015defc2dad51b0611c1068d3fd5a1,
  "/src/admin/audit/ResourceField.tsx#ResourceField": ResourceField_32d7b824e65906f97f95e4de8b888a48,
  "/src/admin/audit/RecordCell.tsx#RecordCell": RecordCell_1b7118e59e6c2ed69a0bc1012e18ae96,
  "/src/admin/audit/ChangesTable.tsx#ChangesTable": ChangesTable_6c8940c56f734c0e844a96773fc5627d,
  "/src/admin/audit/AuditFilters.tsx#AuditFilters": AuditFilters_8c89f5079f1d34854c9bec6832386533,
  "/src/admin/Icon.tsx#Icon": Icon_4581af1b67ec1ca77380af6e97e29e77,
  "/src/admin/Logo.tsx#Logo": Logo_8e667ac4b9483eaa619866b9308f03ba,
  "/src/admin/NavMemory.tsx#NavMemory": NavMemory_97c7be5d95d18e181416318841db026c,
  "/src/admin/EditorLanguage.tsx#EditorLanguage": EditorLanguage_57ea07545be8268f276c498cfca1ba46,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/src/admin/dashboard/Dashboard.tsx#Dashboard": Dashboard_bfcc977efa0be7d8a0df028c625b41ee,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
